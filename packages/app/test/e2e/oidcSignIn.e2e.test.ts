import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { menuLinkNames, navbar, storedToken, TOKEN_KEY, setupBrowser, waitForPath, eventually } from './browser';
import { startConnectedBackend, type ConnectedBackend } from './connectedBackend';
import { listenOidcServer, OIDC_CLIENT_ID, type OidcServer } from './oidcServer';
import { serveStatic, type StaticServer } from './staticServer';

const browser = setupBrowser();
let oidc: OidcServer;
let backend: ConnectedBackend;
let app: StaticServer;

/** The Keycloak attribute `app_status` of the accounts signed in here (the seed's demo users). */
const APP_STATUS: Record<string, string> = { admin: 'ogf_admin', experte: 'ogf_expert' };

beforeAll(async () => {
  oidc = await listenOidcServer({
    accessTokenClaims: (account) => ({ email_verified: true, app_status: APP_STATUS[account] ?? 'ogf_new' }),
  });
  // A real token needs a data service that verifies it: the demo's accepts only demo tokens.
  backend = await startConnectedBackend(oidc.jwks, OIDC_CLIENT_ID);
  app = await serveStatic(inject('prodDir'), {
    config: {
      identity: { type: 'oidc', issuer: oidc.issuer, clientId: OIDC_CLIENT_ID },
      dataService: { type: 'rest', url: backend.url },
    },
  });
  oidc.start(app.url);
});

afterAll(async () => {
  await app?.close();
  await backend?.close();
  await oidc?.close();
});

const isOnProvider = (url: URL) => url.origin === oidc.issuer;

/** The provider's own pages: its login form (any login, any password), then its consent. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL(isOnProvider);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('geheim');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('sign-in through a real OpenID Connect server (oidc-provider)', () => {
  it('code flow with PKCE S256 stores the token and loads the user data by e-mail', async () => {
    const page = await browser.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const at = (origin: string, pathname: string) =>
      requests.filter((r) => new URL(r.url()).origin === origin && new URL(r.url()).pathname === pathname);

    await page.goto(`${app.url}/`);
    // requirements §4: "without a stored token the user is sent to the external sign-in".
    await signInAtProvider(page, 'admin');
    await waitForPath(page, '/dashboard');
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS', 'Nutzer']);
    await navbar(page).getByText('Administrator', { exact: true }).waitFor();

    const [authorize] = at(oidc.issuer, '/auth');
    const params = new URL(authorize?.url() ?? 'about:blank').searchParams;
    expect(params.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const [tokenRequest] = at(oidc.issuer, '/token');
    const tokenForm = new URLSearchParams(tokenRequest?.postData() ?? '');
    expect(tokenForm.get('grant_type')).toBe('authorization_code');
    expect(tokenForm.get('code_verifier')).toMatch(/^[\w.~-]{43,128}$/);

    // requirements §9: "Token kept in local storage under the key Admin-Token."
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    expect(claimsOf(token ?? '')).toMatchObject({ iss: oidc.issuer, sub: 'admin', email: 'admin@waldmonitor.example' });

    // requirements §4: "fetch the profile email, fetch the user data" — a_get_user_data {email, id}.
    const service = new URL(backend.url);
    const [userData] = at(service.origin, `${service.pathname.replace(/\/$/, '')}/rpc/a_get_user_data`).filter(
      (request) => request.method() === 'POST',
    );
    expect(userData?.postDataJSON()).toEqual({ email: 'admin@waldmonitor.example', id: 'admin' });
    expect(userData?.headers().authorization).toBe(`Bearer ${token}`);
  });

  it('Abmelden signs out at the provider, and the next visit asks to sign in again', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/`);
    await signInAtProvider(page, 'experte');
    await waitForPath(page, '/dashboard');
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS']);

    await navbar(page)
      .getByRole('button', { name: /^Benutzermenü/ })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    // The provider's end-session page (RP-initiated logout) asks for confirmation.
    await page.waitForURL(isOnProvider);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();

    // Back at the app without a session, keycloak-js sends the browser to the login form.
    await page.locator('input[name="login"]').waitFor();
    const { origins } = await page.context().storageState();
    const appStorage = origins.find((o) => o.origin === app.url)?.localStorage ?? [];
    expect(appStorage.find((item) => item.name === TOKEN_KEY)).toBeUndefined();
  });
});
