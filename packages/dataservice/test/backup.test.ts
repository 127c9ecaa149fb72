/**
 * README "Backup and restore", as an operator runs it: `npm run dataservice:backup` of an
 * installed database with the seed, `npm run dataservice:restore` into a new cluster. The
 * restore stops at its first error, so a finished one had none; the restored database then
 * has every row, every function with its owner (none a superuser's, so no SECURITY DEFINER
 * function runs as one), the roles with their attributes and settings, and it answers calls
 * as PostgREST sends them, with the grants holding.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSeed } from '../src/loadSeed';
import { rpc, type Caller } from './harness';
import { pgBinDir, startCluster, type PgCluster } from './pgCluster';
import { applySchema } from './schema';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../src/backup/cli.mjs');
const DATABASE = 'waldmonitor';

const ADMIN: Caller = { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } };
const CITIZEN: Caller = { role: 'ogf_citizens', claims: { email: 'buerger@waldmonitor.example' } };

let source: PgCluster | undefined;
let target: PgCluster | undefined;
const folder = mkdtempSync(join(tmpdir(), 'wm-backup-'));

const connect = async (cluster: PgCluster, database: string, user = cluster.superuser) => {
  const client = new pg.Client({ host: cluster.socketDir, port: cluster.port, user, database });
  await client.connect();
  return client;
};

/** The operator's command, with libpq's environment pointing at `cluster`. */
const npmRun = (cluster: PgCluster, ...args: string[]) =>
  run('node', [CLI, ...args], {
    env: {
      ...process.env,
      PATH: `${pgBinDir()}${delimiter}${process.env.PATH ?? ''}`,
      PGHOST: cluster.socketDir,
      PGPORT: String(cluster.port),
      PGUSER: cluster.superuser,
    },
  });

/** What must come through a restore unchanged, read from one cluster's database. */
async function facts(cluster: PgCluster) {
  const db = await connect(cluster, DATABASE);
  try {
    const tables = await db.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
        WHERE schemaname IN ('data', 'api') ORDER BY 1`,
    );
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      rows[name] = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`)).rows[0]!.n);
    }
    const owners = await db.query<{ fn: string; owner: string; superuser: boolean }>(
      `SELECT p.oid::regprocedure::text AS fn, r.rolname AS owner, r.rolsuper AS superuser
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_roles r ON r.oid = p.proowner
        WHERE n.nspname IN ('api', 'data') ORDER BY 1`,
    );
    const roles = await db.query(
      `SELECT rolname, rolinherit, rolcanlogin, rolbypassrls, rolpassword IS NOT NULL AS has_password,
              ARRAY(SELECT g.rolname FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid
                     WHERE m.member = a.oid ORDER BY 1) AS member_of
         FROM pg_authid a WHERE NOT rolsuper AND rolname NOT LIKE 'pg\\_%' ORDER BY rolname`,
    );
    const settings = await db.query(
      `SELECT coalesce(r.rolname, '') AS role, coalesce(d.datname, '') AS database, s.setconfig
         FROM pg_db_role_setting s LEFT JOIN pg_roles r ON r.oid = s.setrole
         LEFT JOIN pg_database d ON d.oid = s.setdatabase ORDER BY 1, 2`,
    );
    return { rows, owners: owners.rows, roles: roles.rows, settings: settings.rows };
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  source = startCluster();
  const postgres = await connect(source, 'postgres');
  await postgres.query(`CREATE DATABASE ${DATABASE}`);
  await postgres.end();
  const db = await connect(source, DATABASE);
  try {
    await applySchema(db);
    await loadSeed(db);
    // As the README's installation does: the login's password must come through too.
    await db.query(`ALTER ROLE authenticator PASSWORD 'ein-langes-geheimnis'`);
  } finally {
    await db.end();
  }
  target = startCluster();
}, 180_000);

afterAll(() => {
  source?.stop();
  target?.stop();
  rmSync(folder, { recursive: true, force: true });
});

it('restores into a new cluster without an error, with every row, owner, role and setting', async () => {
  // A folder others could read (mkdtemp makes 0700): the backup closes it.
  chmodSync(folder, 0o755);
  await npmRun(source!, 'backup', folder, '--database', DATABASE);
  // The roles' password hashes and every row: for the owner only.
  const mode = (path: string) => statSync(path).mode & 0o777;
  expect([mode(folder), mode(join(folder, 'roles.sql')), mode(join(folder, 'database.dump'))]).toEqual([
    0o700, 0o600, 0o600,
  ]);
  // Stops at the first error with a non-zero exit, which rejects here.
  await npmRun(target!, 'restore', folder);

  const before = await facts(source!);
  const after = await facts(target!);
  expect(Object.keys(after.rows).length).toBeGreaterThan(20);
  expect(after.rows).toEqual(before.rows);
  expect(after.owners.length).toBeGreaterThan(100);
  expect(after.owners.filter(({ superuser }) => superuser).map(({ fn }) => fn)).toEqual([]);
  expect(after.owners).toEqual(before.owners);
  expect(after.roles).toEqual(before.roles);
  expect(after.settings).toEqual(before.settings);
  expect(after.settings.some(({ role }) => role === 'authenticator')).toBe(true);
}, 120_000);

it('answers calls on the restored database as PostgREST sends them, the grants holding', async () => {
  const onTarget = await connect(target!, DATABASE, 'authenticator');
  const onSource = await connect(source!, DATABASE, 'authenticator');
  try {
    const restored = await rpc(onTarget, ADMIN, 'a_get_all_clients', {});
    expect(restored).toMatchObject({ ok: true, status: 200 });
    expect(restored).toEqual(await rpc(onSource, ADMIN, 'a_get_all_clients', {}));
    expect(await rpc(onTarget, CITIZEN, 'a_get_all_users', {})).toMatchObject({
      ok: false,
      status: 403,
      error: { code: '42501' },
    });
  } finally {
    await onTarget.end();
    await onSource.end();
  }
});
