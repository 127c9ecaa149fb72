/**
 * The PGlite side of a parity scenario: the demo's, the stories' and the tests' engine of the
 * data service (src/pglite), booted once from the snapshot with the demo seed, as the cluster's
 * database is seeded. A scenario runs in a transaction that is rolled back, exactly as on the
 * cluster (sqlSide.ts, harness.ts `savepointHost`), and the sequences are put back afterwards, so
 * each scenario meets the snapshot's data without a new boot (a boot from the snapshot costs
 * 1.5–4 s on two busy cores, and some 300 scenarios write). The embedded service's own
 * transactions, its reset and its saves are tested in test/pglite/embedded.test.ts.
 */
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { createEmulationFromSchemaCache, type Emulation, type SchemaCache } from '../../src/postgrest';
import { bootSnapshot, DATABASE_SETTINGS } from '../../src/pglite/engine';
import { pgliteHost } from '../../src/pglite/pgliteHost';
import { demoSchemaCacheFile, demoSnapshotFile } from '../../src/pglite/snapshotFile';
import { apiRequest, savepointHost, SETTINGS, type RunStatement } from '../harness';
import { CREATE_RESET_SEQUENCES_FUNCTION } from '../../src/pglite/sequences';
import type { Send } from './sqlSide';

export interface PgliteSide {
  send: Send;
  /** Runs `fn` in a transaction that is rolled back, whatever it did. */
  rolledBack<T>(fn: () => Promise<T>): Promise<T>;
  /** Puts the sequences back to the tables' highest ids (sequences.ts), as on the cluster. */
  resetSequences(): Promise<void>;
  close(): Promise<void>;
}

export async function startPglite(): Promise<PgliteSide> {
  const [snapshot, schemaCache] = await Promise.all([
    readFile(await demoSnapshotFile()),
    readFile(await demoSchemaCacheFile(), 'utf8').then((text) => JSON.parse(text) as SchemaCache),
  ]);
  const db: PGlite = await bootSnapshot(new Blob([snapshot]), { asSuperuser: CREATE_RESET_SEQUENCES_FUNCTION });
  // PGlite's own session (json and jsonb as text, as the embedded service reads them).
  const session = await pgliteHost(db).acquire();
  const run: RunStatement = async (text, params) => (await session.query(text, params)).rows;
  let nested = false;
  // PGlite applies the database's settings as session settings (engine.ts): a RESET ALL drops
  // them, where a server session falls back to them.
  const emulation: Emulation = createEmulationFromSchemaCache(
    SETTINGS,
    schemaCache,
    savepointHost(run, () => nested, DATABASE_SETTINGS),
  );
  return {
    send: (caller, method, path, options) => emulation.handle(apiRequest(caller, method, path, options)),
    async rolledBack(fn) {
      await run('BEGIN');
      nested = true;
      try {
        return await fn();
      } finally {
        nested = false;
        await run('ROLLBACK');
      }
    },
    async resetSequences() {
      await run('SELECT pg_temp.reset_sequences()');
    },
    close: async () => {
      session.release();
      await emulation.close();
      await db.close();
    },
  };
}
