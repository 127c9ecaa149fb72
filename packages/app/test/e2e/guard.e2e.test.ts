import { describe, expect, it } from 'vitest';
import {
  breadcrumbTexts,
  demoUserButton,
  expectTitle,
  menuLinkNames,
  navbar,
  openAndSignIn,
  openSignedIn,
  signIn,
  storedToken,
  waitForPath,
  setupBrowser,
  eventually,
} from './browser';

const browser = setupBrowser();

describe('typed addresses (requirements §2, §4)', () => {
  it.each([
    {
      role: 'Standard-Nutzer',
      path: '/users/index',
      notice: 'Für „Nutzer“ fehlt Ihnen die Berechtigung. Sie wurden zur Startseite geleitet.',
    },
    {
      role: 'Standard-Nutzer',
      path: '/gis/index',
      notice: 'Für „GIS“ fehlt Ihnen die Berechtigung. Sie wurden zur Startseite geleitet.',
    },
    // requirements §5: "the user-detail id must be numeric"
    {
      role: 'Administrator',
      path: '/users/abc',
      notice: 'Die Seite „/users/abc“ gibt es nicht. Sie wurden zur Startseite geleitet.',
    },
    // requirements §2: "any other path redirects to /", and / to /dashboard
    {
      role: 'Administrator',
      path: '/gibt-es-nicht',
      notice: 'Die Seite „/gibt-es-nicht“ gibt es nicht. Sie wurden zur Startseite geleitet.',
    },
  ])('$path as $role lands on the dashboard and says why', async ({ role, path, notice }) => {
    const page = await browser.newPage();
    await openSignedIn(page, browser.baseUrl, path, role);
    await waitForPath(page, '/dashboard');
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard']);
    await expectTitle(page, 'Dashboard - Waldmonitor');
    await page.getByRole('alert').filter({ hasText: notice }).waitFor({ timeout: 5_000 });
  });

  it('without a token /users/index goes to sign-in, and after it on to /users/index', async () => {
    const page = await browser.newPage();
    await page.goto(browser.baseUrl + '/users/index');
    // requirements §4: "Without a token only /login and /auth-redirect pass."
    await waitForPath(page, '/login?redirect=%2Fusers%2Findex');
    await signIn(page, 'Administrator');

    await waitForPath(page, '/users/index');
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Nutzer']);
    await expectTitle(page, 'Nutzer - Waldmonitor');
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS', 'Nutzer']);
  });

  it('with a token /login goes on to the dashboard', async () => {
    const page = await browser.newPage();
    // requirements §4: "with a token, /login goes to /."
    await openSignedIn(page, browser.baseUrl, '/login', 'Experte');
    await waitForPath(page, '/dashboard');
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS']);
  });
});

describe('Abmelden', () => {
  it('returns to the sign-in page and removes the token', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    expect(await storedToken(page)).not.toBeNull();

    await navbar(page)
      .getByRole('button', { name: /^Benutzermenü/ })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();

    await waitForPath(page, '/login');
    await demoUserButton(page, 'Administrator').waitFor();
    expect(await storedToken(page)).toBeNull();

    // Signed out, the shell is closed again.
    await page.goto(browser.baseUrl + '/dashboard');
    await waitForPath(page, '/login?redirect=%2Fdashboard');
  });
});
