import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStoryFiles } from '../../../../.storybook/storyIndex';

/**
 * A docs page renders its stories inline in one document, where one mock service worker,
 * one seed and one set of faults serve them all: a story would show another story's error
 * or loading state. So every story that brings mock handlers must show in its own frame on
 * its docs page, or stay out of the docs page (docs/storybook.md).
 */
interface StoryLike {
  parameters?: { msw?: unknown; docs?: { story?: { inline?: boolean } } };
  tags?: string[];
}

// Vitest runs from the repository root (vite.config.ts).
const mockFiles = readStoryFiles(process.cwd()).filter((file) =>
  /msw|connectedPage|templatePage/.test(readFileSync(file.path, 'utf8')),
);

describe('docs pages of stories served by the mock service', () => {
  it.each(mockFiles.map((file) => [file.title, file.path]))(
    '%s shows each story in its own frame',
    async (_title, path) => {
      const module = (await import(/* @vite-ignore */ `${process.cwd()}/${path}`)) as Record<string, StoryLike> & {
        default: StoryLike;
      };
      const meta = module.default;
      for (const [name, story] of Object.entries(module)) {
        if (name === 'default' || typeof story !== 'object' || story === null) continue;
        const usesMocks = Boolean(story.parameters?.msw ?? meta.parameters?.msw);
        if (!usesMocks) continue;
        const inline = story.parameters?.docs?.story?.inline ?? meta.parameters?.docs?.story?.inline;
        const outOfDocs = [...(meta.tags ?? []), ...(story.tags ?? [])].includes('!autodocs');
        expect(inline === false || outOfDocs, `${path}: ${name}`).toBe(true);
      }
      // The first import of a connected page transforms the app and the mocks: give it time.
    },
    60_000,
  );
});
