import type { DataServiceConfig } from '../config/runtimeConfig';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import {
  TABLE_CALLS_BY_NAME,
  isRpcName,
  tableCallQuery,
  type CallParams,
  type PostgrestErrorBody,
  type ReadName,
  type CallResult,
  type RpcName,
  type RpcParams,
  type RpcResult,
  type TableBody,
  type TableCallName,
} from '@waldmonitor/ui/model';
import { DataServiceError, FALLBACK_MESSAGES, UnreadableAnswerError, errorFromResponse } from './DataServiceError';
import { listSearchParams, parseContentRange, type ListPage, type ListQuery } from './listQuery';
import { toServicePayload } from './payloadRules';

export interface DataClientOptions {
  /** The data service's base URL (PostgREST), e.g. `https://daten.example/api`; `/data` in demo mode. */
  baseUrl: string;
  /** The identity's current bearer token, read on every request. */
  getToken: () => string | null | undefined;
  /** Per-request timeout; the request is aborted after it. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Aborts the request, e.g. when its screen unmounts. */
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

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

interface Exchange<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** The client's base URL for a runtime configuration: the demo's embedded data service answers under `/data`. */
export function dataServiceBaseUrl(config: DataServiceConfig): string {
  return config.type === 'mock' ? MOCK_DATA_URL : config.url;
}

/**
 * The one data-service client: typed remote procedures and table calls, the bearer
 * token, the payload rules, PostgREST errors, abort and timeout.
 */
export function createDataClient(options: DataClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function exchange<T>(
    method: string,
    path: string,
    body: unknown,
    { signal, prefer, accept = [] }: RequestOptions & { prefer?: string; accept?: readonly number[] },
  ): Promise<Exchange<T>> {
    if (signal?.aborted) throw new DataServiceError('Anfrage abgebrochen.', { kind: 'aborted' });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (prefer) headers.Prefer = prefer;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combined,
      });
    } catch (cause) {
      if (signal?.aborted) throw new DataServiceError('Anfrage abgebrochen.', { kind: 'aborted', cause });
      if (timeout.signal.aborted) throw new DataServiceError(FALLBACK_MESSAGES.timeout, { kind: 'timeout', cause });
      // requirements §8: "Network errors show the error message": keep the browser's own.
      const message = cause instanceof Error && cause.message ? cause.message : FALLBACK_MESSAGES.network;
      throw new DataServiceError(message, { kind: 'network', cause });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok && !accept.includes(response.status)) throw await errorFromResponse(response);
    const text = await response.text();
    try {
      return { status: response.status, headers: response.headers, data: (text ? JSON.parse(text) : null) as T };
    } catch (cause) {
      throw new UnreadableAnswerError(base === MOCK_DATA_URL, response.status, cause);
    }
  }

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions & { prefer?: string },
  ): Promise<T> {
    return (await exchange<T>(method, path, body, opts)).data;
  }

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

  return {
    /** POST /rpc/{name}; the body goes through the payload rules of requirements §5 and §7. */
    rpc<N extends RpcName>(name: N, params: RpcParams<N>, opts: RequestOptions = {}): Promise<RpcResult<N>> {
      return request<RpcResult<N>>('POST', `/rpc/${name}`, toServicePayload(name, params), opts);
    },
    /**
     * A table call of the contract by its name (`getMapPoints`, `patchKarte`): its method,
     * path, filter with `{id}` filled in from the params, and `Prefer` header (requirements §7).
     */
    table<N extends TableCallName>(
      name: N,
      params: CallParams<N>,
      body: TableBody<N>,
      opts: RequestOptions = {},
    ): Promise<CallResult<N>> {
      const call = TABLE_CALLS_BY_NAME[name];
      const query = tableCallQuery(call, (params as { id?: number }).id);
      return request(call.method, `${call.path}${query ? `?${query}` : ''}`, body, { ...opts, prefer: call.prefer });
    },
    /**
     * One page of a read that answers rows, a table path or a set-returning procedure alike:
     * the list's filters, order, `limit` and `offset` in the query string (a procedure's
     * payload stays as the contract has it), the total from `Content-Range` with
     * `Prefer: count=exact`. PostgREST answers 206 for a part of the rows; a page past
     * the last (416, e.g. page 9 of an address after a filter left 2 pages) is an empty
     * page with the total, so the screen can go to the last page.
     */
    async list<N extends ListName>(
      name: N,
      params: CallParams<N>,
      query: ListQuery<ListRow<N>>,
      opts: RequestOptions = {},
    ): Promise<ListPage<ListRow<N>>> {
      const call = listPath(name, params as Record<string, unknown>, query as ListQuery<unknown>);
      const reply = await exchange<ListRow<N>[] | PostgrestErrorBody>(call.method, call.path, call.body, {
        ...opts,
        prefer: LIST_PREFER,
        accept: [416],
      });
      const range = parseContentRange(reply.headers.get('Content-Range'));
      if (reply.status === 416) return { rows: [], total: range?.total ?? 0, offset: query.offset };
      const rows = reply.data as ListRow<N>[];
      // Without a readable header (a proxy that hides it) the page itself is all that is known.
      return { rows, total: range?.total ?? query.offset + rows.length, offset: range?.from ?? query.offset };
    },
  };
}

export type DataClient = ReturnType<typeof createDataClient>;
