/**
 * oidc-provider ships no types (and @types/oidc-provider is not installed): the part of
 * its API the e2e OpenID Connect server uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** A token of the provider's models (refresh token, access token, code), as far as it is read here. */
  export interface OidcToken {
    iat?: number;
    exp?: number;
    /** Its lifetime in seconds, from the `ttl` configuration. */
    readonly expiration: number;
    accountId?: string;
    clientId?: string;
    sid?: string;
    scope?: string;
    /** When the person signed in (the session's start). */
    authTime?: number;
  }

  /** The Koa context the provider passes to middleware. */
  export interface KoaContextWithOIDC {
    method: string;
    status: number;
    get(field: string): string;
    set(field: string, value: string): void;
    vary(field: string): void;
    /** The request's entities, e.g. the refresh token or the code a token is issued for. */
    oidc?: { entities: Partial<Record<'RefreshToken' | 'AuthorizationCode', OidcToken>> };
  }

  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** The models, whose prototypes the e2e server adjusts to behave as Keycloak. */
    readonly RefreshToken: { prototype: { generateTokenId(this: OidcToken): string } };
    readonly Client: {
      prototype: {
        redirectUriAllowed(uri: string): boolean;
        postLogoutRedirectUriAllowed(uri: string): boolean;
      };
    };
  }
}
