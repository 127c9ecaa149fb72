// Faults found when the app was tried, each as a person meets them.
import { describe, expect, it } from 'vitest';
import { eventually, navbar, openAndSignIn, openSignedIn, pathOf, signIn, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

describe('given a signed-in Standard-Nutzer', () => {
  it('a forbidden route typed into the address bar goes to the start page and says why', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, browser.baseUrl, '/users/index', 'Standard-Nutzer');
    await waitForPath(page, '/dashboard');
    await page.getByText('Für „Nutzer“ fehlt Ihnen die Berechtigung. Sie wurden zur Startseite geleitet.').waitFor();
  });

  it('after the expert request the navbar says so within a second or two (requirements §4)', async () => {
    const page = await browser.newPage();
    await openSignedIn(page, browser.baseUrl, '/profile/index?tab=experte', 'Standard-Nutzer');
    await eventually(() => navbar(page).getByText('Standard-Nutzer', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Expertenstatus beantragen' }).click();
    await navbar(page).getByText('Expertenanfrage offen', { exact: true }).waitFor({ timeout: 5_000 });
  });

  it('sees "Experte werden" in the sidebar, which opens the expert tab', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Standard-Nutzer');
    await page.getByRole('link', { name: 'Experte werden' }).click();
    await waitForPath(page, '/profile/index?tab=experte');
  });
});

describe('given user data that cannot be loaded', () => {
  it('the person is told, and a retry is offered (requirements §4 keeps the role ogf_new)', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Nutzerdaten fehlerhaft');
    const notice = page.getByRole('alert').filter({ hasText: 'Ihre Nutzerdaten konnten nicht geladen werden.' });
    await notice.waitFor();
    await expect(notice.getByRole('button', { name: 'Erneut laden' }).isVisible()).resolves.toBe(true);
    // Working with a new user's rights, but not named one: the role's place says what is missing.
    await eventually(() => navbar(page).getByText('Nutzerdaten fehlen', { exact: true }).count()).toBe(1);
  });
});

describe('given a sign-in link whose redirect leads out of the app', () => {
  it.each(['https://evil.example/steal', '//evil.example/steal'])(
    '%s is not followed: the sign-in says why and goes to the start page',
    async (target) => {
      const page = await browser.newPage();
      await page.goto(`${browser.baseUrl}/login?redirect=${encodeURIComponent(target)}`);
      await page.getByRole('alert').filter({ hasText: 'führt aus Waldmonitor hinaus' }).waitFor();
      await signIn(page, 'Administrator');
      await waitForPath(page, '/dashboard');
      expect(new URL(page.url()).origin).toBe(browser.baseUrl);
    },
  );

  it('a path of the app is followed', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login?redirect=${encodeURIComponent('/gis/index')}`);
    await signIn(page, 'Administrator');
    await waitForPath(page, '/gis/index');
  });
});

describe('the navbar size select (requirements §4: the size is kept in a cookie, default medium)', () => {
  it('writes the chosen size to the cookie and keeps it after a reload', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await navbar(page).getByRole('button', { name: 'Größe: Mittel' }).click();
    await page.getByRole('menuitem', { name: 'Klein' }).click();
    await navbar(page).getByRole('button', { name: 'Größe: Klein' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'size')?.value).toBe('small');
    await page.reload();
    await navbar(page).getByRole('button', { name: 'Größe: Klein' }).waitFor();
    expect(pathOf(page)).toBe('/dashboard');
  });
});
