// Chromatic is a cloud service: publish only when a project token is configured.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}
// Publish what the branch builds now, never a stale storybook-static/.
const build = spawnSync('npm', ['run', 'build:storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--storybook-build-dir', 'storybook-static'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
