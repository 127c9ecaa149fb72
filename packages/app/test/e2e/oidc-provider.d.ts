/**
 * oidc-provider ships no types (and @types/oidc-provider is not installed): the part of
 * its API the e2e OpenID Connect server uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The Koa context the provider passes to middleware. */
  export interface KoaContextWithOIDC {
    method: string;
    status: number;
    get(field: string): string;
    set(field: string, value: string): void;
    vary(field: string): void;
  }

  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
