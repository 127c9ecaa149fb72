/**
 * The demo's snapshot (snapshot.ts) as a file the builds and the tests share: made once per
 * state of the sources it is made from, kept under `node_modules/.cache/waldmonitor`, and made
 * again when any of them changes (its name carries their hash). Node only.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSchemaCache } from '../postgrest';
import { bootSnapshot } from './engine';
import { EMBEDDED_SETTINGS } from './embeddedService';
import { pgliteHost } from './pgliteHost';
import { createSnapshot } from './snapshot';

// From the file's own path, not `new URL(…, import.meta.url)`: a test in happy-dom has its
// `URL`, which resolves a file URL against http://localhost.
const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), '../../../../');
const CACHE_DIR = join(REPOSITORY, 'node_modules/.cache/waldmonitor');

/** What the snapshot is made from: the migrations and the SQL, the seed and its code, the model the seed fills in. */
const SOURCES = [
  'packages/dataservice/migrations',
  'packages/dataservice/sql',
  'packages/dataservice/src',
  'packages/ui/src/model',
];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name.includes('.test.') ? [] : filesUnder(join(path, name))));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesUnder(join(REPOSITORY, source)))) {
    hash.update(file.slice(REPOSITORY.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Written aside and renamed: another process (a test worker, the dev server) may read it meanwhile. */
function writeAtomically(file: string, bytes: Uint8Array | string): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** The path of the snapshot of the sources as they are now, made first if there is none. */
export async function demoSnapshotFile(): Promise<string> {
  const file = join(CACHE_DIR, `demo-db-${sourceHash()}.tar.gz`);
  if (existsSync(file)) return file;
  const snapshot = await createSnapshot();
  writeAtomically(file, new Uint8Array(await snapshot.arrayBuffer()));
  return file;
}

/**
 * The path of the snapshot's schema cache (the emulation's, as JSON), read from the snapshot
 * booted once: the demo's worker takes it instead of reading the catalogs at every start.
 */
export async function demoSchemaCacheFile(): Promise<string> {
  const snapshotFile = await demoSnapshotFile();
  const file = snapshotFile.replace(/\.tar\.gz$/, '.schema-cache.json');
  if (existsSync(file)) return file;
  const db = await bootSnapshot(new Blob([readFileSync(snapshotFile)]));
  try {
    const session = await pgliteHost(db).acquire();
    const cache = await loadSchemaCache(session, EMBEDDED_SETTINGS.dbSchemas);
    session.release();
    writeAtomically(file, JSON.stringify(cache));
  } finally {
    await db.close();
  }
  return file;
}
