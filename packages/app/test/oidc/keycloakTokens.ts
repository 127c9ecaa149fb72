import { createHmac, randomBytes } from 'node:crypto';

/** Seconds since the epoch, as oidc-provider counts. */
export const epochNow = (): number => Math.floor(Date.now() / 1000);

/**
 * The seconds a session that began at `authTime` has left of `lifetime`, never under 1 (the
 * provider takes only positive lifetimes; a spent session is refused by its expiry, not by this).
 * Without a start, the whole lifetime.
 */
export function secondsLeft(lifetime: number, authTime: number | undefined, now: number = epochNow()): number {
  const left = authTime === undefined ? lifetime : lifetime - (now - authTime);
  return Math.max(1, Math.min(lifetime, Math.floor(left)));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What a refresh token of Keycloak says about itself (keycloak-js decodes it; nobody verifies it but the server). */
export interface RefreshTokenClaims {
  iss: string;
  sub?: string;
  azp?: string;
  sid?: string;
  scope?: string;
  iat: number;
  exp: number;
}

/**
 * A refresh token shaped as Keycloak's: a JWT (`typ: Refresh`) signed with the server's own HMAC
 * key. keycloak-js decodes every refresh token as a JWT and fails on an opaque one, which is
 * what oidc-provider issues by default. Unique by its random `jti`.
 */
export function refreshTokenJwt(claims: RefreshTokenClaims, secret: Buffer): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({ ...claims, jti: randomBytes(16).toString('hex'), typ: 'Refresh' });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
