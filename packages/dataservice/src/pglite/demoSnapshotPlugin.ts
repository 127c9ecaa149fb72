/**
 * `import snapshotUrl from 'virtual:waldmonitor/demo-snapshot'`: the URL of the demo's database
 * snapshot (snapshotFile.ts) for the app, the Storybook and the story tests. In a build it is a
 * hashed asset (long cache); in dev Vite serves the cached file. The snapshot is made in Node by
 * Vite's module runner (the seed is TypeScript), once per state of its sources.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { demoSnapshotFile } from './snapshotFile';

const DEMO_SNAPSHOT_MODULE = 'virtual:waldmonitor/demo-snapshot';
const RESOLVED = `\0${DEMO_SNAPSHOT_MODULE}`;
const SNAPSHOT_FILE_MODULE = fileURLToPath(new URL('./snapshotFile.ts', import.meta.url));

export function demoSnapshot(): Plugin {
  let file: Promise<string> | undefined;
  const snapshotFile = () =>
    (file ??= runnerImport<{ demoSnapshotFile: typeof demoSnapshotFile }>(SNAPSHOT_FILE_MODULE, {
      configFile: false,
      logLevel: 'error',
    }).then(({ module }) => module.demoSnapshotFile()));
  return {
    name: 'waldmonitor:demo-snapshot',
    resolveId: (source) => (source === DEMO_SNAPSHOT_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export { default } from ${JSON.stringify(`${await snapshotFile()}?url`)};`;
    },
  };
}
