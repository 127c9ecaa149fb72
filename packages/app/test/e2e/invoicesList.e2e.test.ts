import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoDataRequests, eventually, openAndSignIn, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

const list = (page: Page) => page.getByRole('table', { name: 'Alle Rechnungen' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Alle Rechnungen: Seiten' });
const count = (page: Page) => page.getByRole('search', { name: 'Alle Rechnungen filtern' }).getByRole('status');
const dateHeader = (page: Page) => list(page).getByRole('columnheader', { name: /Datum/ });
const sums = (page: Page) => page.getByLabel(/^Summe der gefundenen Rechnungen$/);

/** The numbers and dates of the rows shown (first and third column). */
const numbers = (page: Page) => list(page).locator('tbody tr td:nth-child(1)').allInnerTexts();
const dates = async (page: Page) =>
  (await list(page).locator('tbody tr td:nth-child(3)').allInnerTexts()).map((text) =>
    text.split('.').reverse().join('-'),
  );

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const total = async (page: Page) => Number((await count(page).innerText()).replace(/\D/g, ''));

describe('the invoices list is one page of the service, and its address is the view', () => {
  it('search, date filter, sort and page 2 reach the address, and a reload shows the same page and sums', async () => {
    const page = await browser.newPage();
    // The table renders the rows in view (virtualised): a tall window shows a whole page of 25.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await page.goto(`${browser.baseUrl}/dashboard?bereich=rechnungen`);
    // 60 invoices in the demo; one page holds 25.
    await eventually(() => count(page).innerText()).toBe('60 Rechnungen');
    await eventually(() => numbers(page)).toHaveLength(25);
    expect((await numbers(page))[0]).toBe('60');

    await page.getByLabel('Nummer, Kunde oder Bearbeiter suchen').fill('e');
    await eventually(async () => param(page, 'suche')).toBe('e');
    await page.getByLabel('Datum von', { exact: true }).fill('2025-01-01');
    await eventually(async () => param(page, 'von')).toBe('2025-01-01');
    await eventually(() => sums(page).isVisible()).toBe(true);
    const found = await total(page);
    expect(found).toBeGreaterThan(25);
    expect(found).toBeLessThanOrEqual(60);

    await dateHeader(page).getByRole('button').click();
    await eventually(() => dateHeader(page).getAttribute('aria-sort')).toBe('ascending');
    expect(param(page, 'sortierung')).toBe('datum');
    await eventually(async () => {
      const shown = await dates(page);
      return shown.length === 25 && shown.every((date, i) => i === 0 || shown[i - 1]! <= date);
    }).toBe(true);
    const firstPage = await dates(page);

    await pages(page).getByRole('button', { name: 'Seite 2' }).click();
    await eventually(async () => param(page, 'seite')).toBe('2');
    await eventually(async () => (await numbers(page)).length).toBe(Math.min(25, found - 25));
    const secondPage = await numbers(page);
    const secondDates = await dates(page);
    // Page 2 continues page 1 in the same order, from 2025 on.
    expect(secondDates[0]! >= firstPage.at(-1)!).toBe(true);
    expect(firstPage[0]! >= '2025-01-01').toBe(true);
    const sumsText = await sums(page).innerText();

    await page.reload();
    await waitForPath(page, '/dashboard?bereich=rechnungen&suche=e&von=2025-01-01&sortierung=datum&seite=2');
    await eventually(() => numbers(page)).toEqual(secondPage);
    expect(await page.getByLabel('Nummer, Kunde oder Bearbeiter suchen').inputValue()).toBe('e');
    expect(await page.getByLabel('Datum von', { exact: true }).inputValue()).toBe('2025-01-01');
    expect(await dateHeader(page).getAttribute('aria-sort')).toBe('ascending');
    expect(await pages(page).getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(await total(page)).toBe(found);
    await eventually(() => sums(page).innerText()).toBe(sumsText);

    // Every read of the list (GET /rechnung_liste) since the reload asked for one page; the sums come from a_get_invoice_totals.
    const listReads = async () =>
      (await demoDataRequests(page))
        .map(({ url }) => new URL(url, browser.baseUrl))
        .filter((url) => url.pathname.endsWith('/rechnung_liste'));
    expect(await listReads()).not.toEqual([]);

    // A new filter starts at page 1 again.
    await page.getByLabel('Archiv').selectOption('nein');
    await eventually(async () => param(page, 'seite')).toBeNull();
    expect(param(page, 'suche')).toBe('e');

    await eventually(async () =>
      (await listReads()).some((url) => url.searchParams.get('archiviert') === 'is.false'),
    ).toBe(true);
    for (const url of await listReads()) expect(url.searchParams.get('limit')).toBe('25');
  });
});
