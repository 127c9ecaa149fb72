/**
 * Least privilege (sql/90_owner.sql): everything belongs to a role that cannot sign in and is no
 * superuser, so SECURITY DEFINER functions never run as a superuser; no api function is open to
 * PUBLIC; every role PostgREST switches to has time limits.
 */
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DB_ROLES as ROLES } from '@waldmonitor/ui/model';
import { connect } from './db';

let superuser: pg.Client;
beforeAll(async () => {
  superuser = await connect('postgres');
});
afterAll(async () => {
  await superuser.end();
});

it('the owner role cannot sign in and is no superuser', async () => {
  const { rows } = await superuser.query(
    `SELECT rolname, rolsuper, rolcanlogin, rolcreaterole, rolcreatedb, rolbypassrls
       FROM pg_roles WHERE rolname = 'waldmonitor_owner'`,
  );
  expect(rows).toEqual([
    {
      rolname: 'waldmonitor_owner',
      rolsuper: false,
      rolcanlogin: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolbypassrls: false,
    },
  ]);
});

it('owns every schema, relation, function and type of data and api', async () => {
  const { rows } = await superuser.query<{ kind: string; name: string; owner: string }>(`
    SELECT 'schema' AS kind, nspname AS name, pg_get_userbyid(nspowner) AS owner FROM pg_namespace
     WHERE nspname IN ('data', 'api')
    UNION ALL
    SELECT 'relation', c.oid::regclass::text, pg_get_userbyid(c.relowner) FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('data', 'api') AND c.relkind <> 'i'
    UNION ALL
    SELECT 'function', p.oid::regprocedure::text, pg_get_userbyid(p.proowner) FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname IN ('data', 'api')
    UNION ALL
    SELECT 'type', t.oid::regtype::text, pg_get_userbyid(t.typowner) FROM pg_type t
      JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname IN ('data', 'api')`);
  expect(rows.length).toBeGreaterThan(150);
  expect(rows.filter((r) => r.owner !== 'waldmonitor_owner')).toEqual([]);
});

it('every SECURITY DEFINER function runs as a role that is no superuser', async () => {
  const { rows } = await superuser.query<{ fn: string }>(`
    SELECT p.oid::regprocedure::text AS fn FROM pg_proc p JOIN pg_roles r ON r.oid = p.proowner
     WHERE p.prosecdef AND (r.rolsuper OR r.rolcanlogin)`);
  const { rows: definers } = await superuser.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE p.prosecdef AND n.nspname IN ('data', 'api')`,
  );
  expect(definers[0]?.n).toBeGreaterThan(60);
  expect(rows).toEqual([]);
});

it('no function of api or data can be executed by PUBLIC', async () => {
  const { rows } = await superuser.query<{ fn: string }>(`
    SELECT p.oid::regprocedure::text AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('data', 'api')
       AND (p.proacl IS NULL OR EXISTS (SELECT 1 FROM aclexplode(p.proacl) a WHERE a.grantee = 0))
     ORDER BY 1`);
  expect(rows).toEqual([]);
});

it('every role PostgREST runs requests as has a statement and an idle-in-transaction timeout, no JIT and ISO dates', async () => {
  const { rows } = await superuser.query<{ role: string; settings: string[] }>(
    `
    SELECT r.rolname AS role, s.setconfig AS settings FROM pg_roles r
      LEFT JOIN pg_db_role_setting s ON s.setrole = r.oid AND s.setdatabase = 0
     WHERE r.rolname = ANY ($1) ORDER BY r.rolname`,
    [[...ROLES, 'authenticator']],
  );
  expect(rows).toHaveLength(ROLES.length + 1);
  for (const { role, settings } of rows) {
    const names = (settings ?? []).map((s) => s.split('=')[0]).sort();
    expect({ role, names }).toEqual({
      role,
      names: ['DateStyle', 'idle_in_transaction_session_timeout', 'jit', 'statement_timeout'],
    });
  }
});

it("a statement beyond the role's limit is cancelled (57014), as PostgREST applies the role's settings", async () => {
  const client = await connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL ROLE web_anon`);
    // PostgREST reads pg_db_role_setting of the role it switches to and sets them locally.
    const { rows } = await client.query<{ value: string }>(
      `SELECT split_part(c, '=', 2) AS value FROM pg_db_role_setting s, unnest(s.setconfig) c
        WHERE s.setrole = 'web_anon'::regrole AND c LIKE 'statement_timeout=%'`,
    );
    expect(rows[0]?.value).toBe('3s');
    await client.query(`SELECT set_config('statement_timeout', '50ms', true)`);
    await expect(client.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
  } finally {
    await client.query('ROLLBACK');
    await client.end();
  }
});

// The administrators bypass row-level security (sql/62_user_search.sql: under it the users'
// search could not use its indexes), which is harmless only while every table with row-level
// security lets them see and change every row anyway. A table that gets row-level security
// later fails here until someone decides what administrators may see in it.
it('row-level security only where the administrators may see every row: data.benutzer', async () => {
  const { rows } = await superuser.query<{ name: string; admin_policy: string | null }>(`
    SELECT c.oid::regclass::text AS name,
           (SELECT string_agg(coalesce(pg_get_expr(p.polqual, p.polrelid), '') || ' / ' ||
                              coalesce(pg_get_expr(p.polwithcheck, p.polrelid), ''), '; ')
              FROM pg_policy p
             WHERE p.polrelid = c.oid AND p.polroles @> ARRAY['ogf_admin'::regrole::oid]) AS admin_policy
      FROM pg_class c
     WHERE c.relrowsecurity
     ORDER BY 1`);
  expect(rows).toEqual([{ name: 'data.benutzer', admin_policy: 'true / true' }]);
  const admins = await superuser.query(`SELECT rolname FROM pg_roles WHERE rolbypassrls AND NOT rolsuper`);
  expect(admins.rows).toEqual([{ rolname: 'ogf_admin' }]);
});
