/**
 * The statements PostgREST 16.2 runs before the main one (Query/PreQuery.hs, MainTx.hs,
 * hasql-transaction): BEGIN with the isolation level and access mode, one `select
 * set_config(…)` of search_path, the role's own settings, role, request.jwt.claims,
 * request.method, request.path, request.headers, request.cookies, timezone and the
 * function's hoisted settings — in that order, every value a parameter — and the
 * db-pre-request function.
 */
import type { ParsedRequest } from './apiRequest';
import type { CrudPlan } from './planTypes';
import type { IsolationLevel, SchemaCache } from './schemaCache';
import { escapeIdent, fromQi } from './sqlFragments';
import { join, Snippet } from './snippet';
import type { ApiRequest } from './types';

/** hasql-transaction's BEGIN: `BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY`. */
export function beginStatement(isolation: IsolationLevel, mode: 'read' | 'write'): string {
  return `BEGIN ISOLATION LEVEL ${isolation.toUpperCase()} ${mode === 'read' ? 'READ ONLY' : 'READ WRITE'}`;
}

/** MainTx.planIsoLvl: the function's own level, else the role's, else READ COMMITTED. */
export function isolationLevel(plan: CrudPlan, cache: SchemaCache, role: string): IsolationLevel {
  const roleLevel = cache.roleIsolationLevels[role] ?? 'read committed';
  return plan.kind === 'call' ? (plan.routine.isolationLevel ?? roleLevel) : roleLevel;
}

/** aeson's encoding of an object: keys in order (its KeyMap is a Map). */
export function encodeJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(encodeJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${encodeJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** web-cookie's parseCookies: `a=1; b=2`. */
function parseCookies(header: string | undefined): [string, string][] {
  if (header === undefined) return [];
  return header
    .split(';')
    .map((c) => c.replace(/^ +/, ''))
    .filter((c) => c !== '')
    .map((c) => {
      const at = c.indexOf('=');
      return at < 0 ? [c, ''] : [c.slice(0, at), c.slice(at + 1)];
    });
}

const setConfigConstant = (name: string, value: string) =>
  Snippet.sql(`set_config('${name}', `).append(Snippet.param(value), ', true)');
const setConfigDynamic = (name: string, value: string) =>
  Snippet.sql('set_config(').append(Snippet.param(name), ', ', Snippet.param(value), ', true)');

/** PreQuery.txVarQuery. */
export function txVarQuery(
  plan: CrudPlan,
  parsed: ParsedRequest,
  request: ApiRequest,
  cache: SchemaCache,
  extraSearchPath: string[],
): Snippet {
  const claims = { ...request.claims, role: request.role };
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'cookie'));
  const cookies = Object.fromEntries(parseCookies(request.headers.cookie));
  // Role settings first: `GRANT SET ON PARAMETER … TO authenticator` must still apply (PreQuery.hs).
  const roleSettings = (cache.roleSettings[request.role] ?? []).map(([k, v]) => setConfigDynamic(k, v));
  const funcSettings = plan.kind === 'call' ? plan.routine.settings.map(([k, v]) => setConfigDynamic(k, v)) : [];
  const timezone =
    parsed.preferences.timezone === null ? [] : [setConfigConstant('timezone', parsed.preferences.timezone)];
  return Snippet.sql('select ').append(
    join(', ', [
      setConfigConstant('search_path', [parsed.schema, ...extraSearchPath].map(escapeIdent).join(', ')),
      ...roleSettings,
      setConfigConstant('role', request.role),
      setConfigConstant('request.jwt.claims', encodeJson(claims)),
      setConfigConstant('request.method', request.method),
      setConfigConstant('request.path', request.path),
      setConfigConstant('request.headers', encodeJson(headers)),
      setConfigConstant('request.cookies', encodeJson(cookies)),
      ...timezone,
      ...funcSettings,
    ]),
  );
}

/** PreQuery.preReqQuery: `select "schema"."function"()` (db-pre-request split at its first dot). */
export function preRequestQuery(preRequest: string): string {
  const dot = preRequest.indexOf('.');
  const qi =
    dot < 0 ? { schema: '', name: preRequest } : { schema: preRequest.slice(0, dot), name: preRequest.slice(dot + 1) };
  return `select ${fromQi(qi)}()`;
}
