import { pgErrors } from './errors';
import { coerce, columnType, type AnyRow, type ColumnType, type TableSchema } from './schema';

/** requirements §7 uses `eq.`; the other operators are PostgREST's usual ones. */
export type FilterOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'is' | 'like' | 'ilike';

export interface Filter {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** Coerced to the column's type; a list for `in`, null/true/false for `is`. */
  value: unknown;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nullsFirst: boolean;
}

export interface ParsedQuery {
  filters: Filter[];
  order: OrderTerm[];
  /** null means `*`. */
  select: string[] | null;
  limit: number | null;
  offset: number;
}

const OPS: readonly FilterOp[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is', 'like', 'ilike'];
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

function parseFilter(schema: TableSchema, column: string, raw: string): Filter {
  const type = columnType(schema, column);
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
  if (dot < 0 || !OPS.includes(op)) {
    throw pgErrors.badFilter(raw, `unexpected "${rest.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`);
  }
  const operand = rest.slice(dot + 1);
  return { column, op, negate, value: parseOperand(type, op, operand, raw) };
}

function parseOperand(type: ColumnType, op: FilterOp, operand: string, raw: string): unknown {
  if (op === 'is') {
    const v = operand.toLowerCase();
    if (v === 'null') return null;
    if (v === 'true') return true;
    if (v === 'false') return false;
    throw pgErrors.badFilter(raw, 'unexpected value expecting null, true, false or unknown');
  }
  if (op === 'in') {
    if (!operand.startsWith('(') || !operand.endsWith(')')) {
      throw pgErrors.badFilter(raw, 'unexpected end of input expecting "("');
    }
    const inner = operand.slice(1, -1);
    return inner === '' ? [] : inner.split(',').map((item) => coerce(type, item.trim().replace(/^"(.*)"$/, '$1')));
  }
  if (op === 'like' || op === 'ilike') return operand;
  return coerce(type, operand);
}

function parseOrder(schema: TableSchema, raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    if (column === '') throw pgErrors.badOrder(raw);
    columnType(schema, column);
    let descending = false;
    let nullsFirst: boolean | null = null;
    for (const modifier of modifiers) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nullsFirst = true;
      else if (modifier === 'nullslast') nullsFirst = false;
      else throw pgErrors.badOrder(raw);
    }
    // PostgreSQL: NULLS LAST for ascending, NULLS FIRST for descending by default.
    return { column, descending, nullsFirst: nullsFirst ?? descending };
  });
}

function parseSelect(schema: TableSchema, raw: string): string[] | null {
  const columns = raw.split(',').map((c) => c.trim());
  if (columns.includes('*')) return null;
  for (const column of columns) columnType(schema, column);
  return columns;
}

function parseCount(raw: string, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw pgErrors.badFilter(`${name}=${raw}`, `${name} must be a non-negative integer`);
  return n;
}

/** Parses PostgREST query parameters against a table's columns; bad input throws a 400. */
export function parseQuery(schema: TableSchema, params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { filters: [], order: [], select: null, limit: null, offset: 0 };
  for (const [key, value] of params) {
    if (key === 'select') query.select = parseSelect(schema, value);
    else if (key === 'order') query.order = parseOrder(schema, value);
    else if (key === 'limit') query.limit = parseCount(value, 'limit');
    else if (key === 'offset') query.offset = parseCount(value, 'offset');
    else if (!RESERVED.has(key)) query.filters.push(parseFilter(schema, key, value));
  }
  return query;
}

function likeToRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  const source = pattern
    .split('')
    .map((ch) => (ch === '*' || ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, caseInsensitive ? 'is' : 's');
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  // Text sorts like the service's de_DE collation (Ä beside A), equality stays exact.
  return sa === sb ? 0 : sa.localeCompare(sb, 'de-DE') || (sa < sb ? -1 : 1);
}

function test(filter: Filter, cell: unknown): boolean {
  const { op, value } = filter;
  if (op === 'is') return cell === value || (value === null && cell === undefined);
  if (cell === null || cell === undefined) return false;
  switch (op) {
    case 'eq':
      return compare(cell, value) === 0;
    case 'neq':
      return compare(cell, value) !== 0;
    case 'gt':
      return compare(cell, value) > 0;
    case 'gte':
      return compare(cell, value) >= 0;
    case 'lt':
      return compare(cell, value) < 0;
    case 'lte':
      return compare(cell, value) <= 0;
    case 'in':
      return (value as unknown[]).some((item) => compare(cell, item) === 0);
    case 'like':
    case 'ilike':
      return likeToRegExp(String(value), op === 'ilike').test(String(cell));
  }
}

export function matches(row: AnyRow, filters: readonly Filter[]): boolean {
  return filters.every((filter) => test(filter, row[filter.column]) !== filter.negate);
}

export function sortRows<Row extends AnyRow>(rows: Row[], order: readonly OrderTerm[]): Row[] {
  if (order.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const term of order) {
      const x = a[term.column];
      const y = b[term.column];
      const xNull = x === null || x === undefined;
      const yNull = y === null || y === undefined;
      if (xNull || yNull) {
        if (xNull && yNull) continue;
        return xNull === term.nullsFirst ? -1 : 1;
      }
      const c = compare(x, y);
      if (c !== 0) return term.descending ? -c : c;
    }
    return 0;
  });
}
