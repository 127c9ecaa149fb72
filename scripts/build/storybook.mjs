// The static Storybook, built as `npm run build:storybook` builds it (.storybook/main.ts with
// WALDMONITOR_STORYBOOK_STATIC: no test addon), into a folder of the caller's choice: the
// bench measures it (`npm run bench -- --storybook`), `npm run review` screenshots and keeps it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Builds into `dir` (a temporary folder when none is given; `remove()` deletes that one, and
 * nothing of a given folder). Throws with the end of the build's error output.
 */
export function buildStorybook(dir) {
  const workDir = dir ? null : mkdtempSync(join(tmpdir(), 'waldmonitor-storybook-'));
  const outDir = dir ?? join(workDir, 'storybook-static');
  const started = performance.now();
  // With the module graph (preview-stats.json), from which Chromatic's TurboSnap tells the
  // stories a change reaches (scripts/chromatic.mjs): a few seconds of the build.
  const result = spawnSync('npx', ['storybook', 'build', '-o', outDir, '--quiet', '--stats-json', outDir], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', WALDMONITOR_STORYBOOK_STATIC: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`storybook build: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return {
    dir: outDir,
    buildMs: performance.now() - started,
    remove: () => workDir && rmSync(workDir, { recursive: true, force: true }),
  };
}
