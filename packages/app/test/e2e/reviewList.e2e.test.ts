import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, openAndSignIn, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

const list = (page: Page) => page.getByRole('table', { name: 'Meldungen', exact: true });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Meldungen: Seiten' });
const count = (page: Page) => page.getByRole('search', { name: 'Meldungen filtern' }).getByRole('status');
const numberHeader = (page: Page) => list(page).getByRole('columnheader', { name: /Meldung/ });

/** The record numbers of the rows drawn (the table's first column; a long page is virtualised, its spacer rows left out). */
const numbers = async (page: Page) =>
  (await list(page).locator('tbody tr td:nth-child(1)').allInnerTexts())
    .map((text) => Number.parseInt(text, 10))
    .filter(Number.isFinite);

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('the review queue’s records are one page of the service, and the address is the view', () => {
  it('status, sort and page 2 reach the address, and a reload shows the same page', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Experte');
    await page.getByRole('heading', { level: 1, name: 'Prüfliste' }).waitFor();
    // Every Land and species: the matrix's total cell.
    await page.getByRole('button', { name: /^Alle Meldungen: \d+ offen$/ }).click();
    await eventually(() => count(page).innerText()).toMatch(/^\d+ Meldungen$/);

    await page.getByLabel('Status').selectOption('alle');
    await eventually(async () => param(page, 'status')).toBe('alle');
    const total = Number.parseInt((await count(page).innerText()).replace(/\D/g, ''), 10);
    expect(total).toBeGreaterThan(50);

    await numberHeader(page).getByRole('button').click();
    await numberHeader(page).getByRole('button').click();
    await eventually(() => numberHeader(page).getAttribute('aria-sort')).toBe('descending');
    expect(param(page, 'sortierung')).toBe('-id');
    // The header shows the order at once; the rows follow with the service's answer.
    const descending = (list: number[]) => list.length > 1 && list.every((n, i) => i === 0 || list[i - 1]! > n);
    await eventually(async () => descending(await numbers(page))).toBe(true);
    const firstPage = await numbers(page);

    await pages(page).getByRole('button', { name: 'Seite 2' }).click();
    await eventually(async () => param(page, 'seite')).toBe('2');
    await eventually(async () => (await numbers(page))[0]).toBeLessThan(firstPage.at(-1)!);
    const secondPage = await numbers(page);

    const address = new URL(page.url());
    await page.reload();
    await waitForPath(page, address.pathname + address.search);
    await eventually(() => numbers(page)).toEqual(secondPage);
    expect(await page.getByLabel('Status').inputValue()).toBe('alle');
    expect(await numberHeader(page).getAttribute('aria-sort')).toBe('descending');
    expect(await pages(page).getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');

    // Another status starts at page 1 again.
    await page.getByLabel('Status').selectOption('veroeffentlicht');
    await eventually(async () => param(page, 'seite')).toBeNull();
  });
});
