/**
 * README "Upgrading", as an operator's database goes through it: a database of the release
 * f5c9db8 (the last before migrations; release.ts) with the demo seed, and one with a busy
 * year's data, upgraded by `npm run dataservice:migrate` (src/migrate/deploy.ts). Every row is kept,
 * the schema is then the same as a new database's, byte for byte in pg_dump, and a second run
 * changes nothing. An upgrade that fails leaves the database as it was. The whole suite runs on
 * such an upgraded database (globalSetup.ts). On a cluster of its own: the release's files set
 * the roles' settings of their day, which the other test files must not see.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed } from '../src/loadSeed';
import { deploy } from '../src/migrate/deploy';
import { createLargeSeed } from '../src/seed/large';
import { migrationScripts } from '../src/sqlFiles';
import { pgBinDir, startCluster, type PgCluster } from './pgCluster';
import { installRelease } from './release';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../src/migrate/cli.mjs');
let cluster: PgCluster | undefined;
/** pg_dump --schema-only of a new database with this schema: what every upgrade must end at. */
let newSchema = '';

const MIGRATIONS = migrationScripts().map(({ file }) => file.replace(/\.sql$/, ''));

async function connect(database: string): Promise<pg.Client> {
  const client = new pg.Client({ host: cluster!.socketDir, port: cluster!.port, user: cluster!.superuser, database });
  await client.connect();
  return client;
}

async function createDatabase(name: string): Promise<pg.Client> {
  const admin = await connect('postgres');
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return connect(name);
}

/** The schema as pg_dump writes it, without the per-run key of its \restrict lines. */
async function schemaDump(database: string): Promise<string> {
  const { stdout } = await run(
    join(pgBinDir(), 'pg_dump'),
    ['--schema-only', '-h', cluster!.socketDir, '-p', String(cluster!.port), '-U', cluster!.superuser, database],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.replace(/^\\(un)?restrict .*$/gm, '');
}

/** README "Upgrading": the operator's command, connecting as psql does. Its exit code and output. */
async function migrateCommand(database: string): Promise<{ code: number; output: string }> {
  const env = {
    ...process.env,
    PGHOST: cluster!.socketDir,
    PGPORT: String(cluster!.port),
    PGUSER: cluster!.superuser,
  };
  try {
    const { stdout, stderr } = await run('node', [CLI, '--database', database], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

type Rows = Record<string, { columns: string[]; count: number; hash: string }>;

/**
 * Every table's rows of `data`: count and a hash of their text. Given `columns` (by table: the
 * tables and columns there were before), only those, so a migration's new table or column is
 * not a change.
 */
async function rows(client: pg.Client, columns?: Record<string, string[]>): Promise<Rows> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'data' AND c.relkind = 'r' GROUP BY c.relname ORDER BY 1`,
  );
  const found: Rows = {};
  for (const table of tables.rows) {
    if (columns && !columns[table.name]) continue;
    const cols = columns?.[table.name] ?? table.columns;
    const {
      rows: [fact],
    } = await client.query<{ count: number; hash: string }>(
      `SELECT count(*)::int AS count, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS hash
         FROM (SELECT ${cols.join(', ')} FROM data.${table.name}) r`,
    );
    found[table.name] = { columns: cols, ...fact! };
  }
  return found;
}

const columnsOf = (before: Rows) => Object.fromEntries(Object.entries(before).map(([t, f]) => [t, f.columns]));

const migrationsRun = async (client: pg.Client) =>
  (await client.query<{ name: string }>('SELECT name FROM migrations.pgmigrations ORDER BY id')).rows.map(
    ({ name }) => name,
  );

beforeAll(async () => {
  cluster = startCluster();
  const db = await createDatabase('neu');
  try {
    expect(await deploy(db)).toMatchObject({ baselined: false, migrated: MIGRATIONS });
  } finally {
    await db.end();
  }
  newSchema = await schemaDump('neu');
}, 60_000);

afterAll(() => cluster?.stop());

/** The upgrade of a release database with data, then a second run; returns nothing, asserts all. */
async function upgradesKeepingEveryRow(database: string) {
  const db = await connect(database);
  try {
    const before = await rows(db);
    expect(Object.values(before).reduce((n, t) => n + t.count, 0)).toBeGreaterThan(0);

    const upgrade = await migrateCommand(database);
    expect(upgrade.output).toContain(`${database}: the release before migrations, baseline marked as run`);
    expect(upgrade.output).toContain(
      `${database}: ${MIGRATIONS.length - 1} migration(s) run (${MIGRATIONS.slice(1).join(', ')})`,
    );
    expect(upgrade.code).toBe(0);
    expect(await rows(db, columnsOf(before))).toEqual(before);
    expect(await schemaDump(database)).toBe(newSchema);
    expect(await migrationsRun(db)).toEqual(MIGRATIONS);

    const upgraded = await rows(db);
    const again = await migrateCommand(database);
    expect(again.output).toContain(`${database}: 0 migration(s) run`);
    expect(again.code).toBe(0);
    expect(await rows(db)).toEqual(upgraded);
    expect(await schemaDump(database)).toBe(newSchema);
    expect(await migrationsRun(db)).toEqual(MIGRATIONS);
  } finally {
    await db.end();
  }
}

describe('a database of the release before migrations', () => {
  beforeAll(async () => {
    const db = await createDatabase('release_demo');
    try {
      await installRelease(db);
      await loadSeed(db);
    } finally {
      await db.end();
    }
  }, 60_000);

  // Before the upgrade below, on the same database.
  it('with the demo seed: an upgrade that fails leaves it as it was', async () => {
    const db = await connect('release_demo');
    try {
      // A name the release stored and the upgrade's constraint (names not blank) refuses.
      const {
        rows: [client],
      } = await db.query<{ id: number; name: string }>(
        'SELECT client_id AS id, name FROM data.kunde ORDER BY client_id LIMIT 1',
      );
      await db.query(`UPDATE data.kunde SET name = '   ' WHERE client_id = $1`, [client!.id]);
      const schema = await schemaDump('release_demo');
      const before = await rows(db);

      const failed = await migrateCommand('release_demo');
      expect(failed.output).toMatch(/release_demo: nothing changed\..*kunde_name_nicht_leer/);
      expect(failed.code).toBe(1);
      expect(await schemaDump('release_demo')).toBe(schema);
      expect(await rows(db)).toEqual(before);
      expect((await db.query(`SELECT to_regnamespace('migrations') AS schema`)).rows[0]).toEqual({ schema: null });

      await db.query('UPDATE data.kunde SET name = $2 WHERE client_id = $1', [client!.id, client!.name]);
    } finally {
      await db.end();
    }
  }, 60_000);

  it('with the demo seed: upgrades with every row kept to the new schema, and a second run changes nothing', async () => {
    await upgradesKeepingEveryRow('release_demo');
  }, 60_000);

  it('with a busy year: upgrades with every row kept to the new schema, and a second run changes nothing', async () => {
    const db = await createDatabase('release_busy');
    try {
      await installRelease(db);
      await loadSeed(db, createLargeSeed());
    } finally {
      await db.end();
    }
    await upgradesKeepingEveryRow('release_busy');
  }, 240_000);
});
