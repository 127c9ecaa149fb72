/**
 * The embedded data service's door: what the server (src/server/httpServer.ts, jwt.ts) does
 * before the emulation, for a request that arrives as a message instead of over HTTP. The
 * bearer token must be a demo token (demoToken.ts); its claims get the server's checks
 * (`exp`, `aud`) and its role the server's `jwt-role-claim-key`, `$.app_status`. Anything else
 * is refused as PostgREST refuses a token it cannot verify: the door fails closed.
 */
import type { ApiResponse } from '../postgrest';
import { claimsError, roleOf } from '../server/jwtClaims';
import { bearerToken } from '../server/jwtBearer';
import { pgrstError } from '../server/pgrstError';
import { parseRoleClaimKey } from '../server/roleClaimKey';
import { DEMO_AUDIENCE, readDemoToken } from './demoToken';
import type { EmbeddedService } from './embeddedService';

/** A request as it crosses to the embedded service: the URL's path under the service's base, and its query. */
export interface DoorRequest {
  method: string;
  /** e.g. `/data/rpc/a_get_all_clients?name=eq.x`, or an absolute URL. */
  url: string;
  headers: [string, string][];
  body: string | null;
}

/** The README's `postgrest.conf` as far as the door reads it. */
const ROLE_CLAIM_KEY = parseRoleClaimKey('$.app_status')!;
const ANON_ROLE = 'web_anon';

function refused(code: 'PGRST301' | 'PGRST303', message: string): ApiResponse {
  return pgrstError(401, { code, message, details: null, hint: null }, 'verbose', {
    'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/**
 * Answers requests under `basePath` (the data client's base URL, `/data` in the demo) with
 * the service: the path below it is PostgREST's path.
 */
export function embeddedDoor(service: Pick<EmbeddedService, 'handle'>, basePath: string) {
  const base = basePath.replace(/\/$/, '');
  return async function answer(request: DoorRequest): Promise<ApiResponse> {
    const url = new URL(request.url, 'http://embedded.invalid');
    const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
    const headers = Object.fromEntries(request.headers.map(([name, value]) => [name.toLowerCase(), value]));
    const token = bearerToken(headers.authorization);
    let claims: Record<string, unknown> = {};
    if (token !== undefined) {
      const read = readDemoToken(token);
      if (read === null) return refused('PGRST301', 'JWT cryptographic operation failed');
      const invalid = claimsError(read, Math.floor(Date.now() / 1000), DEMO_AUDIENCE);
      if (invalid) return refused('PGRST303', invalid);
      claims = read;
    }
    const role = roleOf(claims, ROLE_CLAIM_KEY, ANON_ROLE)!;
    return service.handle({
      method: request.method.toUpperCase(),
      path,
      query: url.search.replace(/^\?/, ''),
      headers,
      body: request.body,
      role,
      claims,
    });
  };
}
