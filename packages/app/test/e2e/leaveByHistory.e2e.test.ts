import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, mainMenu, openAndSignIn, pathOf, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

const gcpRows = (page: Page) => page.getByRole('region', { name: 'Passpunkte, Tabelle' }).locator('tbody tr');
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });

/**
 * Without the data router (first load), the app's own history holds what react-router's data router held. A back
 * step has already moved the address when the page hears of it; a refused one is put
 * back (the browser's popstate arrives later than in a memory history, so this runs in
 * a real browser).
 */
describe('given a map with unsaved points, opened inside the app', () => {
  it('the back button asks; Abbrechen puts the map back in the address, Verwerfen goes back', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Experte');
    await mainMenu(page).getByRole('link', { name: 'GIS' }).click();
    await waitForPath(page, '/gis/index');
    await page.locator('a[href="/gis/index?karte=3"]').first().click();
    await waitForPath(page, '/gis/index?karte=3');
    await gcpRows(page).first().waitFor();
    const stored = await gcpRows(page).count();
    await page.getByRole('button', { name: 'Punkt 1 löschen' }).click();

    await page.goBack();
    await leaveDialog(page).waitFor();
    await waitForPath(page, '/gis/index?karte=3');
    await leaveDialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await eventually(() => gcpRows(page).count()).toBe(stored - 1);
    expect(pathOf(page)).toBe('/gis/index?karte=3');

    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Verwerfen' }).click();
    await waitForPath(page, '/gis/index');
    await eventually(() => page.locator('a[href="/gis/index?karte=3"]').count()).toBeGreaterThan(0);
  });
});
