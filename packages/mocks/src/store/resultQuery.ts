/**
 * PostgREST's query language on a set-returning procedure's result (docs: "Functions":
 * filters, order, limit and offset apply to a function that returns a set as to a table):
 * `POST /rpc/a_get_all_users?app_status=eq.ogf_admin&order=last_name&limit=50` with the
 * procedure's payload in the body, as the contract has it.
 */
import { parseQuery, matches, sortRows } from './query';
import { countPreference, pageOf, requestedRange, type PageReply } from './range';
import type { AnyRow, ColumnType, TableSchema } from './schema';

function typeOf(value: unknown): ColumnType {
  if (typeof value === 'number') return 'numeric';
  if (typeof value === 'boolean') return 'bool';
  if (value !== null && typeof value === 'object') return 'json';
  return 'text';
}

/**
 * The result's columns typed by their first non-null value (numbers, booleans, text: the
 * store's dates are ISO text, which compares as the dates do). An empty result has no
 * known columns: any filter is taken and matches nothing. The rows are read only until
 * every column has its type: a procedure's rows share their columns, as a SQL function's
 * result does, and reading every row's entries cost 100 ms and more on each request for a
 * page of the 100,000 sightings.
 */
function resultSchema(name: string, rows: readonly AnyRow[]): TableSchema {
  const columns: Record<string, ColumnType> = {};
  const typed = new Set<string>();
  let seen = 0;
  for (const row of rows) {
    for (const column in row) {
      if (typed.has(column)) continue;
      if (!Object.hasOwn(columns, column)) seen += 1;
      const value = row[column];
      const known = value !== null && value !== undefined;
      columns[column] = known ? typeOf(value) : 'text';
      if (known) typed.add(column);
    }
    if (typed.size === seen) break;
  }
  const known = rows.length > 0;
  return {
    name,
    columns: known ? columns : new Proxy(columns, { get: (target, key) => target[String(key)] ?? 'text' }),
    primaryKey: [],
  } as TableSchema;
}

/** Whether the call asks for PostgREST's treatment of a set: a query string, a Range or a count. */
export function asksForQuery(url: URL, request: Request): boolean {
  return url.search !== '' || request.headers.has('Range') || countPreference(request) !== null;
}

/** A procedure's rows filtered, ordered, paged and projected as the URL and headers ask. */
export function queryResult(name: string, rows: readonly AnyRow[], url: URL, request: Request): PageReply<AnyRow> {
  const query = parseQuery(resultSchema(name, rows), url.searchParams);
  const range = requestedRange(query, request.headers.get('Range'));
  const wanted = range.limit === null ? Number.POSITIVE_INFINITY : range.offset + range.limit;
  const found = sortRows(
    rows.filter((row) => matches(row, query.filters)),
    query.order,
    wanted,
  );
  const page = pageOf(found, range, countPreference(request));
  const select = query.select;
  if (select === null || !Array.isArray(page.body)) return page;
  return { ...page, body: page.body.map((row) => Object.fromEntries(select.map((column) => [column, row[column]]))) };
}
