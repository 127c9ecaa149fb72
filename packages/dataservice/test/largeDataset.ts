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

/**
 * A year of the office's dunning runs, written by the product's own procedure: every six
 * weeks of the last 52, each run confirming the whole proposal of its day (about 7,000
 * reminders at factor 1, more than the 5,000 of the billing budgets), so the open items carry their levels and the next proposal waits for
 * deadlines, as a busy year's would.
 */
async function writeDunningRuns(db: pg.Client): Promise<void> {
  await db.query(`
    DO $$
    DECLARE
      day date;
      ids json;
    BEGIN
      FOR day IN SELECT d::date FROM generate_series(data.business_today() - 364, data.business_today() - 1, interval '42 days') d LOOP
        SELECT json_agg(p.rechnung_id) INTO ids FROM data.dunning_proposal(day) p;
        IF ids IS NOT NULL THEN
          PERFORM api.a_create_reminders(ids, day::text, NULL);
        END IF;
      END LOOP;
    END $$`);
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
    await writeDunningRuns(db);
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
