/**
 * The demo's database as a file: a fresh PGlite cluster with every SQL file of the package and
 * the seed loaded by the same `loadSeed` as the tests' clusters, vacuumed and checkpointed, then
 * dumped as a gzip tarball (PGlite's dumpDataDir). Booting from it (engine.ts) skips initdb and the
 * schema. Node only: made at build time and by the tests, never in the browser.
 */
import { PGlite } from '@electric-sql/pglite';
import type { SeedData } from '../seed';
import { loadSeed } from '../loadSeed';
import { sqlScripts } from '../sqlFiles';
import { EXTENSIONS } from './engine';

export async function createSnapshot(seed?: SeedData): Promise<Blob> {
  const db = new PGlite({ extensions: EXTENSIONS });
  try {
    for (const { file, sql } of sqlScripts()) {
      try {
        await db.exec(sql);
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    }
    await loadSeed(db, seed);
    // VACUUM and CHECKPOINT run outside a transaction block: one statement each.
    await db.exec('VACUUM ANALYZE');
    await db.exec('CHECKPOINT');
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}
