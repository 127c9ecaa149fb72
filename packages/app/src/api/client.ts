import type { DataServiceConfig } from '../config/runtimeConfig';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import { type RpcName, type RpcParams, type RpcResult } from '@waldmonitor/ui/model';
import { DataServiceError, FALLBACK_MESSAGES, UnreadableAnswerError, errorFromResponse } from './DataServiceError';
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

export interface ExchangeOptions extends RequestOptions {
  prefer?: string;
  /** Statuses beside 2xx that answer rather than fail (a page past a list's last: 416). */
  accept?: readonly number[];
}

/** An answer with its status and headers, for a read that needs them (a list's page: listPage.ts). */
export interface Exchange<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** The client's base URL for a runtime configuration: the demo's embedded data service answers under `/data`. */
export function dataServiceBaseUrl(config: DataServiceConfig): string {
  return config.type === 'mock' ? MOCK_DATA_URL : config.url;
}

/**
 * The one data-service client: typed remote procedures, the bearer token, the payload
 * rules, PostgREST errors, abort and timeout. Table calls (tableCall.ts) and a list's pages
 * (listPage.ts) build on it in modules of their own: the sign-in and the first page need
 * neither, the first list or table call loads them.
 */
export function createDataClient(options: DataClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function exchange<T>(
    method: string,
    path: string,
    body: unknown,
    { signal, prefer, accept = [] }: ExchangeOptions,
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

  async function request<T>(method: string, path: string, body: unknown, opts: ExchangeOptions): Promise<T> {
    return (await exchange<T>(method, path, body, opts)).data;
  }

  return {
    /** POST /rpc/{name}; the body goes through the payload rules of requirements §5 and §7. */
    rpc<N extends RpcName>(name: N, params: RpcParams<N>, opts: RequestOptions = {}): Promise<RpcResult<N>> {
      return request<RpcResult<N>>('POST', `/rpc/${name}`, toServicePayload(name, params), opts);
    },
    /** Any request and its answer (a table call: tableCall.ts). */
    request,
    /** Any request with its answer's status and headers (a list's page: listPage.ts). */
    exchange,
  };
}

export type DataClient = ReturnType<typeof createDataClient>;
