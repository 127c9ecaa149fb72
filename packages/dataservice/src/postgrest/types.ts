/**
 * The emulation's public types (re-exported by index.ts): the database as the emulation
 * sees it (a session, a host of sessions), its settings (PostgREST's configuration keys
 * that shape statements), and a request and response without HTTP server concerns (token
 * verification and CORS belong to the server that uses the emulation).
 */

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** One database session (a pg PoolClient, a PGlite instance): statements run in order on it. */
export interface SqlSession {
  query(text: string, params?: unknown[]): Promise<SqlResult>;
}

/** Where sessions come from: a pg Pool (db-uri, signed in as the authenticator role) or PGlite. */
export interface SqlHost {
  acquire(): Promise<SqlSession & { release(): void }>;
  /** LISTEN on a channel (db-channel, default 'pgrst'); resolves to an unlisten. Optional (PGlite may lack it). */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface EmulationSettings {
  dbSchemas: string[]; // db-schemas; first is the default (Accept-Profile/Content-Profile choose others)
  dbAnonRole: string | null; // db-anon-role
  dbMaxRows: number | null; // db-max-rows
  dbPreRequest: string | null; // db-pre-request, e.g. 'data.pre_request'
  dbChannel?: string; // default 'pgrst'
  dbChannelEnabled?: boolean; // default true
  dbTxEnd?: 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';
  /** db-extra-search-path; default ['public'] as PostgREST's. */
  dbExtraSearchPath?: string[];
}

export interface ApiRequest {
  method: string;
  path: string;
  /** raw query string without '?' */
  query: string;
  /** lower-case names */
  headers: Record<string, string>;
  body: string | null;
  /** The role the request runs as (the JWT's role claim, or db-anon-role); resolved by the server layer. */
  role: string;
  /** The verified JWT claims ({} when anonymous). */
  claims: Record<string, unknown>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One statement and its parameters ($1, $2 … in order). */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Emulation {
  handle(request: ApiRequest): Promise<ApiResponse>;
  /** The statements handle() would run for this request, without running them (golden tests, EXPLAIN, bench). */
  plan(request: ApiRequest): { statements: Statement[] } | ApiResponse;
  reloadSchemaCache(): Promise<void>;
  close(): Promise<void>;
}
