// The demo's mock service (msw: the scans and the template API; the data service runs in the
// demo's own worker, without msw) outlives a leave-page prompt the person cancels: msw's own
// beforeunload listener told the service worker the page was closing, the worker let go of the
// page, and every later call got the web server's index.html ("Unexpected token '<' …"). And
// the page must take itself back without a gap: requests the worker had handed to the page
// just before the prompt (the idle preload of the dialogs' chunks, say) must still be answered;
// restarting msw dropped them, their import() never settled, and the leave question's dialog
// never appeared.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, mainMenu, openAndSignIn, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

const gcpRows = (page: Page) => page.getByRole('region', { name: 'Passpunkte, Tabelle' }).locator('tbody tr');

/**
 * Reloads the page and answers the browser's leave-page prompt with "stay", with requests of
 * the page under way as the prompt comes (kept in `window.underWay`).
 */
async function reloadAndStay(page: Page): Promise<void> {
  const prompt = page.waitForEvent('dialog');
  void page
    .evaluate(() => {
      const held = window as unknown as { underWay?: Promise<number>[] };
      held.underWay ??= [];
      for (let n = 0; n < 4; n += 1)
        held.underWay.push(fetch(`/config.json?unterwegs=${String(Math.random())}`).then((answer) => answer.status));
      window.location.reload();
    })
    .catch(() => undefined);
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
}

/** The statuses of the requests under way during the prompts, or "unbeantwortet" after 5 s. */
const answersUnderWay = (page: Page) =>
  page.evaluate(() => {
    const underWay = (window as unknown as { underWay: Promise<number>[] }).underWay;
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('unbeantwortet'), 5000));
    return Promise.race([Promise.all(underWay).then((statuses) => statuses.join(',')), late]);
  });

describe('given a map with unsaved points and a reload the person cancels', () => {
  it('the scans still come from the mock service afterwards, and the data as before', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Experte');
    await mainMenu(page).getByRole('link', { name: 'GIS' }).click();
    await waitForPath(page, '/gis/index');
    await page.locator('a[href="/gis/index?karte=3"]').first().click();
    await waitForPath(page, '/gis/index?karte=3');
    await gcpRows(page).first().waitFor();
    const stored = await gcpRows(page).count();
    await page.getByRole('button', { name: 'Punkt 1 löschen' }).click();
    // The point is gone from the table: the edit is rendered and the page guards it. A reload
    // sent before that render (CI under load) left without asking.
    await eventually(() => gcpRows(page).count()).toBe(stored - 1);

    await reloadAndStay(page);
    await reloadAndStay(page);
    await expect(answersUnderWay(page)).resolves.toBe('200,200,200,200,200,200,200,200');

    // Another map's scan: its tiles come from msw's IIIF service, not the web server's index.html.
    await mainMenu(page).getByRole('link', { name: 'GIS' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await leave.getByRole('button', { name: 'Verwerfen' }).click();
    await page.locator('a[href="/gis/index?karte=1"]').first().click();
    await waitForPath(page, '/gis/index?karte=1');
    const imagePane = page.getByTestId('georef-image');
    await eventually(() => imagePane.getAttribute('data-scan')).toBe('tiled');
    await eventually(() => imagePane.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);

    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prüfliste' }).waitFor();
    await page.getByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }).waitFor();
    await expect(page.getByText(/is not valid JSON|Unexpected token/).count()).resolves.toBe(0);
    await expect(page.getByText('Der Demo-Datendienst antwortet nicht', { exact: false }).count()).resolves.toBe(0);
  });
});
