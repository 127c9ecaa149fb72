import {
  TABLE_CALLS_BY_NAME,
  isRpcName,
  tableCallQuery,
  type CallParams,
  type CallResult,
  type PostgrestErrorBody,
  type ReadName,
} from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from './client';
import { listSearchParams, parseContentRange, type ListPage, type ListQuery } from './listQuery';
import { toServicePayload } from './payloadRules';

/** The reads that answer a set of rows, so a list can ask for one page of them. */
export type ListName = {
  [N in ReadName]: CallResult<N> extends readonly (infer _Row)[] ? N : never;
}[ReadName];

/** The row of a list read. */
export type ListRow<N extends ListName> = CallResult<N> extends readonly (infer Row)[] ? Row : never;

/**
 * How a list asks for its total: `count=exact`. A person reads the total of the filtered
 * rows ("12 von 50.000 Nutzern") and pages by it; `planned` is the planner's guess, which
 * is neither exact for a filtered set nor known for a function's result (its ROWS
 * estimate), and the lists' filters run on indexes, so counting exactly stays cheap.
 */
const LIST_PREFER = 'count=exact';

/** A call whose path is known, its query joined with the list's (the list's order wins). */
function listPath(name: ListName, params: Record<string, unknown>, query: ListQuery<unknown>) {
  const search = listSearchParams(query);
  if (isRpcName(name))
    return { method: 'POST', path: `/rpc/${name}?${search}`, body: toServicePayload(name, params as never) };
  const call = TABLE_CALLS_BY_NAME[name];
  const own = new URLSearchParams(tableCallQuery(call, (params as { id?: number }).id));
  if (search.has('order')) own.delete('order');
  for (const [key, value] of search) own.append(key, value);
  return { method: call.method, path: `${call.path}?${own}`, body: undefined };
}

/**
 * One page of a read that answers rows, a table path or a set-returning procedure alike:
 * the list's filters, order, `limit` and `offset` in the query string (a procedure's
 * payload stays as the contract has it), the total from `Content-Range` with
 * `Prefer: count=exact`. PostgREST answers 206 for a part of the rows; a page past
 * the last (416, e.g. page 9 of an address after a filter left 2 pages) is an empty
 * page with the total, so the screen can go to the last page. A module of its own, beside
 * the client: the lists' code loads with the first list, not with the sign-in page.
 */
export async function listPage<N extends ListName>(
  client: DataClient,
  name: N,
  params: CallParams<N>,
  query: ListQuery<ListRow<N>>,
  opts: RequestOptions = {},
): Promise<ListPage<ListRow<N>>> {
  const call = listPath(name, params as Record<string, unknown>, query as ListQuery<unknown>);
  const reply = await client.exchange<ListRow<N>[] | PostgrestErrorBody>(call.method, call.path, call.body, {
    ...opts,
    prefer: LIST_PREFER,
    accept: [416],
  });
  const range = parseContentRange(reply.headers.get('Content-Range'));
  if (reply.status === 416) return { rows: [], total: range?.total ?? 0, offset: query.offset };
  const rows = reply.data as ListRow<N>[];
  // Without a readable header (a proxy that hides it) the page itself is all that is known.
  return { rows, total: range?.total ?? query.offset + rows.length, offset: range?.from ?? query.offset };
}
