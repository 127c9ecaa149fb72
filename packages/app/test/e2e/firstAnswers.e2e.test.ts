import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoDataRequests, eventually, openAndSignIn, setupBrowser, signIn, waitForPath } from './browser';

const browser = setupBrowser();

/** The demo's database snapshot, a hashed asset of the build (`demo-db-<sources>.tar-<hash>.gz`). */
const SNAPSHOT = /\/assets\/demo-db-\w+\.tar-[\w-]+\.gz$/;

/**
 * Holds the snapshot's download, so the data worker cannot boot PGlite until the test lets it
 * through: what the page shows meanwhile comes from the build's first answers alone.
 */
async function holdSnapshot(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(SNAPSHOT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isDataReady = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('waldmonitor:demo-data-ready').length > 0);

/** The overview's link to the expert requests: "3 offene Anfragen entscheiden". */
const expertRequestsLink = (page: Page) => page.getByRole('link', { name: /offene Anfragen? entscheiden$/ });

/**
 * packages/app/src/demo/firstAnswers.ts: a landing page asks only what the build answered
 * (landingReads.ts), so it is filled before the database is there; once the data differ from the
 * snapshot, nothing is answered from it.
 */
describe("the demo's first answers", () => {
  it("fill the administrator's overview while the database is still on its way", async () => {
    const page = await browser.newOwnContextPage();
    const release = await holdSnapshot(page);
    await page.goto(`${browser.baseUrl}/login`);
    await signIn(page, 'Administrator');
    await waitForPath(page, '/dashboard');
    const figures = page.getByRole('list', { name: 'Kennzahlen' });
    for (const label of ['Kunden', 'Kunden mit Kataster', 'Offene Prüfungen']) {
      await figures.getByText(label, { exact: true }).waitFor();
    }
    await expertRequestsLink(page).waitFor();
    expect(await isDataReady(page)).toBe(false);
    const asked = await demoDataRequests(page);
    expect(asked.map(({ url }) => url.replace(/\?.*/, ''))).toEqual(
      expect.arrayContaining(['/data/rpc/a_get_user_data', '/data/rpc/a_get_all_clients', '/data/benutzer']),
    );
    expect(asked.filter(({ early }) => !early)).toEqual([]);

    release();
    await eventually(() => isDataReady(page)).toBe(true);
    // The clients' list, asked of the database now.
    await page.getByRole('link', { name: 'Kunden', exact: true }).first().click();
    await waitForPath(page, '/dashboard?bereich=kunden');
    const clientsList = async () =>
      (await demoDataRequests(page)).filter(({ url }) => url.startsWith('/data/rpc/a_get_all_clients?aktiv='));
    await eventually(async () => (await clientsList()).map(({ status, early }) => ({ status, early }))).toEqual([
      { status: 206, early: false },
    ]);
  });

  it("fill the expert's review queue while the database is still on its way", async () => {
    const page = await browser.newOwnContextPage();
    const release = await holdSnapshot(page);
    await page.goto(`${browser.baseUrl}/login`);
    await signIn(page, 'Experte');
    await page.getByRole('heading', { level: 1, name: 'Prüfliste' }).waitFor();
    await page.getByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }).waitFor();
    expect(await isDataReady(page)).toBe(false);
    const asked = await demoDataRequests(page);
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.filter(({ early }) => !early)).toEqual([]);
    release();
    await eventually(() => isDataReady(page)).toBe(true);
  });

  it('are not used once the demo’s data were changed: the overview counts what was decided', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    const before = Number((await expertRequestsLink(page).innerText()).replace(/\D/g, ''));
    await page.goto(`${browser.baseUrl}/users/index?tab=anfragen`);
    await page.getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Expertenanfrage annehmen?' })
      .getByRole('button', { name: 'Annehmen' })
      .click();
    await eventually(async () =>
      (await demoDataRequests(page)).some(
        ({ url, status }) => url.endsWith('/rpc/a_change_app_status') && status === 204,
      ),
    ).toBe(true);

    await page.goto(`${browser.baseUrl}/dashboard`);
    await eventually(async () => (await expertRequestsLink(page).innerText()).replace(/\D/g, '')).toBe(
      String(before - 1),
    );
    expect((await demoDataRequests(page)).filter(({ early }) => early)).toEqual([]);
  });
});
