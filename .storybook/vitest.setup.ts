import { afterEach, expect } from 'vitest';
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
