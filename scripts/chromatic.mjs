// `npm run chromatic`: the Storybook `npm run review` builds, published to Chromatic with
// TurboSnap (`--only-changed`: only the stories a change's files reach are photographed there,
// from the build's module graph, preview-stats.json). Chromatic is a cloud service: nothing is
// sent without a project token (README, "Visual review on Chromatic").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildStorybook } from './build/storybook.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}
// The review's build of this working tree when it is there, else built now: never a stale one
// of another tree (the review deletes its folder before it builds).
const dir = 'test-results/review/storybook';
if (!existsSync(join(dir, 'preview-stats.json'))) buildStorybook(dir);
const result = spawnSync(
  'npx',
  ['chromatic', '--only-changed', '--exit-zero-on-changes', '--storybook-build-dir', dir],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
