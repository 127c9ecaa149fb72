import { resolve } from 'node:path';

/**
 * Where the visual baselines and the diff images go (vite.config.ts, the stories project):
 * one baseline per story, named by its story id, in `.storybook/visual/baselines`; the
 * images of a failed comparison (`-reference`, `-actual`, `-diff`) in `test-results/visual`,
 * which `npm run visual:review` turns into a review page.
 */
interface PathData {
  arg: string;
  ext: string;
  root: string;
}

export const visualScreenshots = {
  comparatorName: 'pixelmatch' as const,
  // CI installs Debian's Chromium fresh: a few anti-aliased pixels may differ, a change may not.
  // threshold 0: any colour change of a pixel counts (a token change of a few shades too);
  // anti-aliased pixels are told apart and left out by pixelmatch itself.
  comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0.001 },
  screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const },
  resolveScreenshotPath: ({ arg, ext, root }: PathData) => resolve(root, '.storybook/visual/baselines', `${arg}${ext}`),
  resolveDiffPath: ({ arg, ext, root }: PathData) => resolve(root, 'test-results/visual', `${arg}${ext}`),
};
