/**
 * The test harness: every call goes through the PostgREST 16.2 emulation (src/postgrest),
 * with the settings of the README's postgrest.conf, on the test's own pg client. One schema
 * cache per test worker (loaded on first use); one emulation per client over it. Inside
 * `rolledBack` the emulation's BEGIN / COMMIT / ABORT become SAVEPOINT / RELEASE / ROLLBACK TO,
 * so the test's changes vanish at its end. Tests and the parity runner use only this, never
 * raw SQL, for calls.
 */
import pg, { type ClientBase } from 'pg';
import {
  createEmulationFromSchemaCache,
  loadSchemaCache,
  type ApiRequest,
  type ApiResponse,
  type Emulation,
  type EmulationSettings,
  type SchemaCache,
  type SqlHost,
} from '../src/postgrest';
import type { DbRole } from '@waldmonitor/ui/model';
import { DEMO_AUDIENCE } from '../src/pglite/demoToken';
import { savepointSession } from '../src/pglite/rolledBack';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** One reply: `ok` with the JSON PostgREST sends, or the error with its status. */
export type Reply<T = unknown> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: PostgrestErrorBody };

/** Who calls: the database role (PostgREST's role claim) and the rest of the token's claims. */
export interface Caller {
  role: string;
  claims?: Record<string, unknown>;
}

export const ANONYMOUS: Caller = { role: 'web_anon', claims: {} };

/** The demo user of each role: the door (data.pre_request) sets the stored role of the e-mail. */
const DEMO_EMAIL: Record<DbRole, string | undefined> = {
  web_anon: undefined,
  ogf_new: 'neu@waldmonitor.example',
  ogf_citizens: 'buerger@waldmonitor.example',
  ogf_expert_query: 'anfrage@waldmonitor.example',
  ogf_expert: 'experte@waldmonitor.example',
  ogf_admin: 'admin@waldmonitor.example',
};

/** A caller that acts as `role`: its token names the demo user who has that role. */
export const callerFor = (role: DbRole): Caller => ({
  role,
  claims: DEMO_EMAIL[role] ? { email: DEMO_EMAIL[role] } : {},
});

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The README's postgrest.conf, as far as it shapes statements. */
export const SETTINGS: EmulationSettings = {
  dbSchemas: ['api'],
  dbAnonRole: 'web_anon',
  dbMaxRows: null,
  dbPreRequest: 'data.pre_request',
};

/**
 * The claims a caller's token carries: a test caller's token is for our client (`aud` as the
 * realm sends it, which data.pre_request requires) and one with an `email` stands for an
 * e-mail the identity service has verified (Keycloak's `email_verified`), unless the claims say
 * otherwise (`aud: undefined` leaves it out of the token). The anonymous caller without claims
 * has no token (PostgREST's claims are then `{}`).
 */
export function withVerifiedEmail(caller: Caller): Record<string, unknown> {
  if (caller.role === SETTINGS.dbAnonRole && Object.keys(caller.claims ?? {}).length === 0) return {};
  const claims = { aud: DEMO_AUDIENCE, ...caller.claims, role: caller.role };
  return 'email' in claims && !('email_verified' in claims) ? { ...claims, email_verified: true } : claims;
}

let schemaCache: Promise<SchemaCache> | null = null;

/** The worker's schema cache, loaded once as PostgREST loads it (signed in as authenticator). */
function cache(): Promise<SchemaCache> {
  schemaCache ??= (async () => {
    // db.ts imports vitest's inject: loaded only here, so the SQL bench can use asRole outside Vitest.
    const { connect } = await import('./db');
    const client = await connect();
    try {
      return await loadSchemaCache(
        {
          query: async (text, params) => ({
            rows: (await client.query(text, params)).rows as Record<string, unknown>[],
          }),
        },
        SETTINGS.dbSchemas,
      );
    } finally {
      await client.end();
    }
  })();
  return schemaCache;
}

const JSON_OID = 114;

/** json columns as PostgreSQL's text, so a body is PostgreSQL's byte for byte (a scalar string stays JSON). */
export const jsonAsText = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === JSON_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Clients inside `rolledBack`: the emulation's transaction is a savepoint there. */
const inTransaction = new WeakSet<ClientBase>();

/** One session's statements as they are sent, answering the rows: a test's pg client, or PGlite. */
export type RunStatement = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The emulation's only session over `run`: while `nested()` (inside a test's transaction), its
 * transactions are savepoints (src/pglite/rolledBack.ts says how, and what that cannot show).
 */
export function savepointHost(run: RunStatement, nested: () => boolean, afterReset = ''): SqlHost {
  const session = {
    ...savepointSession(async (text, params) => ({ rows: await run(text, params) }), nested, afterReset),
    release: () => undefined,
  };
  return { acquire: async () => session };
}

/** The test's client as the emulation's only session (`savepointHost` inside `rolledBack`). */
function hostOver(db: ClientBase): SqlHost {
  const run: RunStatement = async (text, params) =>
    (await db.query({ text, values: params, types: jsonAsText })).rows as Record<string, unknown>[];
  return savepointHost(run, () => inTransaction.has(db));
}

const emulations = new WeakMap<ClientBase, Emulation>();

async function emulationFor(db: ClientBase): Promise<Emulation> {
  let emulation = emulations.get(db);
  if (!emulation) {
    emulation = createEmulationFromSchemaCache(SETTINGS, await cache(), hostOver(db));
    emulations.set(db, emulation);
  }
  return emulation;
}

/** What a request sends besides its path: query string, Prefer (`count=exact`, `return=representation` …), body. */
export interface RequestOptions {
  query?: string;
  prefer?: string[];
  headers?: Record<string, string>;
  body?: unknown;
}

/** A request as the emulation takes it, from the caller and what the request sends. */
export function apiRequest(caller: Caller, method: string, path: string, options: RequestOptions = {}): ApiRequest {
  const headers: Record<string, string> = { ...options.headers };
  if (options.prefer && options.prefer.length > 0) headers.prefer = options.prefer.join(', ');
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  return {
    method,
    path,
    query: options.query ?? '',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    role: caller.role,
    claims: withVerifiedEmail(caller),
  };
}

/** One request through the emulation, as PostgREST 16.2 answers it (status, headers, body text). */
export async function request(
  db: ClientBase,
  caller: Caller,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const emulation = await emulationFor(db);
  return emulation.handle(apiRequest(caller, method, path, options));
}

/** A response as a `Reply`: 2xx with its JSON body (204 / empty: null), or the error body. */
export function toReply<T = unknown>(response: ApiResponse): Reply<T> {
  const data: unknown = response.body === '' ? null : JSON.parse(response.body);
  if (response.status < 400) return { ok: true, status: response.status, data: data as T };
  return { ok: false, status: response.status, error: data as PostgrestErrorBody };
}

/** The total of a Content-Range (`0-49/123` → 123; `*` → undefined). */
export function contentRangeTotal(response: ApiResponse): number | undefined {
  const total = response.headers['Content-Range']?.split('/')[1];
  return total === undefined || total === '*' ? undefined : Number(total);
}

/** PostgREST's query string on a function's result, and whether the rows are counted (`Prefer: count=exact`). */
export interface ResultQuery {
  search: URLSearchParams;
  count?: boolean;
}

/**
 * POST /rpc/<name> with a JSON object body, as PostgREST 16.2 runs it. With `result`, its
 * query string (filters, order, limit, offset) and `Prefer: count=exact`; `total` is then the
 * Content-Range's total.
 */
export async function rpc<T = unknown>(
  db: ClientBase,
  caller: Caller,
  name: string,
  args: Record<string, unknown> = {},
  result?: ResultQuery,
): Promise<Reply<T> & { total?: number }> {
  const response = await request(db, caller, 'POST', `/rpc/${name}`, {
    query: result?.search.toString() ?? '',
    prefer: result?.count ? ['count=exact'] : [],
    body: args,
  });
  const reply = toReply<T>(response);
  const total = contentRangeTotal(response);
  return total === undefined ? reply : { ...reply, total };
}

export interface TableOptions {
  /** `Prefer: return=representation`: POST/PATCH/DELETE answer with the rows. */
  representation?: boolean;
}

/**
 * One table call, e.g. `tableRequest(db, admin, 'PATCH', 'karte?id=eq.3', { jahr: 1999 })`,
 * through the emulation: GET 200 with rows; POST 201; PATCH/DELETE 204, or 200/201 with the
 * rows when `representation` is set.
 */
export async function tableRequest<T = unknown>(
  db: ClientBase,
  caller: Caller,
  method: Method,
  pathAndQuery: string,
  body?: unknown,
  options: TableOptions = {},
): Promise<Reply<T>> {
  const [path = '', query = ''] = pathAndQuery.replace(/^\//, '').split('?');
  const response = await request(db, caller, method, `/${path}`, {
    query,
    prefer: options.representation ? ['return=representation'] : [],
    body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
  });
  return toReply<T>(response);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs your own SQL as the caller inside a transaction (a savepoint inside `rolledBack`), set up
 * as PostgREST sets up a request: the role, the role's own settings (statement_timeout …, from
 * pg_db_role_setting, as PostgREST's schema cache has them), the claims, then db-pre-request.
 */
export async function asRole<T>(db: ClientBase, caller: Caller, fn: (db: ClientBase) => Promise<T>): Promise<T> {
  const nested = inTransaction.has(db);
  await db.query(nested ? 'SAVEPOINT pgrst_request' : 'BEGIN');
  try {
    await db.query(`SET LOCAL ROLE ${quoteIdent(caller.role)}`);
    await db.query(
      `SELECT set_config('request.jwt.claims', $1, true), set_config('request.method', 'POST', true),
              (SELECT count(set_config(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1), true))
                 FROM pg_db_role_setting s, unnest(s.setconfig) c
                WHERE s.setrole = to_regrole($2) AND s.setdatabase = 0)`,
      [JSON.stringify(withVerifiedEmail(caller)), caller.role],
    );
    if (SETTINGS.dbPreRequest) await db.query(`SELECT ${SETTINGS.dbPreRequest}()`);
    const result = await fn(db);
    if (nested) {
      await db.query('RELEASE SAVEPOINT pgrst_request');
      await db.query(`RESET ALL; RESET ROLE; SELECT set_config('request.jwt.claims', '', true)`);
    } else {
      await db.query('COMMIT');
    }
    return result;
  } catch (error) {
    await db.query(nested ? 'ROLLBACK TO SAVEPOINT pgrst_request' : 'ROLLBACK');
    if (nested) await db.query('RESET ROLE');
    throw error;
  }
}

/** Runs a test body in a transaction that is rolled back, whatever it did. */
export async function rolledBack<T>(db: ClientBase, fn: () => Promise<T>): Promise<T> {
  await db.query('BEGIN');
  inTransaction.add(db);
  try {
    return await fn();
  } finally {
    inTransaction.delete(db);
    await db.query('ROLLBACK');
  }
}
