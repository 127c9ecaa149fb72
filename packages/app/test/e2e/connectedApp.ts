import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startConnectedBackend, type ConnectedBackend } from './connectedBackend';
import { listenOidcServer, OIDC_CLIENT_ID, type OidcServer, type OidcServerOptions } from './oidcServer';
import { serveStatic, type StaticServer } from './staticServer';

/**
 * The connected mode as the e2e files start it: a real OpenID Connect provider (oidcServer.ts),
 * the data service on PostgreSQL verifying the provider's tokens (connectedBackend.ts), and the
 * production build configured for both (staticServer.ts). Each is there from the file's
 * `beforeAll` to its `afterAll`: read them in tests, not when the file loads.
 */
export interface ConnectedApp {
  oidc: OidcServer;
  backend: ConnectedBackend;
  app: StaticServer;
}

/** Starts the three for this test file; `config`: more of config.json (its product name, say). */
export function setupConnectedApp(oidcOptions: OidcServerOptions, config: Record<string, unknown> = {}): ConnectedApp {
  const connected = {} as ConnectedApp;
  beforeAll(async () => {
    connected.oidc = await listenOidcServer(oidcOptions);
    // A real token needs a data service that verifies it: the demo's accepts only demo tokens.
    connected.backend = await startConnectedBackend(connected.oidc.jwks, OIDC_CLIENT_ID);
    connected.app = await serveStatic(inject('prodDir'), {
      config: {
        ...config,
        identity: { type: 'oidc', issuer: connected.oidc.issuer, clientId: OIDC_CLIENT_ID },
        dataService: { type: 'rest', url: connected.backend.url },
      },
    });
    connected.oidc.start(connected.app.url);
  });
  afterAll(async () => {
    await connected.app?.close();
    await connected.backend?.close();
    await connected.oidc?.close();
  });
  return connected;
}

/** Access tokens whose `app_status` attribute is the account's in `appStatus`, else ogf_new (as Keycloak's mapper gives). */
export const appStatusClaims =
  (appStatus: Readonly<Record<string, string>>): OidcServerOptions['accessTokenClaims'] =>
  (account) => ({ email_verified: true, app_status: appStatus[account] ?? 'ogf_new' });

/** The provider's own pages, once the page is there: its login form (any login, any password), then its consent. */
export async function signInAtProvider(page: Page, oidc: OidcServer, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === oidc.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('geheim');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
