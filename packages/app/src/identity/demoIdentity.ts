import { VERIFICATION_FAILED, groupsFromClaims, type Identity } from './Identity';
import { tokenStorage } from './tokenStorage';

const DEMO_ISSUER = 'waldmonitor-demo';

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

/**
 * A demo token is shaped like the identity service's JWT (unsigned), so the mock data
 * service reads the caller's e-mail from it exactly as it would from a real token.
 */
export function demoToken(email: string, groups: readonly string[] = []): string {
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify(
      groups.length ? { iss: DEMO_ISSUER, sub: email, email, groups } : { iss: DEMO_ISSUER, sub: email, email },
    ),
  );
  return `${header}.${claims}.demo`;
}

/** The claims of a demo token, or null for anything that is not one. */
function demoClaims(token: string): { email: string; groups: string[] } | null {
  const [, claims, signature] = token.split('.');
  if (!claims || signature !== 'demo') return null;
  try {
    const parsed = JSON.parse(fromBase64url(claims)) as { iss?: string; email?: unknown };
    return parsed.iss === DEMO_ISSUER && typeof parsed.email === 'string' && parsed.email.includes('@')
      ? { email: parsed.email, groups: groupsFromClaims(parsed) }
      : null;
  } catch {
    return null;
  }
}

export function emailFromDemoToken(token: string): string | null {
  return demoClaims(token)?.email ?? null;
}

/** requirements §5: "Login username is trimmed." */
export function normaliseUsername(username: string): string {
  return username.trim();
}

export interface DemoIdentity extends Identity {
  /** Signs in as `username`; `groups` stand for the identity service's groups claim. */
  signIn(username: string, groups?: readonly string[]): void;
}

/** The demo sign-in: pick a demo user on /login; the token is kept under `Admin-Token` too. */
export function createDemoIdentity(onLogout: () => void = () => window.location.assign('/login')): DemoIdentity {
  return {
    kind: 'demo',
    getToken: tokenStorage.get,
    clearToken: tokenStorage.clear,
    signIn(username, groups = []) {
      tokenStorage.set(demoToken(normaliseUsername(username), groups));
    },
    async loadProfile() {
      const token = tokenStorage.get();
      const claims = token ? demoClaims(token) : null;
      if (!claims) throw new Error(VERIFICATION_FAILED);
      return { email: claims.email, id: claims.email, groups: claims.groups };
    },
    async logout() {
      tokenStorage.clear();
      onLogout();
    },
  };
}
