/**
 * The demo's database as a file: a fresh PGlite cluster with the package's schema, deployed as
 * on a server (src/migrate/deploy.ts: the migrations, then the files of sql/), and the seed loaded by the same `loadSeed` as the tests' clusters, vacuumed and checkpointed, then
 * dumped as a gzip tarball (PGlite's dumpDataDir). Booting from it (engine.ts) skips initdb and the
 * schema. Node only: made at build time and by the tests, never in the browser.
 */
import { PGlite } from '@electric-sql/pglite';
import type { SeedData } from '../seed';
import { loadSeed } from '../loadSeed';
import { deploy, type SqlClient } from '../migrate/deploy';
import { EXTENSIONS } from './engine';

/**
 * template0 and template1 serve only CREATE DATABASE, which the demo never runs; PGlite signs
 * in to `postgres`. Together they were 1.9 of the 6.6 MB the snapshot weighed.
 */
async function dropTemplateDatabases(db: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await db.exec(`UPDATE pg_database SET datistemplate = false, datallowconn = false WHERE datname = '${name}'`);
    await db.exec(`DROP DATABASE ${name}`);
  }
}

/**
 * Leaves only a WAL segment that holds the last checkpoint and zeros: a booted snapshot replays
 * nothing, yet the segments still held every record of the schema and the seed (2.9 MB of the
 * gzip). A switch to a new segment (created zero-filled, `wal_init_zero`) and a checkpoint in
 * it make the older ones removable; with `wal_recycle` off they are deleted, not renamed and
 * kept with their old content. PGlite's checkpoint runs in this session, so `SET` reaches it.
 */
async function emptyWal(db: PGlite): Promise<void> {
  // Kept in the snapshot (postgresql.auto.conf): a stored demo database, saved whole after each
  // write (embeddedService.ts), would otherwise carry recycled segments full of old records.
  await db.exec('ALTER SYSTEM SET wal_recycle = off');
  await db.exec('SET wal_recycle = off');
  await db.exec('SET wal_init_zero = on');
  // Twice: the segment the first switch enters may be one recycled before the settings above,
  // with old records in its tail; the second enters one created zero-filled.
  for (let round = 0; round < 2; round += 1) {
    await db.exec('SELECT pg_switch_wal()');
    await db.exec('CHECKPOINT');
  }
}

/** PGlite as deploy's client: a script without parameters (a migration, a file) runs whole. */
const asSqlClient = (db: PGlite): SqlClient => ({
  query: async (text, values) =>
    values?.length ? db.query(text, values) : { rows: (await db.exec(text)).at(-1)?.rows ?? [] },
});

export async function createSnapshot(seed?: SeedData): Promise<Blob> {
  // WAL segments of 1 MB, not 16: the tarball carries the current one whole, and the demo's
  // browser unpacks, boots and saves it on every visit (14 MB of tar instead of 29).
  const db = new PGlite({ extensions: EXTENSIONS, initDbStartParams: ['--wal-segsize=1'] });
  try {
    await deploy(asSqlClient(db));
    await loadSeed(db, seed);
    await dropTemplateDatabases(db);
    // VACUUM and CHECKPOINT run outside a transaction block: one statement each.
    await db.exec('VACUUM ANALYZE');
    await emptyWal(db);
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}
