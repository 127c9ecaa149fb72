import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, mainMenu, openAndSignIn, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

const list = (page: Page) => page.getByRole('table', { name: 'Alle Nutzer' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Alle Nutzer: Seiten' });
const count = (page: Page) => page.getByRole('search', { name: 'Alle Nutzer filtern' }).getByRole('status');
const emailHeader = (page: Page) => list(page).getByRole('columnheader', { name: /E-Mail/ });

/** The e-mail addresses of the rows shown (the table's second column). */
const emails = (page: Page) => list(page).locator('tbody tr td:nth-child(2)').allInnerTexts();

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('the users list is one page of the service, and its address is the view', () => {
  it('search, mail filter, sort and page 2 reach the address, and a reload shows the same page', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await waitForPath(page, '/users/index');
    // 66 users in the demo; one page holds 25.
    await eventually(() => count(page).innerText()).toBe('66 Nutzer');

    await page.getByLabel('Name oder E-Mail suchen').fill('er');
    await eventually(async () => param(page, 'suche')).toBe('er');
    await page.getByLabel('Mail', { exact: true }).selectOption({ label: 'Neue Meldungen: aus' });
    await eventually(async () => param(page, 'mail')).toBe('-mail_new');
    await eventually(() => count(page).innerText()).toBe('31 Nutzer');

    await emailHeader(page).getByRole('button').click();
    await emailHeader(page).getByRole('button').click();
    await eventually(() => emailHeader(page).getAttribute('aria-sort')).toBe('descending');
    expect(param(page, 'sortierung')).toBe('-email');
    const firstPage = await emails(page);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b.localeCompare(a)));

    await pages(page).getByRole('button', { name: 'Seite 2' }).click();
    await eventually(async () => param(page, 'seite')).toBe('2');
    await eventually(async () => (await emails(page)).length).toBe(6);
    const secondPage = await emails(page);
    // Page 2 continues page 1 in the same order.
    expect(secondPage[0]!.localeCompare(firstPage.at(-1)!)).toBeLessThan(0);

    await page.reload();
    await waitForPath(page, '/users/index?suche=er&mail=-mail_new&sortierung=-email&seite=2');
    await eventually(() => emails(page)).toEqual(secondPage);
    expect(await page.getByLabel('Name oder E-Mail suchen').inputValue()).toBe('er');
    expect(await page.getByLabel('Mail', { exact: true }).inputValue()).toBe('-mail_new');
    expect(await emailHeader(page).getAttribute('aria-sort')).toBe('descending');
    expect(await pages(page).getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
    expect(await count(page).innerText()).toBe('31 Nutzer');

    // A new filter starts at page 1 again.
    await page.getByLabel('Rolle', { exact: true }).selectOption('ogf_citizens');
    await eventually(async () => param(page, 'seite')).toBeNull();
    expect(param(page, 'suche')).toBe('er');
  });
});
