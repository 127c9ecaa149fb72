import { afterAll, afterEach } from 'vitest';
import { assertReadableInDark, isDarkCheckedStory, type ThemedStoryFacts } from './darkCheck';

/**
 * After a chosen story's play function and axe, axe's contrast check a second time, in the dark
 * theme (`darkCheck.ts`; the story is not rendered again). The visual baselines are taken apart
 * from the story tests, from the built Storybook (`npm run review`, scripts/visual).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: ThemedStoryFacts }).story;
  if (story && isDarkCheckedStory(story)) await assertReadableInDark(story);
});

/**
 * The stories' page stays open until the whole run ends, showing the last file's last story.
 * A spinner there (StartingUp, last in a fresh clone's order) kept Chromium at a full core for
 * the rest of the run, taken from the e2e files beside it, whose waits then ran out. After each
 * file the animations still running stop; the next file's stories start their own.
 */
afterAll(() => {
  for (const animation of document.getAnimations()) animation.cancel();
});
