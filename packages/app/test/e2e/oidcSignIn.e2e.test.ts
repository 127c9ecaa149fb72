import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuLinkNames, navbar, storedToken, TOKEN_KEY, setupBrowser, waitForPath, eventually } from './browser';
import { appStatusClaims, setupConnectedApp, signInAtProvider } from './connectedApp';
import { OIDC_CLIENT_ID } from './oidcServer';

const browser = setupBrowser();

/** The Keycloak attribute `app_status` of the accounts signed in here (the seed's demo users). */
const APP_STATUS: Record<string, string> = { admin: 'ogf_admin', experte: 'ogf_expert' };

const connected = setupConnectedApp({ accessTokenClaims: appStatusClaims(APP_STATUS) });

const isOnProvider = (url: URL) => url.origin === connected.oidc.issuer;

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('sign-in through a real OpenID Connect server (oidc-provider)', () => {
  it('code flow with PKCE S256 stores the token and loads the user data by e-mail', async () => {
    const page = await browser.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const at = (origin: string, pathname: string) =>
      requests.filter((r) => new URL(r.url()).origin === origin && new URL(r.url()).pathname === pathname);

    await page.goto(`${connected.app.url}/`);
    // requirements §4: "without a stored token the user is sent to the external sign-in".
    await signInAtProvider(page, connected.oidc, 'admin');
    await waitForPath(page, '/dashboard');
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS', 'Nutzer']);
    await navbar(page).getByText('Administrator', { exact: true }).waitFor();

    const [authorize] = at(connected.oidc.issuer, '/auth');
    const params = new URL(authorize?.url() ?? 'about:blank').searchParams;
    expect(params.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const [tokenRequest] = at(connected.oidc.issuer, '/token');
    const tokenForm = new URLSearchParams(tokenRequest?.postData() ?? '');
    expect(tokenForm.get('grant_type')).toBe('authorization_code');
    expect(tokenForm.get('code_verifier')).toMatch(/^[\w.~-]{43,128}$/);

    // requirements §9: "Token kept in local storage under the key Admin-Token."
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    expect(claimsOf(token ?? '')).toMatchObject({
      iss: connected.oidc.issuer,
      sub: 'admin',
      email: 'admin@waldmonitor.example',
    });

    // requirements §4: "fetch the profile email, fetch the user data" — a_get_user_data {email, id}.
    const service = new URL(connected.backend.url);
    const [userData] = at(service.origin, `${service.pathname.replace(/\/$/, '')}/rpc/a_get_user_data`).filter(
      (request) => request.method() === 'POST',
    );
    expect(userData?.postDataJSON()).toEqual({ email: 'admin@waldmonitor.example', id: 'admin' });
    expect(userData?.headers().authorization).toBe(`Bearer ${token}`);
  });

  it('Abmelden signs out at the provider, and the next visit asks to sign in again', async () => {
    const page = await browser.newPage();
    await page.goto(`${connected.app.url}/`);
    await signInAtProvider(page, connected.oidc, 'experte');
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
    const appStorage = origins.find((o) => o.origin === connected.app.url)?.localStorage ?? [];
    expect(appStorage.find((item) => item.name === TOKEN_KEY)).toBeUndefined();
  });
});
