import { demoToken, readDemoToken } from '@waldmonitor/dataservice/demo-token';
import { VERIFICATION_FAILED, groupsFromClaims, type Identity } from './Identity';
import { tokenStorage } from './tokenStorage';

/**
 * The e-mail and groups of a demo token (the embedded data service's own token, shaped as the
 * identity service's), or null for anything that is not one.
 */
function demoSession(token: string): { email: string; groups: string[] } | null {
  const claims = readDemoToken(token);
  const email = claims?.email;
  return typeof email === 'string' && email.includes('@') ? { email, groups: groupsFromClaims(claims) } : null;
}

export function emailFromDemoToken(token: string): string | null {
  return demoSession(token)?.email ?? null;
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
      const session = token ? demoSession(token) : null;
      if (!session) throw new Error(VERIFICATION_FAILED);
      return { email: session.email, id: session.email, groups: session.groups };
    },
    async logout() {
      tokenStorage.clear();
      onLogout();
    },
  };
}
