/**
 * A small HTTP server speaking PostgREST 12's protocol over the harness (postgrest.ts,
 * tables.ts), for the app's connected-mode end-to-end test: PostgREST itself cannot be
 * installed here. What it reproduces, and from which part of PostgREST's documentation, is
 * listed in ../README.md ("The PostgREST test server"); anything else answers 400 or 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type pg from 'pg';
import { ANONYMOUS, rpc, type Caller, type PostgrestErrorBody, type Reply } from './postgrest';
import { rangeNotSatisfiable, rangeStatus } from './range';
import { tableRequest, type Method } from './tables';

export interface PostgrestServerOptions {
  /** Connections signed in as `authenticator` (db-uri); one per request, as PostgREST's pool. */
  pool: pg.Pool;
  /** The identity service's public keys (jwt-secret = its JWKS). */
  keys: JWTVerifyGetKey;
  /** jwt-aud: a token for another audience is refused. */
  audience: string;
  /** db-max-rows: no read answers with more rows. */
  maxRows: number;
}

export interface PostgrestServer {
  /** `http://127.0.0.1:<port>`: the app's `dataService.url`. */
  url: string;
  close(): Promise<void>;
}

const OBJECT = 'application/vnd.pgrst.object+json';
/** jwt-role-claim-key = ".app_status"; db-anon-role = "web_anon". */
const ROLE_CLAIM = 'app_status';

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const failure = (status: number, error: PostgrestErrorBody, headers?: Record<string, string>): Answer => ({
  status,
  body: error,
  headers,
});

/** PostgREST's refusal of a token it cannot verify (401, PGRST301, with WWW-Authenticate). */
function badToken(error: unknown): Answer {
  const message =
    error instanceof joseErrors.JWTExpired
      ? 'JWT expired'
      : error instanceof joseErrors.JWSSignatureVerificationFailed
        ? 'JWSError JWSInvalidSignature'
        : error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud'
          ? 'JWT not in audience'
          : `JWSError ${error instanceof Error ? error.message : String(error)}`;
  return failure(
    401,
    { code: 'PGRST301', message, details: null, hint: null },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  );
}

/** The caller of a request: anonymous without a token, else the verified token's role claim and claims. */
async function callerOf(request: IncomingMessage, options: PostgrestServerOptions): Promise<Caller | Answer> {
  const header = request.headers.authorization;
  if (!header) return ANONYMOUS;
  const token = /^Bearer (.+)$/i.exec(header)?.[1];
  if (!token) return badToken(new Error('Invalid Authorization header'));
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keys, { audience: options.audience }));
  } catch (error) {
    return badToken(error);
  }
  const role = typeof payload[ROLE_CLAIM] === 'string' ? (payload[ROLE_CLAIM] as string) : ANONYMOUS.role;
  // email_verified exactly as the token has it: left out, it stays left out (the door reads that as unverified).
  return { role, claims: { ...payload, email_verified: payload.email_verified } };
}

const isAnswer = (value: Caller | Answer): value is Answer => 'status' in value;

/** Prefer: return=representation, count=exact (the others are not used by the app). */
function preferences(request: IncomingMessage) {
  const prefer = String(request.headers.prefer ?? '')
    .split(',')
    .map((p) => p.trim());
  return { representation: prefer.includes('return=representation'), exactCount: prefer.includes('count=exact') };
}

/** The rows asked for: limit/offset in the query win over a Range header (`Range: 0-24`); db-max-rows caps both. */
function rangeOf(request: IncomingMessage, query: URLSearchParams, maxRows: number) {
  const range = /^(?:items=)?(\d+)-(\d*)$/.exec(String(request.headers.range ?? '').trim());
  const offset = Number(query.get('offset') ?? range?.[1] ?? 0);
  const upper = range?.[2] ? Number(range[2]) - offset + 1 : undefined;
  const limit = Math.min(Number(query.get('limit') ?? upper ?? maxRows), maxRows);
  return { offset, limit };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** One request, as PostgREST answers it. */
async function answer(request: IncomingMessage, options: PostgrestServerOptions): Promise<Answer> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = (request.method ?? 'GET').toUpperCase();
  const caller = await callerOf(request, options);
  if (isAnswer(caller)) return caller;
  let body: unknown;
  try {
    body = await readBody(request);
  } catch {
    return failure(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  }
  const prefer = preferences(request);
  const singular = String(request.headers.accept ?? '').includes(OBJECT);
  const query = new URLSearchParams(url.search);
  const { offset, limit } = rangeOf(request, query, options.maxRows);
  const client = await options.pool.connect();
  let reply: Reply;
  let total: number | undefined;
  let paged = false;
  try {
    const rpcName = /^\/rpc\/([a-z_][a-z0-9_]*)$/.exec(url.pathname)?.[1];
    if (rpcName) {
      if (method !== 'POST' && method !== 'GET') {
        return failure(405, { code: 'PGRST101', message: 'Only GET or POST is allowed', details: null, hint: null });
      }
      // POST: the body holds the arguments, the query string filters, orders and pages a set.
      const args = method === 'GET' ? Object.fromEntries(query) : ((body ?? {}) as Record<string, unknown>);
      const search = new URLSearchParams(query);
      search.set('limit', String(limit));
      search.set('offset', String(offset));
      const result = method === 'POST' ? { search, count: prefer.exactCount } : undefined;
      const called = await rpc(client, caller, rpcName, args, result);
      reply = called;
      total = called.total;
      paged = called.paged === true;
    } else {
      const table = url.pathname.replace(/^\//, '');
      if (method === 'GET') {
        query.delete('offset');
        query.delete('limit');
      }
      const withRange = method === 'GET' ? `${query.toString()}&limit=${limit}&offset=${offset}` : query.toString();
      reply = await tableRequest(client, caller, method as Method, `${table}?${withRange}`, body, prefer);
      if (method === 'GET' && prefer.exactCount && reply.ok) {
        const all = await tableRequest<unknown[]>(client, caller, 'GET', `${table}?${query.toString()}`);
        total = all.ok ? all.data.length : undefined;
      }
    }
  } finally {
    client.release();
  }
  if (!reply.ok) return failure(reply.status, reply.error);
  let data = reply.data;
  const headers: Record<string, string> = {};
  if (prefer.representation && method !== 'GET') headers['Preference-Applied'] = 'return=representation';
  if (Array.isArray(data)) {
    if (url.pathname.startsWith('/rpc/') && !paged) data = data.slice(offset, offset + limit);
    const rows = (data as unknown[]).length;
    const range = rangeStatus(offset, rows, total ?? null);
    headers['Content-Range'] = range.contentRange;
    if (prefer.exactCount) headers['Preference-Applied'] = 'count=exact';
    if (range.status === 416 && !singular) {
      return { status: 416, body: rangeNotSatisfiable(offset, total ?? 0), headers };
    }
    if (singular) {
      if (rows !== 1) {
        return failure(406, {
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: `The result contains ${rows} rows`,
          hint: null,
        });
      }
      data = (data as unknown[])[0];
    } else if (range.status === 206 && (method === 'GET' || url.pathname.startsWith('/rpc/'))) {
      return { status: 206, body: data, headers };
    }
  }
  return { status: reply.status, body: reply.status === 204 ? undefined : data, headers };
}

/** PostgREST's CORS: any origin, the headers the app sends, the range headers readable. */
function cors(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': String(request.headers.origin ?? '*'),
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers':
      'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit, Preference-Applied',
    Vary: 'Origin',
  };
}

function send(response: ServerResponse, request: IncomingMessage, result: Answer): void {
  const headers: Record<string, string> = { ...cors(request), ...result.headers };
  if (result.body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
  response.writeHead(result.status, headers);
  response.end(result.body === undefined ? undefined : JSON.stringify(result.body));
}

/** Starts the server on 127.0.0.1 (a free port). */
export async function listenPostgrest(options: PostgrestServerOptions): Promise<PostgrestServer> {
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(200, {
        ...cors(request),
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
        'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] ?? 'Authorization'),
        'Access-Control-Max-Age': '86400',
      });
      response.end();
      return;
    }
    answer(request, options).then(
      (result) => send(response, request, result),
      (error: unknown) =>
        send(response, request, {
          status: 500,
          body: { code: 'XX000', message: String(error), details: null, hint: null },
        }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
