import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demoDataRequests,
  expectTitle,
  mainMenu,
  navbar,
  openAndSignIn,
  setupBrowser,
  waitForPath,
  eventually,
} from './browser';

const browser = setupBrowser();

const openSettings = async (page: Page) => {
  await navbar(page).getByRole('button', { name: 'Einstellungen' }).click();
  return page.getByRole('dialog', { name: 'Einstellungen' });
};

const closeSettings = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Einstellungen' }).waitFor({ state: 'hidden' });
};

/** The tags view: the visited pages as links. */
const tagsBar = (page: Page) => page.getByRole('navigation', { name: 'Geöffnete Seiten' });

async function tagNames(page: Page): Promise<string[]> {
  return (await tagsBar(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** The background of the active tag, which is drawn in the theme colour. */
const activeTagBackground = (page: Page) =>
  tagsBar(page)
    .locator('li', { has: page.locator('a[aria-current="page"]') })
    .evaluate((tag) => getComputedStyle(tag).backgroundColor);

describe('settings and visited tags survive a reload', () => {
  it('keeps the tags view, the visited pages and the theme colour', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    // requirements §2: "Settings panel options: … (all off by default)."
    expect(await tagsBar(page).count()).toBe(0);

    const settings = await openSettings(page);
    await settings.getByRole('switch', { name: 'Tags-Ansicht' }).click();
    // A person clicks the colour swatch: the label around the visually hidden radio.
    const petrol = settings.getByRole('radio', { name: 'Petrol #0f6b6b' });
    await settings.locator('label', { has: page.getByRole('radio', { name: 'Petrol #0f6b6b' }) }).click();
    expect(await petrol.isChecked()).toBe(true);
    await closeSettings(page);

    await mainMenu(page).getByRole('link', { name: 'GIS' }).click();
    await waitForPath(page, '/gis/index');
    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await waitForPath(page, '/users/index');
    await eventually(() => tagNames(page)).toEqual(['Dashboard', 'GIS', 'Nutzer']);

    await page.reload();
    await waitForPath(page, '/users/index');
    await expectTitle(page, 'Nutzer - Waldmonitor');
    await eventually(() => tagNames(page)).toEqual(['Dashboard', 'GIS', 'Nutzer']);
    await eventually(() => activeTagBackground(page)).toBe('rgb(15, 107, 107)');

    const reopened = await openSettings(page);
    expect(await reopened.getByRole('switch', { name: 'Tags-Ansicht' }).getAttribute('aria-checked')).toBe('true');
    expect(await reopened.getByRole('radio', { name: 'Petrol #0f6b6b' }).isChecked()).toBe(true);
    expect(await reopened.getByRole('switch', { name: 'Fixierter Header' }).getAttribute('aria-checked')).toBe('false');
  });
});

/** The user menu's entries, opened from the navbar. */
const openUserMenu = async (page: Page) => {
  await navbar(page)
    .getByRole('button', { name: /^Benutzermenü/ })
    .click();
  return page.getByRole('menu');
};

const acceptRequest = (page: Page) => page.getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' });

describe("the demo's data stay in the browser until the demo is reset", () => {
  it('a decided expert request stays decided after a reload, and "Demo zurücksetzen" brings it back', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await waitForPath(page, '/users/index');
    await page.getByRole('tab', { name: /^Expertenanfragen/ }).click();
    await waitForPath(page, '/users/index?tab=anfragen');
    await acceptRequest(page).click();
    await page
      .getByRole('alertdialog', { name: 'Expertenanfrage annehmen?' })
      .getByRole('button', { name: 'Annehmen' })
      .click();
    await eventually(() => acceptRequest(page).count()).toBe(0);
    // The card goes at the click; the change is kept once the service has answered it.
    await eventually(async () =>
      (await demoDataRequests(page)).some(
        ({ url, status }) => url.endsWith('/rpc/a_change_app_status') && status === 204,
      ),
    ).toBe(true);

    await page.reload();
    await waitForPath(page, '/users/index?tab=anfragen');
    await eventually(() => page.getByRole('table', { name: 'Offene Expertenanfragen' }).isVisible()).toBe(true);
    await expect(acceptRequest(page).count()).resolves.toBe(0);

    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Demo zurücksetzen' }).click();
    await eventually(() => acceptRequest(page).count()).toBe(1);
  });

  it('the demo sign-in page resets the data too, and says so', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('button', { name: 'Demo zurücksetzen' }).click();
    await eventually(() => page.getByRole('status').innerText()).toContain(
      'Die Demo-Daten sind wieder auf dem Anfangsstand.',
    );
  });
});

describe("the demo's database", () => {
  it('answers a screen’s calls in the order the screen asked them', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await page.goto(`${browser.baseUrl}/dashboard?bereich=kataster`);
    // The Kataster section asks for its list (a POST, whose body is read first) and then for
    // five overviews (GETs): the list is asked first and must not wait behind them.
    const answered = async () => (await demoDataRequests(page)).filter(({ status }) => status > 0);
    await eventually(async () => (await answered()).filter(({ method }) => method === 'GET').length).toBeGreaterThan(4);
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByName('waldmonitor:data-request')
        .map((entry) => ({ ...(entry as PerformanceMeasure).detail, answeredAt: entry.startTime + entry.duration }))
        .filter(({ status }) => status > 0),
    );
    const inAskedOrder = [...calls].sort((a, b) => a.asked - b.asked);
    const list = inAskedOrder.findIndex(({ url }) => url.includes('/rpc/a_get_kataster_overview?order='));
    expect(list).toBeGreaterThanOrEqual(0);
    expect(inAskedOrder.slice(list + 1).some(({ method }) => method === 'GET')).toBe(true);
    const answerOrder = [...calls].sort((a, b) => a.answeredAt - b.answeredAt || a.asked - b.asked);
    expect(answerOrder.map(({ asked }) => asked)).toEqual(inAskedOrder.map(({ asked }) => asked));
  });
});
