/**
 * How a database gets this package's schema, a new one or one of an earlier release (README.md
 * "Schema as code", "Upgrading"). In one transaction: the migrations (../../migrations, run by
 * node-pg-migrate) bring what holds state up to date, then every file of ../../sql defines
 * again what holds none. A failure anywhere rolls all of it back, so the database stays as it
 * was; a second run finds no migration to run and defines the same objects again.
 */
import { PG_MIGRATE_LOCK_ID, runner } from 'node-pg-migrate';
import type { ClientBase } from 'pg';
import { MIGRATIONS_DIR, sqlScripts } from '../sqlFiles';

/** What deploy needs of a connection: pg's Client, or PGlite behind an adapter (snapshot.ts). */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Where node-pg-migrate keeps the names of the migrations run: its own schema, not `data`. */
export const MIGRATIONS_TABLE = { schema: 'migrations', table: 'pgmigrations' } as const;

export interface DeployOptions {
  /** Another folder of migrations (the tests' failing one); default ../../migrations. */
  migrationsDir?: string;
  /** Progress lines (the migrations run); default none. */
  log?: (line: string) => void;
}

export interface DeployResult {
  /** The database was of the release before migrations: the baseline was marked as run. */
  baselined: boolean;
  /** The migrations run, by name, in order. */
  migrated: string[];
  /** The files of ../../sql applied. */
  defined: string[];
}

/**
 * The runner's BEGIN, COMMIT and ROLLBACK are left out: deploy holds the one transaction, so the
 * definitions after the migrations commit or roll back with them.
 */
function insideTransaction(client: SqlClient): ClientBase {
  const own = /^\s*(BEGIN|COMMIT|ROLLBACK)\s*;?\s*$/i;
  const wrapped: SqlClient = {
    query: (text, values) => (own.test(text) ? Promise.resolve({ rows: [] }) : client.query(text, values)),
  };
  // node-pg-migrate uses only query() of a client it did not open (its db.ts "EXTERNAL").
  return wrapped as unknown as ClientBase;
}

/** A database of the release before migrations: its tables exist, node-pg-migrate's table does not. */
async function isUnmigratedRelease(client: SqlClient): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT to_regclass('data.benutzer') IS NOT NULL AS release,
            to_regclass('${MIGRATIONS_TABLE.schema}.${MIGRATIONS_TABLE.table}') IS NOT NULL AS migrated`,
  );
  const [{ release, migrated }] = rows as [{ release: boolean; migrated: boolean }];
  return release && !migrated;
}

export async function deploy(client: SqlClient, options: DeployOptions = {}): Promise<DeployResult> {
  const log = options.log ?? (() => undefined);
  const run = (extra: { fake?: boolean; count?: number }) =>
    runner({
      dbClient: insideTransaction(client),
      dir: options.migrationsDir ?? MIGRATIONS_DIR,
      migrationsSchema: MIGRATIONS_TABLE.schema,
      migrationsTable: MIGRATIONS_TABLE.table,
      createMigrationsSchema: true,
      direction: 'up',
      checkOrder: true,
      singleTransaction: true,
      // The transaction-level lock below, under the runner's own lock id: a second deploy, or
      // node-pg-migrate's CLI, waits until this one has committed or rolled back.
      noLock: true,
      log,
      ...extra,
    });
  await client.query('BEGIN');
  try {
    await client.query(`SELECT pg_advisory_xact_lock(${PG_MIGRATE_LOCK_ID})`);
    await lockEveryTable(client);
    const baselined = await isUnmigratedRelease(client);
    // The first migration is the baseline: the state that release has (0001_baseline.sql).
    if (baselined) await run({ fake: true, count: 1 });
    const migrated = (await run({})).map(({ name }) => name);
    const defined: string[] = [];
    for (const { file, sql } of sqlScripts()) {
      try {
        await client.query(sql);
      } catch (error) {
        const e = error as { message: string; position?: string; where?: string };
        throw new Error(
          `${file}: ${e.message}${e.position ? ` (Zeichen ${e.position})` : ''}${e.where ? `\n${e.where}` : ''}`,
          { cause: error },
        );
      }
      defined.push(file);
    }
    await client.query('COMMIT');
    return { baselined, migrated, defined };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Every table of `data` locked exclusively before the deploy holds anything else. The deploy
 * reads and writes tables (the open items and issued forms it rebuilds) and ends by handing
 * every table to the owner role (90_owner.sql), which needs the strongest lock: a lock taken
 * weak and raised later can deadlock with a session that queued between — on an upgraded busy
 * year it did, with the autovacuum's ANALYZE of a freshly loaded table. Taken first, the deploy
 * only ever waits (an autovacuum in its way is cancelled by PostgreSQL); the app's requests wait
 * for the deploy's commit, as they did for the owner step.
 */
async function lockEveryTable(client: SqlClient): Promise<void> {
  await client.query(`DO $$
    DECLARE
      t regclass;
    BEGIN
      FOR t IN SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'data' AND c.relkind IN ('r', 'p') ORDER BY c.oid LOOP
        EXECUTE format('LOCK TABLE %s IN ACCESS EXCLUSIVE MODE', t);
      END LOOP;
    END $$`);
}
