/**
 * Calls the database as PostgREST 12 does for one request: a transaction, `SET LOCAL ROLE`
 * to the token's role, the claims in `request.jwt.claims`, the function called with named
 * arguments taken from the JSON body, and a database error turned into PostgREST's error
 * body and HTTP status. Tests and the parity runner use only this, never raw SQL, for calls.
 */
import type { ClientBase } from 'pg';
import { BadRequest, build } from './queryString';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** One reply: `ok` with the JSON PostgREST would send, or the error with its status. */
export type Reply<T = unknown> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: PostgrestErrorBody };

/** Who calls: the database role (PostgREST's role claim) and the rest of the token's claims. */
export interface Caller {
  role: string;
  claims?: Record<string, unknown>;
}

export const ANONYMOUS: Caller = { role: 'web_anon', claims: {} };

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's table "SQLSTATE → HTTP status" (docs: errors.html#sqlstate), for one caller. */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    P0001: 400,
  };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/**
 * A database error as PostgREST sends it. `RAISE SQLSTATE 'PGRST'` with a JSON message
 * ({code, message, details, hint}) and a JSON detail ({status}) sets both freely, as
 * PostgREST 12 allows.
 */
export function toPostgrestError(error: unknown, anonymous: boolean): { status: number; error: PostgrestErrorBody } {
  const e = error as PgErrorLike;
  if (e.code === 'PGRST') {
    const body = JSON.parse(e.message) as Partial<PostgrestErrorBody>;
    const detail = e.detail ? (JSON.parse(e.detail) as { status?: number }) : {};
    return {
      status: detail.status ?? 400,
      error: {
        code: body.code ?? 'PGRST',
        message: body.message ?? '',
        details: body.details ?? null,
        hint: body.hint ?? null,
      },
    };
  }
  const code = e.code ?? 'XX000';
  return {
    status: statusForSqlState(code, anonymous),
    error: { code, message: e.message, details: e.detail ?? null, hint: e.hint ?? null },
  };
}

/**
 * The claims a caller's token carries: a test caller with an `email` stands for a token whose
 * e-mail the identity service has verified (Keycloak's `email_verified`), unless it says otherwise.
 */
export function withVerifiedEmail(caller: Caller): Record<string, unknown> {
  const claims = { ...caller.claims, role: caller.role };
  return 'email' in claims && !('email_verified' in claims) ? { ...claims, email_verified: true } : claims;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs `fn` as the caller inside a transaction (a savepoint when one is open), as PostgREST does. */
export async function asRole<T>(db: ClientBase, caller: Caller, fn: (db: ClientBase) => Promise<T>): Promise<T> {
  const nested = inTransaction.has(db);
  await db.query(nested ? 'SAVEPOINT pgrst_request' : 'BEGIN');
  try {
    await db.query(`SET LOCAL ROLE ${quoteIdent(caller.role)}`);
    const claims = withVerifiedEmail(caller);
    // The claims, and the role's own settings (statement_timeout …): PostgREST 12's
    // "impersonated role settings" (ALTER ROLE … SET, read from pg_db_role_setting).
    await db.query(
      `SELECT set_config('request.jwt.claims', $1, true), set_config('request.method', 'POST', true),
              (SELECT count(set_config(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1), true))
                 FROM pg_db_role_setting s, unnest(s.setconfig) c
                WHERE s.setrole = to_regrole($2) AND s.setdatabase = 0)`,
      [JSON.stringify(claims), caller.role],
    );
    // PostgREST's db-pre-request (README.md), when the schema has it.
    const { rows } = await db.query<{ has: boolean }>(
      `SELECT to_regprocedure('data.pre_request()') IS NOT NULL AS has`,
    );
    if (rows[0]?.has) await db.query('SELECT data.pre_request()');
    const result = await fn(db);
    if (nested) {
      await db.query('RELEASE SAVEPOINT pgrst_request');
      await db.query(`RESET ROLE; SELECT set_config('request.jwt.claims', '', true)`);
    } else {
      await db.query('COMMIT');
    }
    return result;
  } catch (error) {
    await db.query(nested ? 'ROLLBACK TO SAVEPOINT pgrst_request' : 'ROLLBACK');
    if (nested) await db.query('RESET ROLE');
    throw error;
  }
}

/** Clients inside `rolledBack`: `asRole` uses savepoints there, so the test's changes vanish at its end. */
const inTransaction = new WeakSet<ClientBase>();

/** Runs a test body in a transaction that is rolled back, whatever it did. */
export async function rolledBack<T>(db: ClientBase, fn: () => Promise<T>): Promise<T> {
  await db.query('BEGIN');
  inTransaction.add(db);
  try {
    return await fn();
  } finally {
    inTransaction.delete(db);
    await db.query('ROLLBACK');
  }
}

interface FnSignature {
  argNames: string[];
  argTypes: string[];
  /** Arguments with a default value (the last `pronargdefaults`). */
  optional: Set<string>;
  returnsSet: boolean;
  /** 'c' composite / table row, 'p' void etc., 'b' base (scalar). */
  returnKind: string;
  returnType: string;
}

async function signatures(db: ClientBase, name: string): Promise<FnSignature[]> {
  const { rows } = await db.query<{
    names: string[] | null;
    modes: string[] | null;
    types: string;
    ndefaults: number;
    retset: boolean;
    typtype: string;
    rettype: string;
  }>(
    `SELECT p.proargnames AS names, p.proargmodes::text[] AS modes,
            array_to_string(array(SELECT format_type(t, NULL) FROM unnest(p.proargtypes) t), '|') AS types,
            p.pronargdefaults AS ndefaults, p.proretset AS retset, t.typtype::text AS typtype,
            format_type(p.prorettype, NULL) AS rettype
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_type t ON t.oid = p.prorettype
      WHERE n.nspname = 'api' AND p.proname = $1`,
    [name],
  );
  return rows.map((r) => {
    const inNames = (r.names ?? []).filter((_, i) => !r.modes || r.modes[i] === 'i' || r.modes[i] === 'b');
    const types = r.types === '' ? [] : r.types.split('|');
    const returnsTable = r.modes?.includes('t') ?? false;
    return {
      argNames: inNames,
      argTypes: types,
      optional: new Set(inNames.slice(inNames.length - r.ndefaults)),
      returnsSet: r.retset,
      returnKind: returnsTable ? 'c' : r.rettype === 'record' ? 'c' : r.typtype,
      returnType: r.rettype,
    };
  });
}

/** PostgREST's query string on a function's result, and whether the rows are counted (`Prefer: count=exact`). */
export interface ResultQuery {
  search: URLSearchParams;
  count?: boolean;
}

/**
 * POST /rpc/<name> with a JSON object body, as PostgREST runs it: the overload whose
 * parameters are exactly the body's keys (minus defaulted ones), called with named
 * arguments; a set of rows becomes a JSON array, a single row an object, a scalar itself.
 * A set of rows is filtered, ordered and paged by `result` in SQL, as PostgREST does
 * (`total`: the rows the filter matches, when counted).
 */
export async function rpc<T = unknown>(
  db: ClientBase,
  caller: Caller,
  name: string,
  args: Record<string, unknown> = {},
  result?: ResultQuery,
): Promise<Reply<T> & { total?: number; paged?: boolean }> {
  const anonymous = caller.role === 'web_anon';
  const keys = Object.keys(args);
  const candidates = await signatures(db, name);
  const sig = candidates.find(
    (s) => keys.every((k) => s.argNames.includes(k)) && s.argNames.every((a) => keys.includes(a) || s.optional.has(a)),
  );
  if (!sig) {
    const params = keys.length > 0 ? `with parameters ${keys.join(', ')}` : 'without parameters';
    return {
      ok: false,
      status: 404,
      error: {
        code: 'PGRST202',
        message: `Could not find the function api.${name}(${keys.join(', ')}) in the schema cache`,
        details: `Searched for the function api.${name} ${params}, but no matches were found in the schema cache.`,
        hint: null,
      },
    };
  }
  const call = `api.${quoteIdent(name)}(${keys
    .map((k) => {
      const type = sig.argTypes[sig.argNames.indexOf(k)] ?? 'text';
      const getter = type === 'json' || type === 'jsonb' ? '->' : '->>';
      return `${quoteIdent(k)} := ($1::json ${getter} ${literal(k)})::${type}`;
    })
    .join(', ')})`;
  let sql: string;
  let extra: unknown[] = [];
  if (result && sig.returnsSet && sig.returnKind === 'c') {
    let b;
    try {
      b = build(name, result.search, null, keys.length > 0 ? 2 : 1);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      return {
        ok: false,
        status: 400,
        error: { code: error.code, message: error.message, details: error.detail ?? null, hint: null },
      };
    }
    extra = b.params;
    sql = `WITH _all AS (SELECT * FROM ${call} _q ${b.where}),
                _page AS (SELECT ${b.select} FROM _all ${b.order} ${b.limit})
           SELECT coalesce((SELECT json_agg(_page) FROM _page), '[]'::json) AS body,
                  ${result.count ? '(SELECT count(*) FROM _all)' : 'NULL'}::integer AS total`;
  } else if (sig.returnKind === 'c') {
    sql = sig.returnsSet
      ? `SELECT coalesce(json_agg(_r), '[]'::json) AS body FROM ${call} _r`
      : `SELECT row_to_json(_r) AS body FROM ${call} _r`;
  } else if (sig.returnType === 'void') {
    sql = `SELECT ${call}, NULL::json AS body`;
  } else {
    sql = sig.returnsSet
      ? `SELECT coalesce(json_agg(_r), '[]'::json) AS body FROM ${call} _r`
      : `SELECT to_json(${call}) AS body`;
  }
  try {
    const row = await asRole(
      db,
      caller,
      async (tx) =>
        (
          await tx.query<{ body: T; total?: number | null }>(sql, [
            ...(keys.length > 0 ? [JSON.stringify(args)] : []),
            ...extra,
          ])
        ).rows[0],
    );
    if (sig.returnType === 'void') return { ok: true, status: 204, data: null as T };
    if (result && sig.returnsSet && sig.returnKind === 'c') {
      return {
        ok: true,
        status: 200,
        data: row?.body as T,
        paged: true,
        ...(typeof row?.total === 'number' ? { total: row.total } : {}),
      };
    }
    return { ok: true, status: 200, data: row?.body as T };
  } catch (error) {
    return { ok: false, ...toPostgrestError(error, anonymous) };
  }
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
