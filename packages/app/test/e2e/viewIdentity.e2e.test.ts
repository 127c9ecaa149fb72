import { createSeed } from '@waldmonitor/mocks';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbTexts,
  eventually,
  mainMenu,
  openAndSignIn,
  pathOf,
  setupBrowser,
  waitForPath,
  withTagsView,
} from './browser';

const browser = setupBrowser();

/** The tags view: the visited pages as links. */
const tagsBar = (page: Page) => page.getByRole('navigation', { name: 'Geöffnete Seiten' });

async function tagNames(page: Page): Promise<string[]> {
  return (await tagsBar(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

const searchBox = (page: Page) => page.getByLabel('Name oder E-Mail suchen');

/** The accessible label of the focused element (the search box's, when focus stayed there). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement)) return active?.tagName ?? null;
    return active.labels?.[0]?.textContent?.trim() ?? active.getAttribute('aria-label');
  });

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('a search and a filter are state of one view', () => {
  it('typing a name letter by letter keeps one Nutzer tag and the focus; the address carries it over a reload', async () => {
    const page = await browser.newPage();
    await withTagsView(page);
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await waitForPath(page, '/users/index');
    await eventually(() => tagNames(page)).toEqual(['Dashboard', 'Nutzer']);

    const historyBefore = await page.evaluate(() => history.length);
    await searchBox(page).click();
    // A pause after "Eich" lets the address follow mid-word; the rest is typed while it lands.
    for (const letter of 'Eich') await page.keyboard.type(letter, { delay: 80 });
    await eventually(async () => searchParam(page, 'suche')).toBe('Eich');
    for (const letter of 'horn') await page.keyboard.type(letter, { delay: 80 });

    expect(await searchBox(page).inputValue()).toBe('Eichhorn');
    expect(await focusedLabel(page)).toBe('Name oder E-Mail suchen');
    await eventually(async () => searchParam(page, 'suche')).toBe('Eichhorn');
    expect(await tagNames(page)).toEqual(['Dashboard', 'Nutzer']);
    expect(await focusedLabel(page)).toBe('Name oder E-Mail suchen');
    // replace, not push: back leaves the list instead of walking through the letters.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // The role filter is view state too: no tag named after the raw code.
    await page.getByLabel('Rolle', { exact: true }).selectOption('ogf_expert');
    await eventually(async () => searchParam(page, 'rolle')).toBe('ogf_expert');
    expect(searchParam(page, 'suche')).toBe('Eichhorn');
    expect(await tagNames(page)).toEqual(['Dashboard', 'Nutzer']);
    // The tag links back to the filtered list.
    await eventually(() => tagsBar(page).getByRole('link', { name: 'Nutzer' }).getAttribute('href')).toBe(
      '/users/index?suche=Eichhorn&rolle=ogf_expert',
    );
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^1 Nutzer$/ })
        .count(),
    ).toBe(1);

    await page.reload();
    await waitForPath(page, '/users/index?suche=Eichhorn&rolle=ogf_expert');
    await eventually(() => searchBox(page).inputValue()).toBe('Eichhorn');
    expect(await page.getByLabel('Rolle', { exact: true }).inputValue()).toBe('ogf_expert');
    expect(await tagNames(page)).toEqual(['Dashboard', 'Nutzer']);
    expect(await breadcrumbTexts(page)).toEqual(['Dashboard', 'Nutzer']);
  });

  it('with the tags view off (the default) typing keeps every letter and the focus too', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await waitForPath(page, '/users/index');
    await searchBox(page).click();
    for (const letter of 'Bra') await page.keyboard.type(letter, { delay: 80 });
    await eventually(async () => searchParam(page, 'suche')).toBe('Bra');
    for (const letter of 'ndt') await page.keyboard.type(letter, { delay: 80 });
    await eventually(async () => searchParam(page, 'suche')).toBe('Brandt');
    expect(await searchBox(page).inputValue()).toBe('Brandt');
    expect(await focusedLabel(page)).toBe('Name oder E-Mail suchen');
  });

  it('/dashboard?x=1 after /dashboard is the one pinned Dashboard tag', async () => {
    const page = await browser.newPage();
    await withTagsView(page);
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await eventually(() => tagNames(page)).toEqual(['Dashboard']);

    await page.goto(`${browser.baseUrl}/dashboard?x=1`);
    await waitForPath(page, '/dashboard?x=1');
    await eventually(() => tagNames(page)).toEqual(['Dashboard']);
    expect(pathOf(page)).toBe('/dashboard?x=1');
    expect(
      await tagsBar(page)
        .getByRole('button', { name: /schließen/ })
        .count(),
    ).toBe(0);
  });

  it("a map's tag and breadcrumb name the map, not 'GIS 3'", async () => {
    const mapName = createSeed().karte.find((karte) => karte.id === 3)?.map_name;
    const page = await browser.newPage();
    await withTagsView(page);
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await mainMenu(page).getByRole('link', { name: 'GIS' }).click();
    await waitForPath(page, '/gis/index');
    // The tags are kept once the view has rendered; a reload before that would not know GIS.
    await eventually(() => tagNames(page)).toEqual(['Dashboard', 'GIS']);
    await page.goto(`${browser.baseUrl}/gis/index?karte=3`);
    await waitForPath(page, '/gis/index?karte=3');

    await eventually(() => tagNames(page)).toEqual(['Dashboard', 'GIS', `Karte ${mapName}`]);
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'GIS', `Karte ${mapName}`]);
    await eventually(() => page.title()).toBe(`Karte ${mapName} - Waldmonitor`);
  });
});
