import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_ROLES as ROLES, RPC_ACCESS, TABLE_ACCESS } from '@waldmonitor/ui/model';
import { connect } from './db';
import { callerFor, rolledBack, rpc, tableRequest } from './harness';

let db: pg.Client;
let superuser: pg.Client;
/** Each procedure's parameters and types, to call it with well-formed dummy arguments. */
let params: Map<string, { name: string; type: string }[]>;

beforeAll(async () => {
  db = await connect();
  superuser = await connect('postgres');
  const { rows } = await superuser.query<{ fn: string; names: string[] | null; types: string }>(
    // The input parameters only: proargnames also lists a RETURNS TABLE's columns, after them.
    `SELECT p.proname AS fn, p.proargnames[1:p.pronargs] AS names,
            array_to_string(array(SELECT format_type(t, NULL) FROM unnest(p.proargtypes) t), '|') AS types
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'api'`,
  );
  params = new Map(
    rows.map((r) => [r.fn, (r.names ?? []).map((name, i) => ({ name, type: r.types.split('|')[i] ?? 'text' }))]),
  );
});
afterAll(async () => {
  await db.end();
  await superuser.end();
});

const dummyArgs = (fn: string) =>
  Object.fromEntries((params.get(fn) ?? []).map((p) => [p.name, p.type === 'boolean' ? false : '1']));

describe('requirements §6 in the database: the grants are exactly the contract’s access table', () => {
  it.each(Object.entries(RPC_ACCESS))('%s', async (fn, allowed) => {
    const { rows } = await superuser.query<{ role: string }>(
      `SELECT r AS role FROM unnest($1::text[]) r
        WHERE has_function_privilege(r, (SELECT p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                                          WHERE n.nspname = 'api' AND p.proname = $2), 'EXECUTE')`,
      [ROLES, fn],
    );
    expect(rows.map((r) => r.role).sort()).toEqual([...allowed].sort());
  });

  it.each(Object.entries(TABLE_ACCESS))('api.%s', async (view, privileges) => {
    for (const privilege of ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const) {
      const check = privilege === 'UPDATE' ? 'has_any_column_privilege' : 'has_table_privilege';
      const { rows } = await superuser.query<{ role: string }>(
        `SELECT r AS role FROM unnest($1::text[]) r WHERE ${check}(r, $2, $3)`,
        [ROLES, `api.${view}`, privilege],
      );
      expect({ privilege, roles: rows.map((r) => r.role).sort() }).toEqual({
        privilege,
        roles: [...(privileges[privilege] ?? [])].sort(),
      });
    }
  });
});

const refusals = Object.entries(RPC_ACCESS).flatMap(([fn, allowed]) =>
  ROLES.filter((role) => !allowed.includes(role)).map((role) => [fn, role] as const),
);

describe('every role a procedure is not for is refused (PostgREST: 401 anonymous, 403 signed in)', () => {
  it.each(refusals)('%s refuses %s', async (fn, role) => {
    const reply = await rolledBack(db, () => rpc(db, callerFor(role), fn, dummyArgs(fn)));
    expect(reply).toEqual({
      ok: false,
      status: role === 'web_anon' ? 401 : 403,
      error: { code: '42501', message: `permission denied for function ${fn}`, details: null, hint: null },
    });
  });
});

const readRefusals = Object.entries(TABLE_ACCESS).flatMap(([view, privileges]) =>
  ROLES.filter((role) => !(privileges.SELECT ?? []).includes(role)).map((role) => [view, role] as const),
);

describe('every role a table path is not for cannot read it', () => {
  it.each(readRefusals)('GET /%s refuses %s', async (view, role) => {
    const reply = await rolledBack(db, () => tableRequest(db, callerFor(role), 'GET', view));
    expect(reply).toMatchObject({
      ok: false,
      status: role === 'web_anon' ? 401 : 403,
      error: { code: '42501', message: `permission denied for view ${view}` },
    });
  });
});
