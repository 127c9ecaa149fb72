/**
 * PostgREST 16.2's errors (Error.hs): its own PGRSTxxx codes with their status, message,
 * details and hint, and a PostgreSQL error mapped from its SQLSTATE to an HTTP status
 * (42501 is 401 for the anonymous role, 403 otherwise; `RAISE SQLSTATE 'PGRST'` sets code,
 * message, status and headers from JSON). The body's keys come in aeson's order
 * (code, details, hint, message).
 */
import { byteLength } from './byteLength';
import { FuzzySet } from './fuzzy';
import type { ApiResponse } from './types';

export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorBody(error: PgrstError): string {
  return JSON.stringify({ code: error.code, details: error.details, hint: error.hint, message: error.message });
}

/** Error.errorResponseFor: the JSON body, its length, and Proxy-Status naming the code. */
export function errorResponse(error: PgrstError): ApiResponse {
  const body = errorBody(error);
  return {
    status: error.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(byteLength(body)),
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    },
    body,
  };
}

// ---------------------------------------------------------------------------------------
// ApiRequestError (PGRST1xx)

export const queryParamError = (message: string, details: string) => new PgrstError(400, 'PGRST100', message, details);
export const invalidRpcMethod = (method: string) =>
  new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
export const invalidBody = (message: string) => new PgrstError(400, 'PGRST102', message);

export type RangeError = 'NegativeLimit' | 'LowerGTUpper' | { offset: number; total: number };
export function invalidRange(error: RangeError): PgrstError {
  const details =
    error === 'NegativeLimit'
      ? 'Limit should be greater than or equal to zero.'
      : error === 'LowerGTUpper'
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : `An offset of ${error.offset} was requested, but there are only ${error.total} rows.`;
  return new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);
}
export const invalidFilters = () =>
  new PgrstError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
export const unacceptableSchema = (schema: string, schemas: string[]) =>
  new PgrstError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${schemas.join(', ')}`,
  );
export const mediaTypeError = (mimes: string[]) =>
  new PgrstError(406, 'PGRST107', `None of these media types are available: ${mimes.join(', ')}`);
export const notEmbedded = (resource: string) =>
  new PgrstError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
export const gucHeadersError = () =>
  new PgrstError(
    500,
    'PGRST111',
    'response.headers guc must be a JSON array composed of objects with a single key and a string value',
  );
export const gucStatusError = () => new PgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
export const putLimitNotAllowed = () =>
  new PgrstError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
export const putMatchingPkError = () =>
  new PgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
export const singularityError = (rows: number) =>
  new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
export const unsupportedMethod = (method: string) =>
  new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
export const invalidPreferences = (prefs: string[]) =>
  new PgrstError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  );
export const aggregatesNotAllowed = () => new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
export const maxAffectedViolation = (rows: number) =>
  new PgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );
export const invalidResourcePath = () => new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
export const openApiDisabled = () => new PgrstError(404, 'PGRST126', 'Root endpoint metadata is disabled');
/**
 * PostgREST's own answer for a request it understands but does not carry out (Error.hs,
 * PGRST127); the emulation gives it also for what it leaves out (resource embedding).
 */
export const notImplemented = (details: string) => new PgrstError(400, 'PGRST127', 'Feature not implemented', details);
export const maxAffectedRpcViolation = () =>
  new PgrstError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  );

// ---------------------------------------------------------------------------------------
// SchemaCacheError (PGRST2xx)

export interface ProcCandidate {
  schema: string;
  name: string;
  params: { name: string; type: string }[];
}

/** The hint of a function not found: a near name, or near parameters of its overloads. */
function noRpcHint(
  schema: string,
  name: string,
  argumentKeys: string[],
  allProcs: { schema: string; name: string }[],
  overloads: ProcCandidate[],
): string | null {
  const listToText = (names: string[]) => `(${[...names].sort().join(', ')})`;
  let possible: string | null;
  if (overloads.length === 0) {
    possible = new FuzzySet(allProcs.filter((p) => p.schema === schema).map((p) => p.name)).getOne(name, 0.75);
  } else {
    const match = new FuzzySet(overloads.map((o) => listToText(o.params.map((p) => p.name)))).getOne(
      listToText(argumentKeys),
    );
    possible = match === null ? null : name + match;
  }
  return possible === null ? null : `Perhaps you meant to call the function ${schema}.${possible}`;
}

/**
 * PGRST202: no function of that name takes these arguments. `postBody`: the content type
 * of a POST (the details say which single unnamed parameter was looked for), null for a GET.
 */
export function noRpc(
  schema: string,
  name: string,
  argumentKeys: string[],
  postBody: 'json' | 'text' | 'xml' | 'octet-stream' | 'other' | null,
  allProcs: { schema: string; name: string }[],
  overloads: ProcCandidate[],
): PgrstError {
  const func = `${schema}.${name}`;
  const onlySingleParams = postBody === 'text' || postBody === 'xml' || postBody === 'octet-stream';
  const fmtPrms = (p: string) => (argumentKeys.length === 0 ? ' without parameters' : p);
  const message = `Could not find the function ${func}${onlySingleParams ? '' : fmtPrms(`(${argumentKeys.join(', ')})`)} in the schema cache`;
  const prmsDet = ` with parameter${argumentKeys.length > 1 ? 's ' : ' '}${argumentKeys.join(', ')}`;
  const searched =
    postBody === 'text'
      ? ' with a single unnamed text parameter'
      : postBody === 'xml'
        ? ' with a single unnamed xml parameter'
        : postBody === 'octet-stream'
          ? ' with a single unnamed bytea parameter'
          : postBody === 'json'
            ? `${fmtPrms(prmsDet)} or with a single unnamed json/jsonb parameter`
            : fmtPrms(prmsDet);
  const details = `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`;
  const hint = onlySingleParams ? null : noRpcHint(schema, name, argumentKeys, allProcs, overloads);
  return new PgrstError(404, 'PGRST202', message, details, hint);
}

export const ambiguousRpc = (procs: ProcCandidate[]) =>
  new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${procs
      .map((p) => `${p.schema}.${p.name}(${p.params.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );

export const columnNotFound = (relation: string, column: string) =>
  new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);

export function tableNotFound(schema: string, name: string, tablesOfSchema: string[] | null): PgrstError {
  // PostgREST indexes table names for hints only in schemas with fewer than 500 of them.
  const near = tablesOfSchema && tablesOfSchema.length < 500 ? new FuzzySet(tablesOfSchema).getOne(name, 0.75) : null;
  return new PgrstError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    near === null ? null : `Perhaps you meant the table '${schema}.${near}'`,
  );
}

// ---------------------------------------------------------------------------------------
// PostgreSQL errors

/** What a driver's error carries (node-postgres and PGlite name these fields alike). */
export interface DatabaseErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike & { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** Error.mapSQLtoHTTP. */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code.startsWith('08')) return 503;
  if (code.startsWith('09')) return 500;
  if (code.startsWith('0L') || code.startsWith('0P')) return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code.startsWith('25')) return 500;
  if (code.startsWith('28')) return 403;
  if (['2D', '38', '39', '3B', '40'].includes(code.slice(0, 2))) return 500;
  if (code === '53400') return 500;
  if (code.startsWith('53')) return 503;
  if (code.startsWith('54') || code.startsWith('55')) return 500;
  if (code === '57P01') return 503;
  if (['57', '58', 'F0', 'HV'].includes(code.slice(0, 2))) return 500;
  if (code === 'P0001') return 400;
  if (code.startsWith('P0') || code.startsWith('XX')) return 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code.startsWith('PT')) {
    const n = code.slice(2);
    return /^\d+$/.test(n) ? Number(n) : 500;
  }
  return 400;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `RAISE SQLSTATE 'PGRST'`: MESSAGE {code, message, details?, hint?}, DETAIL {status, status_text?, headers}. */
function raisedPgrst(error: DatabaseErrorLike): PgrstError {
  const parseError = (details: string, hint: string) =>
    new PgrstError(500, 'PGRST121', `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, details, hint);
  const msgHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  const msg = parseJson(error.message);
  if (
    !isObject(msg) ||
    typeof msg.code !== 'string' ||
    typeof msg.message !== 'string' ||
    !optionalText(msg.details) ||
    !optionalText(msg.hint)
  ) {
    return parseError(`Invalid JSON value for MESSAGE: '${error.message}'`, msgHint);
  }
  if (error.detail === undefined || error.detail === null)
    return parseError('DETAIL is missing in the RAISE statement', detHint);
  const det = parseJson(error.detail);
  if (
    !isObject(det) ||
    typeof det.status !== 'number' ||
    !Number.isInteger(det.status) ||
    !optionalText(det.status_text) ||
    !isObject(det.headers) ||
    !Object.values(det.headers).every((v) => typeof v === 'string')
  ) {
    return parseError(`Invalid JSON value for DETAIL: '${error.detail}'`, detHint);
  }
  return new PgrstError(
    det.status,
    msg.code,
    msg.message,
    (msg.details as string | null | undefined) ?? null,
    (msg.hint as string | null | undefined) ?? null,
    det.headers as Record<string, string>,
  );
}

/** A PostgreSQL error as PostgREST answers it; `authenticated`: the role is not db-anon-role. */
export function databaseError(error: DatabaseErrorLike & { code: string }, authenticated: boolean): PgrstError {
  if (error.code === 'PGRST') return raisedPgrst(error);
  const status = statusForSqlState(error.code, error.message, authenticated);
  return new PgrstError(
    status,
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  );
}
