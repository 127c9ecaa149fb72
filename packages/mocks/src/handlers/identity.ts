/**
 * Who is calling: the e-mail in the bearer token (a JWT from the identity service or the
 * demo sign-in). PostgREST runs a request as the token's role; in this product a user's
 * database role is named by the e-mail address (a_get_user_exists {db_role}).
 */
export const SESSION_ROLE = 'authenticator';
export const ANONYMOUS_ROLE = 'web_anon';

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/**
 * The token's claims: a JWT's payload, `{ email }` for a bare e-mail as token (the tests' short
 * form), or null without a readable token (PostgREST's anonymous caller).
 */
export function callerClaims(request: Request): Record<string, unknown> | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return token.includes('@') ? { email: token } : null;
  try {
    const claims = decodeSegment(parts[1] ?? '');
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's e-mail (or preferred user name), or null without a readable token. */
export function callerEmail(request: Request): string | null {
  const claims = callerClaims(request);
  const email = claims?.email ?? claims?.preferred_username;
  return typeof email === 'string' ? email : null;
}
