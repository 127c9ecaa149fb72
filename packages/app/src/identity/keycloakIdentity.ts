import Keycloak from 'keycloak-js';
import type { IdentityConfig } from '../config/runtimeConfig';
import { IDENTITY_NOT_INITIALISED, VERIFICATION_FAILED, groupsFromClaims, type Identity } from './Identity';
import { returnPath } from './returnPath';
import { startTokenRefresh } from './tokenRefresh';
import { tokenStorage } from './tokenStorage';

type KeycloakConfig = Exclude<IdentityConfig, { type: 'demo' }>;

export interface KeycloakIdentityEvents {
  /** requirements §8: "If sign-in reports the user as unauthenticated, the page reloads." */
  reload?: () => void;
  /** The identity service refused a refresh: the session has ended ("Sitzung abgelaufen"). */
  onSessionEnded?: () => void;
}

/**
 * Whether a failed refresh was the identity service's refusal (Keycloak answers an expired or
 * revoked refresh token with 400 `invalid_grant`), rather than no answer (offline, server down).
 * keycloak-js rejects with its NetworkError, which carries the response.
 */
export function isRefusedRefresh(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null | undefined)?.response?.status;
  return status === 400 || status === 401;
}

/**
 * Creates and initialises keycloak-js once, outside React (a second `init()` throws,
 * and StrictMode runs effects twice). requirements §4: "without a stored token the user is
 * sent to the external sign-in; after sign-in the token is stored and then refreshed."
 */
export async function createKeycloakIdentity(
  config: KeycloakConfig,
  { reload = () => window.location.reload(), onSessionEnded = () => undefined }: KeycloakIdentityEvents = {},
): Promise<Identity> {
  const keycloak =
    config.type === 'keycloak'
      ? new Keycloak({ url: config.url, realm: config.realm, clientId: config.clientId })
      : new Keycloak({ clientId: config.clientId, oidcProvider: config.issuer });

  let authenticated: boolean;
  try {
    authenticated = await keycloak.init({
      onLoad: 'login-required',
      pkceMethod: 'S256',
      // Generic OIDC servers have no session iframe; the token refresh keeps the session.
      checkLoginIframe: false,
      // The page itself (a deep link too) is where the sign-in returns: the realm allows `https://<app>/*`.
      redirectUri: window.location.origin + returnPath(window.location.href, window.location.origin),
    });
  } catch (cause) {
    // keycloak-js rejects with an object or nothing: say what happened, keep its detail.
    const detail = cause instanceof Error ? cause.message : (cause as { error?: string } | undefined)?.error;
    throw new Error(detail ? `${IDENTITY_NOT_INITIALISED} (${detail})` : IDENTITY_NOT_INITIALISED, { cause });
  }
  // requirements §8: "If sign-in reports the user as unauthenticated, the page reloads."
  if (!authenticated || !keycloak.token) {
    reload();
    return new Promise<Identity>(() => undefined);
  }
  tokenStorage.set(keycloak.token);
  // Signed in: a refused refresh must not send the person off to the sign-in unasked (keycloak-js
  // does so while `login-required` holds), but tell them first and let them go ("Sitzung abgelaufen").
  keycloak.loginRequired = false;

  startTokenRefresh({
    times: () => ({
      now: Date.now() / 1000 - (keycloak.timeSkew ?? 0),
      issuedAt: keycloak.tokenParsed?.iat ?? 0,
      expiresAt: keycloak.tokenParsed?.exp ?? 0,
      refreshExpiresAt: keycloak.refreshTokenParsed?.exp,
    }),
    refresh: async () => {
      await keycloak.updateToken(-1);
      if (!keycloak.token) throw new Error('Kein Token nach der Erneuerung.');
      return keycloak.token;
    },
    onToken: tokenStorage.set,
    isRefused: isRefusedRefresh,
    onSessionEnded,
  });

  return {
    kind: 'keycloak',
    getToken: tokenStorage.get,
    clearToken: tokenStorage.clear,
    async loadProfile() {
      if (!keycloak.didInitialize) throw new Error(IDENTITY_NOT_INITIALISED);
      const parsed = keycloak.tokenParsed as { email?: string; sub?: string } | undefined;
      let email = parsed?.email;
      if (!email) {
        const info = (await keycloak.loadUserInfo()) as { email?: string };
        email = info.email;
      }
      if (!email || !keycloak.subject) throw new Error(VERIFICATION_FAILED);
      return { email, id: keycloak.subject, groups: groupsFromClaims(keycloak.tokenParsed) };
    },
    async signInAgain() {
      // The page the person is on now, checked to be one of this app's (returnPath).
      await keycloak.login({
        redirectUri: window.location.origin + returnPath(window.location.href, window.location.origin),
      });
    },
    async logout() {
      tokenStorage.clear();
      await keycloak.logout({ redirectUri: window.location.origin + '/' });
    },
  };
}
