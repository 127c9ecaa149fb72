/**
 * The HTTP side of PostgREST 16.2 (`App.hs`, `Admin.hs`) around the emulation: each request is
 * read whole, CORS applied (cors.ts), the caller authenticated (jwt.ts) and the request handed
 * to `emulation.handle()`; before the schema cache has loaded PostgREST answers 503 PGRST002
 * with `Retry-After`. The admin server answers `/live` (200 while the API socket listens, else
 * 500) and `/ready` (503 until the schema cache is loaded and the database reachable, 500 when
 * the API socket is gone, else 200), both with empty bodies, and 404 for anything else.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiRequest, ApiResponse, Emulation } from '../postgrest';
import type { AppConfig } from './config';
import { corsFor } from './cors';
import type { AuthResult } from './jwt';
import { pgrstError } from './pgrstError';
import { AcquireError } from './sqlHost';

export interface ApiState {
  config: AppConfig;
  authenticate(authorization: string | undefined): Promise<AuthResult>;
  /** Null until the schema cache has loaded. */
  emulation: Emulation | null;
  /** Seconds until the next attempt to load it (PostgREST's Retry-After). */
  retryAfter: number;
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(chunks.length === 0 ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** An error the emulation did not answer itself, as PostgREST's pool errors (`Error.hs`). */
function failureResponse(error: unknown, config: AppConfig): ApiResponse {
  const verbosity = config.clientErrorVerbosity;
  if (error instanceof AcquireError && error.kind === 'timeout') {
    return pgrstError(
      504,
      { code: 'PGRST003', message: 'Timed out acquiring connection from connection pool.' },
      verbosity,
    );
  }
  if (error instanceof AcquireError) {
    return pgrstError(
      503,
      { code: 'PGRST000', message: 'Database connection error.', details: error.message },
      verbosity,
    );
  }
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  return pgrstError(
    500,
    {
      code: typeof e.code === 'string' ? e.code : 'PGRSTX00',
      message: typeof e.message === 'string' ? e.message : String(error),
      details: typeof e.detail === 'string' ? e.detail : null,
      hint: typeof e.hint === 'string' ? e.hint : null,
    },
    verbosity,
  );
}

function write(response: ServerResponse, answer: ApiResponse, extra: Record<string, string>): void {
  const headers: Record<string, string> = {};
  for (const [name, value] of [...Object.entries(answer.headers), ...Object.entries(extra)])
    headers[name.toLowerCase()] = value;
  const noBody = answer.status === 204 || answer.status === 304 || (answer.status >= 100 && answer.status < 200);
  if (!noBody) headers['content-length'] = String(Buffer.byteLength(answer.body));
  response.writeHead(answer.status, headers);
  response.end(noBody ? undefined : answer.body);
}

const elapsed = (since: number) => (performance.now() - since).toFixed(1);

async function answer(
  request: IncomingMessage,
  state: ApiState,
): Promise<{ answer: ApiResponse; extra: Record<string, string> }> {
  const { config } = state;
  const headers = headersOf(request);
  const method = (request.method ?? 'GET').toUpperCase();
  const body = await readBody(request);
  const cors = corsFor(method, headers, config.serverCorsAllowedOrigins);
  const extra: Record<string, string> = cors.kind === 'actual' ? { ...cors.headers } : {};
  if (config.serverTraceHeader !== null) {
    extra[config.serverTraceHeader.toLowerCase()] = headers[config.serverTraceHeader.toLowerCase()] ?? '';
  }
  if (cors.kind === 'preflight') return { answer: { status: 200, headers: cors.headers, body: '' }, extra };

  const jwtStart = performance.now();
  const auth = await state.authenticate(headers.authorization);
  const timing = [`jwt;dur=${elapsed(jwtStart)}`];
  let result: ApiResponse;
  if (!auth.ok) result = auth.response;
  else if (state.emulation === null) {
    result = pgrstError(
      503,
      { code: 'PGRST002', message: 'Could not query the database for the schema cache. Retrying.' },
      config.clientErrorVerbosity,
    );
  } else {
    const target = request.url ?? '/';
    const q = target.indexOf('?');
    const apiRequest: ApiRequest = {
      method,
      path: q < 0 ? target : target.slice(0, q),
      query: q < 0 ? '' : target.slice(q + 1),
      headers,
      body,
      role: auth.role,
      claims: auth.claims,
    };
    const start = performance.now();
    try {
      result = await state.emulation.handle(apiRequest);
    } catch (error) {
      result = failureResponse(error, config);
    }
    const own = Object.entries(result.headers).find(([k]) => k.toLowerCase() === 'server-timing')?.[1];
    timing.push(own ?? `transaction;dur=${elapsed(start)}`);
  }
  if (config.serverTimingEnabled) extra['server-timing'] = timing.join(', ');
  if (result.status === 503 && !Object.keys(result.headers).some((k) => k.toLowerCase() === 'retry-after')) {
    extra['retry-after'] = String(state.retryAfter);
  }
  return { answer: result, extra };
}

/** The API server's request handler; `state()` is read per request (a config reload swaps it). */
export function apiHandler(state: () => ApiState, log: (line: string) => void) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const current = state();
    answer(request, current).then(
      ({ answer: result, extra }) => write(response, result, extra),
      (error: unknown) => {
        log(`Request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!response.headersSent) write(response, failureResponse(error, current.config), {});
        else response.destroy();
      },
    );
  };
}

export interface AdminProbe {
  /** The API socket is listening. */
  live(): boolean;
  /** Schema cache loaded (and not being reloaded). */
  loaded(): boolean;
  /** The database is reachable: the LISTEN connection is up, or else `SELECT 1` works. */
  connected(): Promise<boolean>;
}

export function adminHandler(probe: AdminProbe) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    const reply = (status: number) => {
      response.writeHead(status, { 'content-length': '0' });
      response.end();
    };
    if (path === '/live') reply(probe.live() ? 200 : 500);
    else if (path === '/ready') {
      const live = probe.live();
      const loaded = probe.loaded();
      (loaded ? probe.connected() : Promise.resolve(false)).then(
        (connected) => reply(!loaded || !connected ? 503 : !live ? 500 : 200),
        () => reply(503),
      );
    } else reply(404);
  };
}

/** PostgREST's host names: `!4` (the default) and `*4` any IPv4 address, `!6`/`*6`/`*` any IPv6, else a host. */
function bindAddress(host: string): { host: string; ipv6Only?: boolean } {
  if (host === '!4' || host === '*4') return { host: '0.0.0.0' };
  if (host === '!6') return { host: '::', ipv6Only: true };
  if (host === '*6' || host === '*') return { host: '::' };
  return { host };
}

/** Listens; resolves with the address as a URL (`http://127.0.0.1:3000`). */
export function listen(server: Server, host: string, port: number): Promise<string> {
  const bind = bindAddress(host);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, ...bind }, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${shown}:${address.port}`);
    });
  });
}

export function createHttpServer(handler: (request: IncomingMessage, response: ServerResponse) => void): Server {
  const server = createServer(handler);
  server.keepAliveTimeout = 5000;
  return server;
}
