/**
 * A database of its own on the run's cluster with a busy year's data (src/seed/large
 * `createLargeSeed`): the schema applied, the rows loaded as a restore (loadSeed: triggers
 * off), then VACUUM ANALYZE so the planner and the visibility map see the real sizes. The
 * other test files keep the demo seed in their own database.
 */
import pg from 'pg';
import { createLargeSeed } from '../src/seed/large';
import { loadSeed } from '../src/loadSeed';
import type { PgConnection } from './db';
import { applySchema } from './schema';

export interface LargeDatabase {
  /** The superuser's connection to the large database. */
  connection: PgConnection;
  /** Milliseconds: generating the rows, creating the schema, loading, VACUUM ANALYZE. */
  timings: { generate: number; schema: number; load: number; analyze: number };
  drop(): Promise<void>;
}

export async function createLargeDatabase(server: PgConnection, name: string, factor = 1): Promise<LargeDatabase> {
  const admin = new pg.Client(server);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const connection = { ...server, database: name };
  const db = new pg.Client(connection);
  await db.connect();
  const timings = { generate: 0, schema: 0, load: 0, analyze: 0 };
  try {
    let start = performance.now();
    const seed = createLargeSeed({ factor });
    timings.generate = performance.now() - start;
    start = performance.now();
    await applySchema(db);
    timings.schema = performance.now() - start;
    start = performance.now();
    await loadSeed(db, seed);
    timings.load = performance.now() - start;
    start = performance.now();
    await db.query('VACUUM ANALYZE');
    timings.analyze = performance.now() - start;
  } finally {
    await db.end();
  }
  return {
    connection,
    timings,
    drop: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A client on the large database; by default as `authenticator`, as PostgREST signs in. */
export async function connectLarge(large: LargeDatabase, user = 'authenticator'): Promise<pg.Client> {
  const client = new pg.Client({ ...large.connection, user });
  await client.connect();
  return client;
}
