/**
 * PostgREST's query string as SQL (docs: "Tables and Views", "Functions"): filters with
 * their operators and logic trees (`or=(…)`, `and=(…)`), `order`, `select`, `limit` and
 * `offset`, for a table path (tables.ts) and for a set-returning function's result
 * (postgrest.ts), with the filter values passed as parameters.
 */

// PostgREST's grammar for logic trees and quoted values, read as the mock service reads it.
import { splitTopLevel, unquote } from '../../mocks/src/store/query';

export const ident = (name: string) => {
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

export class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface Built {
  where: string;
  order: string;
  select: string;
  limit: string;
  params: unknown[];
}

const LOGIC = /^(not\.)?(or|and)$/;

/**
 * Turns PostgREST's query string into SQL fragments with parameters from `$first` on.
 * `types` null: the relation is a function's result, whose column types PostgreSQL
 * infers for the parameters itself.
 */
export function build(
  relation: string,
  query: URLSearchParams,
  types: Map<string, string> | null,
  first: number,
): Built {
  const params: unknown[] = [];
  const param = (value: unknown, type: string) => {
    params.push(value);
    return type === '' ? `$${first + params.length - 1}` : `$${first + params.length - 1}::${type}`;
  };
  const typeOf = (column: string) => {
    if (types === null) return '';
    const type = types.get(column);
    if (!type) throw new BadRequest('42703', `column ${relation}.${column} does not exist`);
    return type;
  };
  const condition = (column: string, raw: string, nested: boolean): string => {
    const type = typeOf(column);
    const negate = raw.startsWith('not.');
    const rest = negate ? raw.slice(4) : raw;
    const dot = rest.indexOf('.');
    const op = dot < 0 ? rest : rest.slice(0, dot);
    const operand = rest.slice(dot + 1);
    let sql: string;
    if (op === 'is') {
      const v = operand.toLowerCase();
      if (!['null', 'true', 'false'].includes(v)) {
        throw new BadRequest(
          'PGRST100',
          `"failed to parse filter (${raw})"`,
          'unexpected value expecting null, true, false or unknown',
        );
      }
      sql = `${ident(column)} IS ${v.toUpperCase()}`;
    } else if (op === 'in') {
      const list = operand.replace(/^\(|\)$/g, '');
      const values = list === '' ? [] : splitTopLevel(list).map((v) => unquote(v));
      sql = `${ident(column)} = ANY (${param(values, type === '' ? '' : `${type}[]`)})`;
    } else if (OPS[op] && dot >= 0) {
      const plain = nested ? unquote(operand) : operand;
      const value = op === 'like' || op === 'ilike' ? plain.replace(/\*/g, '%') : plain;
      sql = `${ident(column)} ${OPS[op]} ${param(value, type)}`;
    } else {
      throw new BadRequest(
        'PGRST100',
        `"failed to parse filter (${raw})"`,
        `unexpected "${rest.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`,
      );
    }
    return negate ? `NOT (${sql})` : sql;
  };
  /** `or=(a.eq.1,and(b.is.null,c.gt.2))`: PostgREST's logic trees. */
  const logic = (key: string, raw: string): string => {
    const [, not, op] = LOGIC.exec(key) ?? [];
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw new BadRequest(
        'PGRST100',
        `"failed to parse logic tree (${raw})"`,
        'unexpected end of input expecting "("',
      );
    }
    const parts = splitTopLevel(raw.slice(1, -1)).map((item) => {
      const nested = /^((?:not\.)?(?:or|and))(\(.*\))$/s.exec(item);
      if (nested) return logic(nested[1]!, nested[2]!);
      const dot = item.indexOf('.');
      return condition(item.slice(0, dot), item.slice(dot + 1), true);
    });
    const joined = `(${parts.join(op === 'or' ? ' OR ' : ' AND ')})`;
    return not ? `NOT ${joined}` : joined;
  };
  const conditions: string[] = [];
  for (const [column, raw] of query) {
    if (RESERVED.has(column)) continue;
    conditions.push(LOGIC.test(column) ? logic(column, raw) : condition(column, raw, false));
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
