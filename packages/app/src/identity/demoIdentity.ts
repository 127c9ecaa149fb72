import { VERIFICATION_FAILED, type Identity } from './Identity';
import { tokenStorage } from './tokenStorage';

const PREFIX = 'demo.';

/** A demo token names the signed-in e-mail; it opens nothing outside the mock service. */
export function demoToken(email: string): string {
  return PREFIX + btoa(encodeURIComponent(email));
}

export function emailFromDemoToken(token: string): string | null {
  if (!token.startsWith(PREFIX)) return null;
  try {
    const email = decodeURIComponent(atob(token.slice(PREFIX.length)));
    return email.includes('@') ? email : null;
  } catch {
    return null;
  }
}

/** spec §5: "Login username is trimmed." */
export function normaliseUsername(username: string): string {
  return username.trim();
}

export interface DemoIdentity extends Identity {
  signIn(username: string): void;
}

/** The demo sign-in: pick a demo user on /login; the token is kept under `Admin-Token` too. */
export function createDemoIdentity(onLogout: () => void = () => window.location.assign('/login')): DemoIdentity {
  return {
    kind: 'demo',
    getToken: tokenStorage.get,
    clearToken: tokenStorage.clear,
    signIn(username) {
      tokenStorage.set(demoToken(normaliseUsername(username)));
    },
    async loadProfile() {
      const token = tokenStorage.get();
      const email = token ? emailFromDemoToken(token) : null;
      if (!email) throw new Error(VERIFICATION_FAILED);
      return { email, id: email };
    },
    async logout() {
      tokenStorage.clear();
      onLogout();
    },
  };
}
