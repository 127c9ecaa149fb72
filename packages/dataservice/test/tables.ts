/**
 * The table paths of requirements §7 as PostgREST runs them: `GET /karte?id=eq.3&order=nr.asc`
 * becomes a SELECT on the view `api.karte` as the caller's role, with the filter values
 * passed as parameters cast to the column's type (so a bad value is PostgreSQL's 22P02,
 * an unknown column 42703, a missing column privilege 42501, as PostgREST reports them).
 */
import type { ClientBase } from 'pg';
import { asRole, toPostgrestError, type Caller, type Reply } from './postgrest';
import { BadRequest, build, ident } from './queryString';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function columnTypes(db: ClientBase, relation: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; type: string }>(
    // The catalogue, not to_regclass: that needs USAGE on `api`, which authenticator lacks.
    `SELECT a.attname AS name, format_type(a.atttypid, NULL) AS type
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'api' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped`,
    [relation],
  );
  return new Map(rows.map((r) => [r.name, r.type]));
}

export interface TableOptions {
  /** `Prefer: return=representation`: POST/PATCH/DELETE answer with the rows. */
  representation?: boolean;
}

/**
 * One table call, e.g. `tableRequest(db, admin, 'PATCH', 'karte?id=eq.3', { jahr: 1999 })`.
 * Replies like PostgREST: GET 200 with rows; POST 201; PATCH/DELETE 204, or 200/201 with
 * the rows when `representation` is set.
 */
export async function tableRequest<T = unknown>(
  db: ClientBase,
  caller: Caller,
  method: Method,
  pathAndQuery: string,
  body?: unknown,
  options: TableOptions = {},
): Promise<Reply<T>> {
  const anonymous = caller.role === 'web_anon';
  const [path = '', search = ''] = pathAndQuery.replace(/^\//, '').split('?');
  const relation = path;
  try {
    const types = await columnTypes(db, relation);
    if (types.size === 0) {
      return {
        ok: false,
        status: 404,
        error: {
          code: 'PGRST205',
          message: `Could not find the table 'api.${relation}' in the schema cache`,
          details: null,
          hint: null,
        },
      };
    }
    const query = new URLSearchParams(search);
    const target = `api.${ident(relation)}`;
    let sql: string;
    let params: unknown[];
    if (method === 'GET') {
      const b = build(relation, query, types, 1);
      sql = `SELECT coalesce(json_agg(_r), '[]'::json) AS body FROM (SELECT ${b.select} FROM ${target} ${b.where} ${b.order} ${b.limit}) _r`;
      params = b.params;
    } else {
      // DELETE has no body parameter: PostgreSQL refuses a parameter no statement uses.
      const b = build(relation, query, types, method === 'DELETE' ? 1 : 2);
      const rows = Array.isArray(body) ? body : [body ?? {}];
      const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))];
      keys.forEach((k) => {
        if (!types.has(k)) {
          throw new BadRequest('PGRST204', `Could not find the '${k}' column of '${relation}' in the schema cache`);
        }
      });
      const cols = keys.map(ident).join(', ');
      let statement: string;
      if (method === 'POST') {
        statement = `INSERT INTO ${target} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${target}, $1::json) RETURNING *`;
      } else if (method === 'PATCH') {
        statement = `UPDATE ${target} SET (${cols}) = (SELECT ${cols} FROM json_populate_record(NULL::${target}, $1::json -> 0)) ${b.where} RETURNING *`;
        if (keys.length === 1) statement = statement.replace(`SET (${cols}) = (`, `SET ${cols} = (`);
      } else {
        statement = `DELETE FROM ${target} ${b.where} RETURNING *`;
      }
      sql = `WITH _w AS (${statement}) SELECT coalesce(json_agg(_w), '[]'::json) AS body FROM _w`;
      params = method === 'DELETE' ? b.params : [JSON.stringify(rows), ...b.params];
    }
    const data = await asRole(db, caller, async (tx) => (await tx.query<{ body: T }>(sql, params)).rows[0]?.body);
    if (method === 'GET') return { ok: true, status: 200, data: data as T };
    const created = method === 'POST' ? 201 : 200;
    return options.representation
      ? { ok: true, status: created, data: data as T }
      : { ok: true, status: method === 'POST' ? 201 : 204, data: null as T };
  } catch (error) {
    if (error instanceof BadRequest) {
      return {
        ok: false,
        status: 400,
        error: { code: error.code, message: error.message, details: error.detail ?? null, hint: null },
      };
    }
    return { ok: false, ...toPostgrestError(error, anonymous) };
  }
}
