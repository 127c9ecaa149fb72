import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, navbar, pathOf, storedToken, setupBrowser, TOKEN_KEY, waitForPath } from './browser';
import { setupConnectedApp, signInAtProvider } from './connectedApp';

/**
 * Sessions that last, under OpenID Connect with a provider that behaves as Keycloak (refresh
 * tokens as JWTs, redirect URIs `https://<app>/*`), at lifetimes short enough to watch them
 * end: access tokens 20 s, a session (its refresh tokens) 60 s from sign-in. One person's
 * session from a deep link to its end and logout, in the order the clock allows.
 */
const ACCESS_S = 20;
const SESSION_S = 60;
const DEEP_LINK = '/dashboard?bereich=rechnungen';

const browser = setupBrowser();

const connected = setupConnectedApp({
  accessTokenClaims: () => ({ email_verified: true, app_status: 'ogf_admin' }),
  lifetimes: { accessToken: ACCESS_S, refreshToken: SESSION_S },
});

const isOnProvider = (url: URL) => url.origin === connected.oidc.issuer;
const loginForm = (page: Page) => page.locator('input[name="login"]');

/** A request to the provider's token endpoint with this grant. */
const tokenRequest = (grant: string) => (request: Request) =>
  request.url() === `${connected.oidc.issuer}/token` &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === grant;

const claimsOf = (jwt: string | null) =>
  JSON.parse(Buffer.from((jwt ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };

/** The invoices section as the administrator sees it (its search field). */
const invoiceSearch = (page: Page) => page.getByLabel('Nummer, Kunde oder Bearbeiter suchen');
const sessionExpired = (page: Page) => page.getByRole('alertdialog', { name: 'Sitzung abgelaufen' });

describe('a session with 20 s access tokens that ends 60 s after sign-in', () => {
  it('deep link, refresh without reload, reload, "Sitzung abgelaufen" and back to the page, logout', async () => {
    const page = await browser.newPage();
    const navigations: string[] = [];
    // The provider's answers to the refreshes: 200 while the session stands, 400 (invalid_grant) after.
    const refreshStatuses: number[] = [];
    page.on('response', (response) => {
      if (tokenRequest('refresh_token')(response.request())) refreshStatuses.push(response.status());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // A deep link before any session: the provider takes `/dashboard?bereich=rechnungen` as
    // redirect_uri (`<app>/*`) and the person lands on that page, not on the provider's error page.
    await page.goto(`${connected.app.url}${DEEP_LINK}`);
    await signInAtProvider(page, connected.oidc, 'admin');
    const signedInAt = Date.now();
    await waitForPath(page, DEEP_LINK);
    await invoiceSearch(page).fill('e');
    const current = `${DEEP_LINK}&suche=e`;
    await waitForPath(page, current);

    // Before the first token expires it is refreshed in the page: same document, same address, same input.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const firstToken = await storedToken(page);
    const navigationsBefore = navigations.length;
    const refresh = await page.waitForRequest(tokenRequest('refresh_token'), { timeout: ACCESS_S * 1000 });
    expect(Date.now() / 1000).toBeLessThan(claimsOf(firstToken).exp);
    await (await refresh.response())?.finished();
    await eventually(() => storedToken(page)).not.toBe(firstToken);
    expect(claimsOf(await storedToken(page)).exp).toBeGreaterThan(claimsOf(firstToken).exp);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(navigations.length).toBe(navigationsBefore);
    expect(pathOf(page)).toBe(current);
    expect(await invoiceSearch(page).inputValue()).toBe('e');

    // A reload signs in again at the provider without asking (its session stands) and comes back here.
    // The provider answers the authorization request with a redirect at once (no page of its own).
    const authorizeAfterReload = page.waitForRequest((request) =>
      request.url().startsWith(`${connected.oidc.issuer}/auth?`),
    );
    const codeAfterReload = page.waitForRequest(tokenRequest('authorization_code'));
    await page.reload();
    const authorize = await authorizeAfterReload;
    expect(new URL(authorize.url()).searchParams.get('redirect_uri')).toBe(`${connected.app.url}${current}`);
    await codeAfterReload;
    await waitForPath(page, current);
    await eventually(() => invoiceSearch(page).inputValue()).toBe('e');
    expect(await loginForm(page).count()).toBe(0);

    // The session ends 60 s after sign-in: the refresh is refused, and the page says so where it is.
    await sessionExpired(page).waitFor({ timeout: (SESSION_S + ACCESS_S) * 1000 });
    expect(refreshStatuses.at(-1)).toBe(400);
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual((SESSION_S - 2) * 1000);
    expect(pathOf(page)).toBe(current);
    await sessionExpired(page).getByRole('button', { name: 'Erneut anmelden' }).click();
    // The provider's session ended too: it asks to sign in, then returns to the same page.
    await signInAtProvider(page, connected.oidc, 'admin');
    await waitForPath(page, current);
    await eventually(() => invoiceSearch(page).inputValue()).toBe('e');
    expect(await sessionExpired(page).count()).toBe(0);

    // Abmelden ends the provider's session: the next visit asks to sign in again.
    await navbar(page)
      .getByRole('button', { name: /^Benutzermenü/ })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL(isOnProvider);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await loginForm(page).waitFor();
    const { origins } = await page.context().storageState();
    expect(
      origins.find((o) => o.origin === connected.app.url)?.localStorage.find((item) => item.name === TOKEN_KEY),
    ).toBeUndefined();
    await page.goto(`${connected.app.url}${DEEP_LINK}`);
    await page.waitForURL(isOnProvider);
    await loginForm(page).waitFor();
    // The session's own 60 s and the sign-ins around them.
  }, 150_000);
});
