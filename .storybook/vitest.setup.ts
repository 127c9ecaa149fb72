import { afterAll, afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { assertReadableInDark, isDarkCheckedStory, type ThemedStoryFacts } from './darkCheck';
import { isVisualStory } from './visualStories';

/**
 * Visual baselines, taken inside the story run (no second render): after a chosen story's
 * play function and axe, its page is compared with the committed baseline
 * (`.storybook/visual/baselines/<story id>.png`). `npm run test:visual:update` renews them.
 * Then the chosen stories' contrast in the dark theme (`darkCheck.ts`).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: ThemedStoryFacts }).story;
  if (!story) return;
  if (isVisualStory(story)) {
    await document.fonts.ready;
    // Let a transition that a play function started settle (animations are off for the shot).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
  }
  // Axe's contrast check a second time, in the dark theme, for the chosen stories (after the
  // light screenshot; the story is not rendered again).
  if (isDarkCheckedStory(story)) await assertReadableInDark(story);
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
