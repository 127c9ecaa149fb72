import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** The realm's client (keycloak/realm-example.json), the audience data.pre_request requires. */
export const OIDC_CLIENT_ID = 'waldmonitor-web';
/** The seed's demo domain: signing in as "admin" gives admin@waldmonitor.example. */
const ACCOUNT_DOMAIN = 'waldmonitor.example';

export interface OidcServer {
  /** The issuer, e.g. `http://127.0.0.1:40555`. */
  issuer: string;
  /**
   * The public keys its tokens are signed with, known before `start()`: what an operator saves
   * from Keycloak's `…/protocol/openid-connect/certs` as PostgREST's `jwt-secret` file.
   */
  jwks: JSONWebKeySet;
  /** Configures the provider for the app at `appOrigin` and starts answering. */
  start(appOrigin: string): void;
  close(): Promise<void>;
}

const emailOf = (accountId: string) => `${accountId}@${ACCOUNT_DOMAIN}`;

export interface OidcServerOptions {
  /** More claims of an account's access token, as a Keycloak mapper adds them (`app_status`, `email_verified`). */
  accessTokenClaims?: (accountId: string) => Record<string, unknown>;
}

/** TOOLCHAIN.md: keycloak-js sends its token requests with credentials, so the origin is named. */
function corsForApp(appOrigin: string) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    if (ctx.get('Origin') === appOrigin && ctx.method === 'OPTIONS') {
      ctx.status = 204;
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      ctx.set('Access-Control-Allow-Headers', ctx.get('Access-Control-Request-Headers') || 'Content-Type');
    } else {
      await next();
    }
    if (ctx.get('Origin') === appOrigin) {
      ctx.set('Access-Control-Allow-Origin', appOrigin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.vary('Origin');
    }
  };
}

/**
 * A real OpenID Connect server (oidc-provider) on 127.0.0.1 for the identity test. It
 * listens first, so the app can be configured with the issuer before the provider,
 * which needs the app's origin for its client, exists.
 */
export async function listenOidcServer(options: OidcServerOptions = {}): Promise<OidcServer> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A signing key of this run's own (the provider's default is a development key it warns about).
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'e2e-signing-key';
  const signingKey = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };

  return {
    issuer,
    jwks,
    start(appOrigin) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: OIDC_CLIENT_ID,
            // A public client, as a single-page app is: no secret, PKCE instead.
            token_endpoint_auth_method: 'none',
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            // keycloak-js sends the current address as redirect_uri.
            redirect_uris: [`${appOrigin}/`, `${appOrigin}/dashboard`, `${appOrigin}/login`],
            post_logout_redirect_uris: [`${appOrigin}/`],
          },
        ],
        pkce: { required: () => true },
        jwks: { keys: [signingKey] },
        clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origin === appOrigin,
        // Explicit lifetimes: short, and the provider stops logging notices about defaults.
        ttl: { AccessToken: 300, IdToken: 300, Interaction: 600, Session: 3600, Grant: 3600 },
        cookies: { keys: ['waldmonitor-e2e-cookie-key'] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        features: {
          // The built-in login form: any login and password.
          devInteractions: { enabled: true },
          // keycloak-js parses the access token: it must be a JWT (TOOLCHAIN.md).
          resourceIndicators: {
            enabled: true,
            defaultResource: () => `${appOrigin}/data`,
            useGrantedResource: () => true,
            getResourceServerInfo: () => ({
              scope: 'openid email',
              audience: OIDC_CLIENT_ID,
              accessTokenFormat: 'jwt',
            }),
          },
        },
        findAccount: (_ctx: KoaContextWithOIDC, id: string) => ({
          accountId: id,
          claims: () => ({ sub: id, email: emailOf(id), email_verified: true }),
        }),
        // The app reads the e-mail from the access token (requirements §4: "fetch the profile email").
        extraTokenClaims: (_ctx: KoaContextWithOIDC, token: { kind: string; accountId?: string }) =>
          token.kind === 'AccessToken' && token.accountId
            ? { email: emailOf(token.accountId), ...options.accessTokenClaims?.(token.accountId) }
            : undefined,
      });
      provider.use(corsForApp(appOrigin));
      handle = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
