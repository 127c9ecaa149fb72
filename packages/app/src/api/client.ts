import type { DataServiceConfig } from '../config/runtimeConfig';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import type { RpcName, RpcParams, RpcResult, TableName, TableRowTypes } from '@waldmonitor/ui/model';
import { DataServiceError, FALLBACK_MESSAGES, errorFromResponse } from './DataServiceError';
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

/** A PostgREST filter on a table's columns: `{ karte_id: 12 }` becomes `karte_id=eq.12`. */
export type EqFilters<Row> = { [C in keyof Row]?: string | number | boolean };

/** PostgREST order: a column, optionally with `.asc` or `.desc` (`nr.asc`, `filename`). */
export type OrderBy<Row> = Extract<keyof Row, string> | `${Extract<keyof Row, string>}.${'asc' | 'desc'}`;

export interface SelectOptions<Row> extends RequestOptions {
  filters?: EqFilters<Row>;
  order?: OrderBy<Row>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The query string of a table call: `?karte_id=eq.12&order=nr.asc`, '' without filters. */
export function tableQuery(
  filters: Record<string, string | number | boolean | undefined> = {},
  order?: string,
): string {
  const params = new URLSearchParams();
  for (const [column, value] of Object.entries(filters)) {
    if (value !== undefined) params.append(column, `eq.${value}`);
  }
  if (order) params.append('order', order);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A write without a filter would change every row of the table: the client refuses it. */
function filteredQuery(filters: Record<string, string | number | boolean | undefined>): string {
  const query = tableQuery(filters);
  if (!query) throw new Error('PATCH and DELETE need at least one eq. filter.');
  return query;
}

/** The client's base URL for a runtime configuration: the mock service answers under `/data`. */
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

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    { signal, prefer }: RequestOptions & { prefer?: string },
  ): Promise<T> {
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
    if (!response.ok) throw await errorFromResponse(response);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    /** POST /rpc/{name}; the body goes through the payload rules of requirements §5 and §7. */
    rpc<N extends RpcName>(name: N, params: RpcParams<N>, opts: RequestOptions = {}): Promise<RpcResult<N>> {
      return request<RpcResult<N>>('POST', `/rpc/${name}`, toServicePayload(name, params), opts);
    },
    /** GET /{table}?col=eq.v&order=…: the matching rows. */
    select<T extends TableName>(table: T, opts: SelectOptions<TableRowTypes[T]> = {}): Promise<TableRowTypes[T][]> {
      const { filters, order, ...rest } = opts;
      return request('GET', `/${table}${tableQuery(filters, order)}`, undefined, rest);
    },
    /** POST rows. With `returnRepresentation` the service answers with the created rows. */
    insert<T extends TableName, R extends boolean = false>(
      table: T,
      rows: Partial<TableRowTypes[T]> | Partial<TableRowTypes[T]>[],
      opts: RequestOptions & { returnRepresentation?: R } = {},
    ): Promise<R extends true ? TableRowTypes[T][] : null> {
      const { returnRepresentation, ...rest } = opts;
      return request('POST', `/${table}`, rows, {
        ...rest,
        prefer: returnRepresentation ? 'return=representation' : undefined,
      });
    },
    /** PATCH /{table}?col=eq.v with the changed columns. */
    async update<T extends TableName>(
      table: T,
      filters: EqFilters<TableRowTypes[T]>,
      patch: Partial<TableRowTypes[T]>,
      opts: RequestOptions = {},
    ): Promise<null> {
      return request('PATCH', `/${table}${filteredQuery(filters)}`, patch, opts);
    },
    /** DELETE /{table}?col=eq.v */
    async remove<T extends TableName>(
      table: T,
      filters: EqFilters<TableRowTypes[T]>,
      opts: RequestOptions = {},
    ): Promise<null> {
      return request('DELETE', `/${table}${filteredQuery(filters)}`, undefined, opts);
    },
  };
}

export type DataClient = ReturnType<typeof createDataClient>;
