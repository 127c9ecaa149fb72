import Keycloak from 'keycloak-js';
import type { IdentityConfig } from '../config/runtimeConfig';
import { IDENTITY_NOT_INITIALISED, VERIFICATION_FAILED, groupsFromClaims, type Identity } from './Identity';
import { startTokenRefresh } from './tokenRefresh';
import { tokenStorage } from './tokenStorage';

type KeycloakConfig = Exclude<IdentityConfig, { type: 'demo' }>;

/**
 * Creates and initialises keycloak-js once, outside React (a second `init()` throws,
 * and StrictMode runs effects twice). requirements §4: "without a stored token the user is
 * sent to the external sign-in; after sign-in the token is stored and then refreshed."
 */
export async function createKeycloakIdentity(
  config: KeycloakConfig,
  reload: () => void = () => window.location.reload(),
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

  startTokenRefresh({
    secondsLeft: () => (keycloak.tokenParsed?.exp ?? 0) - Date.now() / 1000 + (keycloak.timeSkew ?? 0),
    refresh: async () => {
      await keycloak.updateToken(-1);
      if (!keycloak.token) throw new Error('Kein Token nach der Erneuerung.');
      return keycloak.token;
    },
    onToken: tokenStorage.set,
    onFailure: reload,
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
    async logout() {
      tokenStorage.clear();
      await keycloak.logout({ redirectUri: window.location.origin + '/' });
    },
  };
}
