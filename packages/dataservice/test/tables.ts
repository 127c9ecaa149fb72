/**
 * The table paths of requirements §7 as PostgREST runs them: `GET /karte?id=eq.3&order=nr.asc`
 * becomes a SELECT on the view `api.karte` as the caller's role, with the filter values
 * passed as parameters cast to the column's type (so a bad value is PostgreSQL's 22P02,
 * an unknown column 42703, a missing column privilege 42501, as PostgREST reports them).
 */
import type { ClientBase } from 'pg';
import { asRole, toPostgrestError, type Caller, type Reply } from './postgrest';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
};

const OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
};
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

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

interface Built {
  where: string;
  order: string;
  select: string;
  limit: string;
  params: unknown[];
}

/** Turns PostgREST's query string into SQL fragments with parameters from `$first` on. */
function build(relation: string, query: URLSearchParams, types: Map<string, string>, first: number): Built {
  const params: unknown[] = [];
  const param = (value: unknown, type: string) => {
    params.push(value);
    return `$${first + params.length - 1}::${type}`;
  };
  const typeOf = (column: string) => {
    const type = types.get(column);
    if (!type) throw new BadRequest('42703', `column ${relation}.${column} does not exist`);
    return type;
  };
  const conditions: string[] = [];
  for (const [column, raw] of query) {
    if (RESERVED.has(column)) continue;
    const type = typeOf(column);
    const negate = raw.startsWith('not.');
    const rest = negate ? raw.slice(4) : raw;
    const dot = rest.indexOf('.');
    const op = dot < 0 ? rest : rest.slice(0, dot);
    const operand = rest.slice(dot + 1);
    let condition: string;
    if (op === 'is') {
      const v = operand.toLowerCase();
      if (!['null', 'true', 'false'].includes(v)) {
        throw new BadRequest(
          'PGRST100',
          `"failed to parse filter (${raw})"`,
          'unexpected value expecting null, true, false or unknown',
        );
      }
      condition = `${ident(column)} IS ${v.toUpperCase()}`;
    } else if (op === 'in') {
      const list = operand.replace(/^\(|\)$/g, '');
      const values = list === '' ? [] : list.split(',').map((v) => v.replace(/^"|"$/g, ''));
      condition = `${ident(column)} = ANY (${param(values, `${type}[]`)})`;
    } else if (OPS[op] && dot >= 0) {
      const value = op === 'like' || op === 'ilike' ? operand.replace(/\*/g, '%') : operand;
      condition = `${ident(column)} ${OPS[op]} ${param(value, type)}`;
    } else {
      throw new BadRequest(
        'PGRST100',
        `"failed to parse filter (${raw})"`,
        `unexpected "${rest.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`,
      );
    }
    conditions.push(negate ? `NOT (${condition})` : condition);
  }
  const orderTerms = (query.get('order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((term) => {
      const [column = '', ...mods] = term.split('.');
      typeOf(column);
      const dir = mods.includes('desc') ? 'DESC' : 'ASC';
      const nulls = mods.includes('nullsfirst') ? ' NULLS FIRST' : mods.includes('nullslast') ? ' NULLS LAST' : '';
      return `${ident(column)} ${dir}${nulls}`;
    });
  const selectRaw = query.get('select');
  const select =
    selectRaw && selectRaw !== '*'
      ? selectRaw
          .split(',')
          .map((c) => (typeOf(c), ident(c)))
          .join(', ')
      : '*';
  const limit = [
    query.get('limit') ? `LIMIT ${Number(query.get('limit'))}` : '',
    query.get('offset') ? `OFFSET ${Number(query.get('offset'))}` : '',
  ].join(' ');
  return {
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    order: orderTerms.length > 0 ? `ORDER BY ${orderTerms.join(', ')}` : '',
    select,
    limit,
    params,
  };
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
