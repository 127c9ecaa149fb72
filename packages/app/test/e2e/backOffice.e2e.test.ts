import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, openAndSignIn, openSignedIn, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

/** The tags view: the visited pages as links. */
const tagsBar = (page: Page) => page.getByRole('navigation', { name: 'Geöffnete Seiten' });

async function tagNames(page: Page): Promise<string[]> {
  return (await tagsBar(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** The tags view on, as the settings panel stores it (requirements §2: off by default). */
async function withTagsView(page: Page) {
  await page.addInitScript(() => {
    const key = 'waldmonitor-settings';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...saved, tagsView: true }));
  });
}

const CLIENT = 'Forstbetrieb Wermsdorfer Wald';

/** The back office end to end: a client is created, set up and given a user in the back office; a reload keeps all of it. */
describe('the back office in demo mode', () => {
  it('an administrator creates a client, sets Bundesland and EPSG, connects a user; after a reload all is there', async () => {
    const page = await browser.newPage();
    await withTagsView(page);
    await openAndSignIn(page, browser.baseUrl, 'Administrator');

    await page
      .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
      .getByRole('link', { name: 'Kunden' })
      .click();
    await waitForPath(page, '/dashboard?bereich=kunden');
    await page.getByRole('button', { name: 'Kunde anlegen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Kunde anlegen' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(CLIENT);
    await dialog.getByRole('textbox', { name: 'PLZ' }).fill('04779');
    await dialog.getByRole('textbox', { name: 'Ort' }).fill('Wermsdorf');
    await dialog.getByRole('button', { name: 'Kunde anlegen' }).click();
    await page.waitForURL((url) => url.searchParams.get('bereich') === 'kunden' && url.searchParams.has('id'));
    const address = new URL(page.url());
    await page.getByRole('heading', { level: 1, name: CLIENT }).waitFor();

    await page.getByRole('combobox', { name: 'Bundesland' }).selectOption('SN');
    await page.getByText('Bundesland gespeichert.').waitFor();
    await page.getByRole('button', { name: 'EPSG:25833 übernehmen' }).click();
    await page.getByText('Koordinatensystem gespeichert.').waitFor();

    await page.getByRole('textbox', { name: 'Nutzer suchen' }).fill('Brandt');
    await page.getByRole('option', { name: /^Birgit Brandt/ }).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Vorhandenen Nutzer hinzufügen' }).selectOption('2');
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await page.getByRole('button', { name: 'Konto von Birgit Brandt verbinden' }).click();
    await page.getByRole('button', { name: 'Konto von Birgit Brandt trennen' }).waitFor();
    await eventually(() => tagNames(page)).toContain(CLIENT);

    await page.reload();
    await waitForPath(page, address.pathname + address.search);
    await page.getByRole('heading', { level: 1, name: CLIENT }).waitFor();
    await eventually(() => page.getByRole('combobox', { name: 'Bundesland' }).inputValue()).toBe('SN');
    expect(await page.getByRole('combobox', { name: 'Koordinatensystem (EPSG)' }).inputValue()).toBe('25833');
    await page.getByRole('button', { name: 'Konto von Birgit Brandt trennen' }).waitFor();
    await eventually(() => tagNames(page)).toContain(CLIENT);

    // The client's users are searched on the service; the search lives in the address and survives a reload.
    await page.getByRole('textbox', { name: 'Nutzer des Kunden suchen' }).fill('brandt');
    await page.waitForURL((url) => url.searchParams.get('nutzer_suche') === 'brandt');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: CLIENT }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nutzer des Kunden suchen' }).inputValue()).toBe('brandt');
    await page.getByRole('button', { name: 'Konto von Birgit Brandt trennen' }).waitFor();
  });

  it('a client’s survey is drawn as charts (echarts loads in the built app) with tables beside them', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSignedIn(page, browser.baseUrl, '/dashboard?bereich=kunden&id=3', 'Administrator');
    await page.getByRole('heading', { level: 1, name: 'Stadt Calw' }).waitFor();
    await page.getByRole('table', { name: 'Objekte vermessen und vermutet' }).waitFor({ state: 'attached' });
    await eventually(() => page.locator('canvas').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
