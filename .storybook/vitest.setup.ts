import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { isVisualStory, type StoryFacts } from './visualStories';

/**
 * Visual baselines, taken inside the story run (no second render): after a chosen story's
 * play function and axe, its page is compared with the committed baseline
 * (`.storybook/visual/baselines/<story id>.png`). `npm run test:visual:update` renews them.
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryFacts }).story;
  if (!story || !isVisualStory(story)) return;
  await document.fonts.ready;
  // Let a transition that a play function started settle (animations are off for the shot).
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
