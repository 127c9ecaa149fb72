/**
 * `import snapshotUrl, { schemaCacheUrl } from 'virtual:waldmonitor/demo-snapshot'`: the URLs of
 * the demo's database snapshot and of its schema cache (snapshotFile.ts) for the app, the
 * Storybook and the story tests. In a build it is a
 * hashed asset (long cache); in dev Vite serves the cached file. The snapshot is made in Node by
 * Vite's module runner (the seed is TypeScript), once per state of its sources.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { demoSchemaCacheFile, demoSnapshotFile } from './snapshotFile';

const DEMO_SNAPSHOT_MODULE = 'virtual:waldmonitor/demo-snapshot';
const RESOLVED = `\0${DEMO_SNAPSHOT_MODULE}`;
const SNAPSHOT_FILE_MODULE = fileURLToPath(new URL('./snapshotFile.ts', import.meta.url));

export function demoSnapshot(): Plugin {
  let files: Promise<[string, string]> | undefined;
  const snapshotFiles = () =>
    (files ??= runnerImport<{
      demoSnapshotFile: typeof demoSnapshotFile;
      demoSchemaCacheFile: typeof demoSchemaCacheFile;
    }>(SNAPSHOT_FILE_MODULE, {
      configFile: false,
      logLevel: 'error',
    }).then(async ({ module }) => {
      // The cache first: it makes the snapshot if there is none, once.
      const schemaCache = await module.demoSchemaCacheFile();
      return [await module.demoSnapshotFile(), schemaCache];
    }));
  return {
    name: 'waldmonitor:demo-snapshot',
    resolveId: (source) => (source === DEMO_SNAPSHOT_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const [snapshot, schemaCache] = await snapshotFiles();
      return [
        `export { default } from ${JSON.stringify(`${snapshot}?url`)};`,
        `export { default as schemaCacheUrl } from ${JSON.stringify(`${schemaCache}?url`)};`,
      ].join('\n');
    },
  };
}
