/**
 * The demo's tokens: shaped as the identity service's (packages/dataservice/keycloak) with the
 * claims the data service reads — `email`, `email_verified`, `app_status` (the realm's user
 * attribute), `aud`, `groups` — but unsigned: a key shipped in the demo's bundle would be no
 * secret. Only the embedded data service accepts them (embeddedDoor.ts), and only with this
 * issuer; PostgREST refuses an unsigned token. What the role may do is the SQL's decision.
 */
import { DEMO_USERS, type DemoUser } from '../seed/demoUsers';

export const DEMO_ISSUER = 'waldmonitor-demo';
/** The audience the realm's mapper puts in the token and `jwt-aud` asks for (README). */
export const DEMO_AUDIENCE = 'waldmonitor-web';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64url = (segment: string) => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

const demoUserByEmail = new Map<string, DemoUser>(
  Object.values(DEMO_USERS).map((user: DemoUser) => [user.email.toLowerCase(), user]),
);

/**
 * The claims the identity service gives a demo user: a known demo account's attribute, else
 * `ogf_new`, as a newly registered person gets (requirements §4).
 */
export function demoClaims(email: string, groups: readonly string[] = []): Record<string, unknown> {
  const user = demoUserByEmail.get(email.trim().toLowerCase());
  return {
    iss: DEMO_ISSUER,
    aud: DEMO_AUDIENCE,
    sub: email,
    email,
    email_verified: true,
    app_status: user ? (user.claimed_app_status ?? user.app_status) : 'ogf_new',
    ...(groups.length > 0 ? { groups: [...groups] } : {}),
  };
}

export function demoToken(email: string, groups: readonly string[] = []): string {
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64url(JSON.stringify(demoClaims(email, groups)))}.`;
}

/** The claims of a demo token, or null for anything else (a signed token, another issuer, garbage). */
export function readDemoToken(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[2] !== '') return null;
  try {
    const header = JSON.parse(fromBase64url(parts[0]!)) as { alg?: unknown };
    const claims = JSON.parse(fromBase64url(parts[1]!)) as unknown;
    if (header.alg !== 'none' || typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    return (claims as Record<string, unknown>).iss === DEMO_ISSUER ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
