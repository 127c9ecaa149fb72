import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import Provider, { type KoaContextWithOIDC, type OidcToken } from 'oidc-provider';
import { epochNow, refreshTokenJwt, secondsLeft } from '../oidc/keycloakTokens';
import { redirectUriMatches } from '../oidc/redirectUriMatch';

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

/** Token lifetimes in seconds, as a Keycloak realm sets them. */
export interface OidcLifetimes {
  /** An access token's (the realm's `accessTokenLifespan`); 300 unless given. */
  accessToken?: number;
  /**
   * A session's from sign-in (the realm's `ssoSessionMaxLifespan`, its idle timeout no shorter):
   * every refresh token of the session, however often renewed, expires then, the last access
   * token is cut to it, and the provider's own session ends with it; 3600 unless given.
   */
  refreshToken?: number;
}

export interface OidcServerOptions {
  /** More claims of an account's access token, as a Keycloak mapper adds them (`app_status`, `email_verified`). */
  accessTokenClaims?: (accountId: string) => Record<string, unknown>;
  lifetimes?: OidcLifetimes;
}

/** When the session of the token being issued began: its refresh token's or its code's sign-in. */
function sessionStart(ctx: KoaContextWithOIDC): number | undefined {
  const { RefreshToken, AuthorizationCode } = ctx.oidc?.entities ?? {};
  return RefreshToken?.authTime ?? AuthorizationCode?.authTime;
}

/**
 * Makes the provider behave as Keycloak where the app depends on it: every refresh token a JWT
 * (keycloak-js decodes it), and redirect URIs matched with Keycloak's wildcard (`https://<app>/*`),
 * for sign-in and for logout alike.
 */
function likeKeycloak(provider: Provider, issuer: string): void {
  const secret = randomBytes(32);
  provider.RefreshToken.prototype.generateTokenId = function (this: OidcToken) {
    // The value is the token's id in the store; its exp is fixed here, so the JWT and the store agree.
    this.iat = epochNow();
    this.exp = this.iat + this.expiration;
    return refreshTokenJwt(
      {
        iss: issuer,
        sub: this.accountId,
        azp: this.clientId,
        sid: this.sid,
        scope: this.scope,
        iat: this.iat,
        exp: this.exp,
      },
      secret,
    );
  };
  provider.Client.prototype.redirectUriAllowed = function (this: { redirectUris?: string[] }, uri: string) {
    return redirectUriMatches(this.redirectUris ?? [], uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (
    this: { postLogoutRedirectUris?: string[] },
    uri: string,
  ) {
    return redirectUriMatches(this.postLogoutRedirectUris ?? [], uri);
  };
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
  const accessLifetime = options.lifetimes?.accessToken ?? 300;
  const sessionLifetime = options.lifetimes?.refreshToken ?? 3600;

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
            // keycloak-js sends the current address (a deep link too) as redirect_uri: the
            // realm's `https://<app>/*`, matched as Keycloak does (likeKeycloak).
            redirect_uris: [`${appOrigin}/*`],
            post_logout_redirect_uris: [`${appOrigin}/*`],
          },
        ],
        pkce: { required: () => true },
        jwks: { keys: [signingKey] },
        clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origin === appOrigin,
        // Explicit lifetimes (the provider stops logging notices about defaults), as Keycloak's:
        // a session ends its lifetime after sign-in, and no token outlives it.
        ttl: {
          AccessToken: (ctx: KoaContextWithOIDC) =>
            Math.min(accessLifetime, secondsLeft(sessionLifetime, sessionStart(ctx))),
          IdToken: accessLifetime,
          RefreshToken: (_ctx: KoaContextWithOIDC, token: OidcToken) => secondsLeft(sessionLifetime, token.authTime),
          Session: (_ctx: KoaContextWithOIDC, session: { loginTs?: number }) =>
            secondsLeft(sessionLifetime, session.loginTs),
          Interaction: 600,
          Grant: Math.max(3600, sessionLifetime),
        },
        // Keycloak issues a refresh token with every code, not only for `offline_access`.
        issueRefreshToken: (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) =>
          client.grantTypeAllowed('refresh_token'),
        // No grace past an expiry (the provider's default is 15 s): its session would outlive the
        // refresh tokens it ends with, and a browser whose session cookie had not yet expired was
        // signed in again silently after "Sitzung abgelaufen". Keycloak ends both at once.
        clockTolerance: 0,
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
      likeKeycloak(provider, issuer);
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
