import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, mainMenu, openSignedIn, setupBrowser, waitForPath, withTagsView } from './browser';

const browser = setupBrowser();

const gcpRows = (page: Page) => page.getByRole('region', { name: 'Passpunkte, Tabelle' }).locator('tbody tr');
const draftOffer = (page: Page) => page.getByRole('region', { name: 'Ungespeicherter Entwurf' });
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });

/** Opens map 3 (with `extra` query parameters, e.g. a fault) and waits for its points. */
async function openMapThree(page: Page, extra = '', signedInAs?: string): Promise<number> {
  const path = `/gis/index?karte=3${extra}`;
  // Signed in before, straight onto the map: the demo boots once.
  if (signedInAs) await openSignedIn(page, browser.baseUrl, path, signedInAs);
  else await page.goto(browser.baseUrl + path);
  await gcpRows(page).first().waitFor();
  return gcpRows(page).count();
}

/** Nothing lost on save. */
describe('a save the service refuses', () => {
  it('stores nothing and keeps the editor’s points as a draft, offered on reopening and after a reload', async () => {
    const page = await browser.newPage();
    // Only the first save fails (a_save_georeference, one transaction: nothing of it is stored).
    const stored = await openMapThree(page, '&fault=a_save_georeference:500x1', 'Experte');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    await page.getByRole('button', { name: 'Punkt 1 löschen' }).click();
    await eventually(() => gcpRows(page).count()).toBe(stored - 1);
    await page.getByRole('button', { name: 'Georeferenzierung speichern' }).click();
    const alert = page.getByTestId('georef-editor').getByRole('alert');
    await eventually(() => alert.innerText()).toContain(
      'Es wurde nichts gespeichert; die Karte behält ihre bisherigen Passpunkte, ihren Typ, ihr Skript und ihre Maske.',
    );

    // Reopen the map from the table: leaving asks first (the points are unsaved).
    await page.getByRole('link', { name: /Alle Karten/ }).click();
    await leaveDialog(page).getByRole('button', { name: 'Verwerfen' }).click();
    await page.getByRole('link', { name, exact: true }).click();
    await waitForPath(page, '/gis/index?karte=3');
    await gcpRows(page).first().waitFor();
    await eventually(() => gcpRows(page).count()).toBe(stored);
    await eventually(() => draftOffer(page).innerText()).toMatch(
      new RegExp(`^Ungespeicherter Entwurf vom \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2} mit ${stored - 1} Punkten`),
    );

    // After a reload too; taken back, saved (the fault was used up), and the offer is gone.
    await page.reload();
    await gcpRows(page).first().waitFor();
    expect(await gcpRows(page).count()).toBe(stored);
    await draftOffer(page).getByRole('button', { name: 'Wiederherstellen' }).click();
    await eventually(() => gcpRows(page).count()).toBe(stored - 1);
    await page.getByRole('button', { name: 'Georeferenzierung speichern' }).click();
    await eventually(() =>
      page.getByTestId('georef-editor').getByText('Gespeichert', { exact: true }).isVisible(),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('waldmonitor-georef-entwurf-3'))).toBeNull();

    await page.reload();
    await gcpRows(page).first().waitFor();
    await eventually(() => gcpRows(page).count()).toBe(stored - 1);
    expect(await draftOffer(page).count()).toBe(0);
  });
});

/** Leaving the editor with unsaved points inside the app asks first. */
describe.each([
  ['off', false],
  ['on', true],
])('with the tags view %s', (_label, isTagsView) => {
  it('the menu asks before leaving a map with unsaved points; Abbrechen keeps them', async () => {
    const page = await browser.newPage();
    if (isTagsView) await withTagsView(page);
    const stored = await openMapThree(page, '', 'Experte');
    await page.getByRole('button', { name: 'Punkt 1 löschen' }).click();

    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await waitForPath(page, '/gis/index?karte=3');
    // The dialog hides the page from assistive technology while it closes: wait for the table to be back.
    await eventually(() => gcpRows(page).count()).toBe(stored - 1);

    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Verwerfen' }).click();
    await waitForPath(page, '/dashboard');
  });
});
