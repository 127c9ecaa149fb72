/**
 * What a request asks for, as PostgREST 16.2 reads it before planning (ApiRequest.hs,
 * ApiRequest/Payload.hs): the resource and action from path and method, the schema from
 * the profile headers, the query string, the top-level range, and the body's columns.
 * Everything here fails without touching the database.
 */
import {
  invalidBody,
  invalidRange,
  invalidResourcePath,
  invalidRpcMethod,
  notImplemented,
  openApiDisabled,
  putLimitNotAllowed,
  queryParamError,
  unacceptableSchema,
  unsupportedMethod,
} from './errors';
import { decodeMediaType, parseAccept, toMime, type MediaType } from './mediaType';
import type { Mutation, QualifiedIdentifier } from './planTypes';
import { parsePreferences, type Preferences } from './preferences';
import { QueryParamError } from './queryParamError';
import { parseQueryParams, type QueryParams } from './queryParams';
import {
  allRange,
  convertToLimitZeroRange,
  hasLimitZero,
  intersect,
  isEmpty,
  parseRangeHeader,
  sameRange,
  emptyRange,
  type RowRange,
} from './range';
import type { ApiRequest, EmulationSettings } from './types';

export type InvokeMethod = 'post' | 'get' | 'head';

export type Action =
  | { kind: 'relation-read'; qi: QualifiedIdentifier; headersOnly: boolean }
  | { kind: 'relation-mut'; qi: QualifiedIdentifier; mutation: Mutation }
  | { kind: 'routine'; qi: QualifiedIdentifier; invoke: InvokeMethod }
  | { kind: 'relation-info'; qi: QualifiedIdentifier }
  | { kind: 'routine-info'; qi: QualifiedIdentifier };

export type Payload =
  /** A JSON body with the keys of its (first) object. `raw` is what reaches SQL. */
  | { kind: 'json'; raw: string; keys: Set<string> }
  /** A JSON body with `?columns=`: not parsed, the columns named in the query. */
  | { kind: 'raw-json'; raw: string }
  | { kind: 'urlencoded'; params: [string, string][]; keys: Set<string> }
  /** text/plain, text/xml, application/octet-stream to a function of one unnamed parameter. */
  | { kind: 'raw'; raw: string };

export interface ParsedRequest {
  action: Action;
  topLevelRange: RowRange;
  payload: Payload | null;
  preferences: Preferences;
  query: QueryParams;
  /** The body's keys (or `?columns=`), sorted as a Set of Text is. */
  columns: Set<string>;
  schema: string;
  negotiatedByProfile: boolean;
  accept: MediaType[];
  contentType: MediaType;
  method: string;
}

/** WAI's pathInfo: the path's segments, percent-decoded; `/` is none. */
function pathSegments(path: string): string[] {
  const trimmed = path.replace(/^\//, '');
  if (trimmed === '') return [];
  return trimmed.split('/').map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
}

function getAction(segments: string[], schema: string, method: string): Action {
  const qi = (name: string): QualifiedIdentifier => ({ schema, name });
  if (segments.length === 2 && segments[0] === 'rpc') {
    const name = segments[1]!;
    switch (method) {
      case 'HEAD':
        return { kind: 'routine', qi: qi(name), invoke: 'head' };
      case 'GET':
        return { kind: 'routine', qi: qi(name), invoke: 'get' };
      case 'POST':
        return { kind: 'routine', qi: qi(name), invoke: 'post' };
      case 'OPTIONS':
        return { kind: 'routine-info', qi: qi(name) };
      default:
        throw invalidRpcMethod(method);
    }
  }
  if (segments.length !== 1) throw invalidResourcePath();
  const table = qi(segments[0]!);
  switch (method) {
    case 'HEAD':
      return { kind: 'relation-read', qi: table, headersOnly: true };
    case 'GET':
      return { kind: 'relation-read', qi: table, headersOnly: false };
    case 'POST':
      return { kind: 'relation-mut', qi: table, mutation: 'create' };
    case 'PUT':
      return { kind: 'relation-mut', qi: table, mutation: 'single-upsert' };
    case 'PATCH':
      return { kind: 'relation-mut', qi: table, mutation: 'update' };
    case 'DELETE':
      return { kind: 'relation-mut', qi: table, mutation: 'delete' };
    case 'OPTIONS':
      return { kind: 'relation-info', qi: table };
    default:
      throw unsupportedMethod(method);
  }
}

/** ApiRequest.getSchema: Content-Profile for writes, Accept-Profile otherwise. */
function getSchema(settings: EmulationSettings, headers: Record<string, string>, method: string) {
  const profile = ['DELETE', 'PATCH', 'POST', 'PUT'].includes(method)
    ? headers['content-profile']
    : headers['accept-profile'];
  if (profile !== undefined) {
    if (!settings.dbSchemas.includes(profile)) throw unacceptableSchema(profile, settings.dbSchemas);
    return { schema: profile, negotiatedByProfile: true };
  }
  return { schema: settings.dbSchemas[0]!, negotiatedByProfile: settings.dbSchemas.length !== 1 };
}

/** ApiRequest.getRanges: the Range header (GET only) meets `limit`/`offset`; limit=0 is allowed. */
function getRanges(method: string, query: QueryParams, headers: Record<string, string>): RowRange {
  const headerRange = method === 'GET' ? parseRangeHeader(headers.range) : allRange;
  const limitRange = query.ranges.get('limit') ?? allRange;
  const topLevel = convertToLimitZeroRange(limitRange, () => intersect(headerRange, limitRange));
  if (sameRange(topLevel, emptyRange) && !hasLimitZero(limitRange)) {
    throw invalidRange(isEmpty(headerRange) ? 'LowerGTUpper' : 'NegativeLimit');
  }
  if (method === 'PUT' && !sameRange(topLevel, allRange)) throw putLimitNotAllowed();
  return topLevel;
}

/** Payload.payloadAttributes: an array of objects with the same keys, or one object; anything else is `[]`. */
function payloadAttributes(raw: string, json: unknown): Payload | null {
  const keysOf = (o: object) => new Set(Object.keys(o));
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(json)) {
    if (json.length === 0) return { kind: 'json', raw: '[]', keys: new Set() };
    const first = json[0] as unknown;
    if (!isObject(first)) return null;
    const canonical = [...keysOf(first)].sort().join('\0');
    const uniform = json.every((x) => isObject(x) && [...keysOf(x)].sort().join('\0') === canonical);
    return uniform ? { kind: 'json', raw, keys: keysOf(first) } : null;
  }
  if (isObject(json)) return { kind: 'json', raw, keys: keysOf(json) };
  return { kind: 'json', raw: '[]', keys: new Set() };
}

function urlEncodedParams(body: string): [string, string][] {
  return [...new URLSearchParams(body)];
}

/** Payload.getPayload. */
function getPayload(body: string, contentType: MediaType, query: QueryParams, action: Action): Payload | null {
  const shouldParse =
    (action.kind === 'relation-mut' && action.mutation !== 'delete') ||
    (action.kind === 'routine' && action.invoke === 'post');
  if (!shouldParse) return null;
  const isProc = action.kind === 'routine';
  const takesColumns =
    isProc || (action.kind === 'relation-mut' && (action.mutation === 'create' || action.mutation === 'update'));
  const columns = takesColumns ? query.columns : null;
  switch (contentType.kind) {
    case 'json': {
      if (columns !== null) return { kind: 'raw-json', raw: body };
      let json: unknown;
      if (body === '' && isProc) json = {};
      else {
        try {
          json = JSON.parse(body) as unknown;
        } catch {
          throw invalidBody('Empty or invalid json');
        }
      }
      const payload = payloadAttributes(body, json);
      if (payload === null) throw invalidBody('All object keys must match');
      return payload;
    }
    case 'csv':
      throw notImplemented('CSV request bodies are not emulated');
    case 'urlencoded': {
      const params = urlEncodedParams(body);
      if (isProc) return { kind: 'urlencoded', params, keys: new Set(params.map(([k]) => k)) };
      const map = Object.fromEntries(params);
      return { kind: 'json', raw: JSON.stringify(map), keys: new Set(Object.keys(map)) };
    }
    case 'text':
    case 'xml':
    case 'octet-stream':
      if (isProc) return { kind: 'raw', raw: body };
      throw invalidBody(`Content-Type not acceptable: ${toMime(contentType)}`);
    default:
      throw invalidBody(`Content-Type not acceptable: ${toMime(contentType)}`);
  }
}

/** ApiRequest.userApiRequest: throws PgrstError for what PostgREST refuses before planning. */
export function parseApiRequest(settings: EmulationSettings, request: ApiRequest): ParsedRequest {
  const method = request.method.toUpperCase();
  const headers = request.headers;
  const txEnd = settings.dbTxEnd ?? 'commit';
  const preferences = parsePreferences(headers.prefer, txEnd.endsWith('allow-override'));
  const segments = pathSegments(request.path);
  // The root is the OpenAPI description, which is not emulated: answered as with openapi-mode = "disabled".
  if (segments.length === 0) throw openApiDisabled();
  if (segments.length > 2 || (segments.length === 2 && segments[0] !== 'rpc')) throw invalidResourcePath();
  const { schema, negotiatedByProfile } = getSchema(settings, headers, method);
  const action = getAction(segments, schema, method);
  const isRpcRead = action.kind === 'routine' && action.invoke !== 'post';
  let query: QueryParams;
  try {
    query = parseQueryParams(isRpcRead, request.query);
  } catch (error) {
    if (error instanceof QueryParamError) throw queryParamError(error.message, error.details);
    throw error;
  }
  const topLevelRange = getRanges(method, query, headers);
  const contentType =
    headers['content-type'] === undefined ? ({ kind: 'json' } as const) : decodeMediaType(headers['content-type']);
  const payload = getPayload(request.body ?? '', contentType, query, action);
  let columns: Set<string>;
  if (payload?.kind === 'json' || payload?.kind === 'urlencoded') columns = payload.keys;
  else if (payload?.kind === 'raw-json') columns = new Set(query.columns ?? []);
  else columns = new Set();
  return {
    action,
    topLevelRange,
    payload,
    preferences,
    query,
    columns,
    schema,
    negotiatedByProfile,
    accept: parseAccept(headers.accept),
    contentType,
    method,
  };
}
