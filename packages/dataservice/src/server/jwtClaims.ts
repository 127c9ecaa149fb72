/**
 * What PostgREST 16.2 does with a token's claims once they are read (`Auth/Jwt.hs`
 * checkForErrors, `Auth.hs` the role): the time and audience checks, then the role from
 * `jwt-role-claim-key`, else `db-anon-role`. Shared by the server's verifier (jwt.ts) and the
 * embedded data service's door (src/pglite/embeddedDoor.ts), so both check claims alike.
 */
import type { RoleClaimKey } from './roleClaimKey';

/** Auth/Jwt.hs allowedSkewSeconds. */
const CLOCK_SKEW_SECONDS = 30;

/** exp, nbf, iat, aud in that order, the first failure wins; `now` in seconds since the epoch. */
export function claimsError(claims: Record<string, unknown>, now: number, audience: string | null): string | undefined {
  // sciToInt: a number that is not a whole Int64 counts as 0.
  const seconds = (v: number) => (Number.isInteger(v) && Math.abs(v) <= 9.2e18 ? v : 0);
  const timeChecks: [string, string, (t: number) => boolean, string][] = [
    ['exp', "The JWT 'exp' claim must be a number", (t) => now - CLOCK_SKEW_SECONDS > t, 'JWT expired'],
    ['nbf', "The JWT 'nbf' claim must be a number", (t) => now + CLOCK_SKEW_SECONDS < t, 'JWT not yet valid'],
    ['iat', "The JWT 'iat' claim must be a number", (t) => now + CLOCK_SKEW_SECONDS < t, 'JWT issued at future'],
  ];
  for (const [name, notNumber, invalid, message] of timeChecks) {
    const v = claims[name];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'number') return notNumber;
    if (invalid(seconds(v))) return message;
  }
  const aud = claims.aud;
  if (aud === undefined || aud === null) return undefined;
  const matches = (a: string) => audience === null || a === audience;
  if (typeof aud === 'string') return matches(aud) ? undefined : 'JWT not in audience';
  if (Array.isArray(aud) && aud.every((a) => typeof a === 'string')) {
    return aud.length === 0 || aud.some(matches) ? undefined : 'JWT not in audience';
  }
  return "The JWT 'aud' claim must be a string or an array of strings";
}

/** The role the request runs as: the claim's string (other JSON as its text), else the anonymous role. */
export function roleOf(claims: Record<string, unknown>, key: RoleClaimKey, anonRole: string | null): string | null {
  const found = key.find(claims);
  if (found === undefined) return anonRole;
  return typeof found.value === 'string' ? found.value : JSON.stringify(found.value);
}
