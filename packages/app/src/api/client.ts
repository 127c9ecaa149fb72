import type { DataServiceConfig } from '../config/runtimeConfig';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import {
  TABLE_CALLS_BY_NAME,
  tableCallQuery,
  type CallParams,
  type CallResult,
  type RpcName,
  type RpcParams,
  type RpcResult,
  type TableBody,
  type TableCallName,
} from '@waldmonitor/ui/model';
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

export const DEFAULT_TIMEOUT_MS = 15_000;

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
  };
}

export type DataClient = ReturnType<typeof createDataClient>;
