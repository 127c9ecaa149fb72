/**
 * CORS as PostgREST 16.2 answers it (`Cors.hs`, through wai-cors 0.2.7's `cors` middleware):
 * only for requests with an `Origin` header. Without `server-cors-allowed-origins` every origin
 * gets `Access-Control-Allow-Origin: *`; with it, a listed origin is echoed with
 * `Access-Control-Allow-Credentials: true` and any other gets no CORS headers at all. An
 * `OPTIONS` with `Access-Control-Request-Method` is a preflight, answered here (200, empty); any
 * requested header is allowed. A failed preflight goes on to the API like any request.
 */

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'];
const EXPOSED =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';
const SIMPLE_HEADERS = ['Accept', 'Accept-Language', 'Content-Language'];

export type CorsOutcome =
  | { kind: 'none' }
  | { kind: 'preflight'; headers: Record<string, string> }
  | { kind: 'actual'; headers: Record<string, string> };

/** `headers`: the request's, names in lower case. */
export function corsFor(method: string, headers: Record<string, string>, allowedOrigins: string[]): CorsOutcome {
  const origin = headers.origin;
  if (origin === undefined || headers.upgrade?.toLowerCase() === 'websocket') return { kind: 'none' };
  if (allowedOrigins.length > 0 && !allowedOrigins.includes(origin)) return { kind: 'none' };
  const common: Record<string, string> =
    allowedOrigins.length === 0
      ? { 'access-control-allow-origin': '*' }
      : { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
  if (method !== 'OPTIONS') return { kind: 'actual', headers: { ...common, 'access-control-expose-headers': EXPOSED } };

  const requestedMethod = headers['access-control-request-method'];
  if (requestedMethod === undefined || !METHODS.includes(requestedMethod)) return { kind: 'none' };
  const preflight: Record<string, string> = { ...common, 'access-control-allow-methods': METHODS.join(', ') };
  const requested = headers['access-control-request-headers'];
  if (requested !== undefined) {
    // Cors.hs allows "Authorization" and whatever the preflight asks for, then wai-cors adds the simple headers.
    const asked = requested.split(',').map((h) => h.trim());
    const allowed = ['Authorization', ...asked];
    for (const simple of SIMPLE_HEADERS) {
      if (!allowed.some((h) => h.toLowerCase() === simple.toLowerCase())) allowed.push(simple);
    }
    if (!asked.every((h) => h === '' || /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(h))) return { kind: 'none' };
    preflight['access-control-allow-headers'] = allowed.join(', ');
  }
  preflight['access-control-max-age'] = '86400';
  return { kind: 'preflight', headers: preflight };
}
