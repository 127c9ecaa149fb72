import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbTexts,
  eventually,
  expectPageBody,
  expectTitle,
  menuLinkNames,
  navbar,
  openAndSignIn,
  pathOf,
  setupBrowser,
  storedToken,
  waitForPath,
} from './browser';

const browser = setupBrowser();

const TEMPLATE_TOKEN_KEY = 'Template-Admin-Token';

/** The template part's sidebar menu: its chrome speaks English. */
const templateMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const templateMenuLinks = async (page: Page) =>
  (await templateMenu(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
const templateToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TEMPLATE_TOKEN_KEY);

/** On /template/login: the template's own sign-in (any password of 6 characters or more). */
async function templateSignIn(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('123456');
  // Enter submits.
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/template/login');
  await navbar(page).waitFor();
}

/** Opens a page through the navbar's header search: type, then Enter on the first result. */
async function searchAndOpen(page: Page, query: string, expectedResult: string): Promise<void> {
  await navbar(page).getByRole('button', { name: 'Search' }).click();
  const field = navbar(page).getByRole('combobox', { name: 'Search' });
  await field.fill(query);
  await eventually(() => navbar(page).getByRole('option').first().innerText()).toBe(expectedResult);
  await field.press('Enter');
}

describe('the template part', () => {
  it('editor: a typed path asks for the template sign-in, keeps the path, and shows no permission page', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/template/icon/index`);
    await waitForPath(page, '/template/login?redirect=%2Ftemplate%2Ficon%2Findex');
    await templateSignIn(page, '  editor ');
    await waitForPath(page, '/template/icon/index');
    await expectTitle(page, 'Icons - Waldmonitor');
    await eventually(() => navbar(page).getByText('editor', { exact: true }).isVisible()).toBe(true);

    // requirements §6: the editor sees the permission group without its page (and the admin-only role page).
    await templateMenu(page).getByRole('button', { name: 'Permission' }).click();
    await eventually(() => templateMenuLinks(page)).toContain('Directive Permission');
    expect(await templateMenuLinks(page)).not.toContain('Page Permission');
    expect(await templateMenuLinks(page)).not.toContain('Role Permission');
    // Typed, the page is unknown to the editor: the template part's 404.
    await page.goto(`${browser.baseUrl}/template/permission/page`);
    await waitForPath(page, '/template/404');

    expect(await templateToken(page)).toBe('editor-token');
    // Signing into the template part does not sign into the product.
    expect(await storedToken(page)).toBeNull();
    await page.goto(`${browser.baseUrl}/dashboard`);
    await waitForPath(page, '/login?redirect=%2Fdashboard');
  });

  it('admin: six pages through the menu and the header search, each with its title and breadcrumb', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/template/login`);
    await templateSignIn(page, 'admin');
    await waitForPath(page, '/template/dashboard');
    await expectTitle(page, 'Dashboard - Waldmonitor');
    await expectPageBody(page);
    await eventually(() => navbar(page).getByText('Super Admin', { exact: true }).isVisible()).toBe(true);

    // Through the menu.
    await templateMenu(page).getByRole('link', { name: 'Icons' }).click();
    await waitForPath(page, '/template/icon/index');
    await expectTitle(page, 'Icons - Waldmonitor');
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Icons']);
    await expectPageBody(page);

    await templateMenu(page).getByRole('button', { name: 'Example' }).click();
    await templateMenu(page).getByRole('link', { name: 'Article List' }).click();
    await waitForPath(page, '/template/example/list');
    await expectTitle(page, 'Article List - Waldmonitor');
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Example', 'Article List']);
    await expectPageBody(page);

    await templateMenu(page).getByRole('button', { name: 'Permission' }).click();
    await templateMenu(page).getByRole('link', { name: 'Page Permission' }).click();
    await waitForPath(page, '/template/permission/page');
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Permission', 'Page Permission']);

    // Through the header search: results read "Parent > Page".
    await searchAndOpen(page, 'menu 1-2-2', 'Nested Routes > Menu 1 > Menu 1-2 > Menu 1-2-2');
    await waitForPath(page, '/template/nested/menu1/menu1-2/menu1-2-2');
    await eventually(() => breadcrumbTexts(page)).toEqual([
      'Dashboard',
      'Nested Routes',
      'Menu 1',
      'Menu 1-2',
      'Menu 1-2-2',
    ]);

    await searchAndOpen(page, 'directive', 'Permission > Directive Permission');
    await waitForPath(page, '/template/permission/directive');
    await expectTitle(page, 'Directive Permission - Waldmonitor');
    await expectPageBody(page);
    // A reload keeps the page: the guard rebuilds the session from the stored template token.
    await page.reload();
    await expectTitle(page, 'Directive Permission - Waldmonitor');
    expect(pathOf(page)).toBe('/template/permission/directive');

    // The part has an API of its own: its pages never started the product's database.
    expect(page.workers().map((worker) => worker.url())).not.toContainEqual(expect.stringContaining('dataWorker'));

    // requirements §2: unknown template paths go to the part's 404.
    await page.goto(`${browser.baseUrl}/template/unknown`);
    await waitForPath(page, '/template/404');
    expect(pathOf(page)).toBe('/template/404');
  });

  it('visitor: only the dashboard; Log Out ends the template session and leaves the product alone', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Experte');
    const productToken = await storedToken(page);
    await page.goto(`${browser.baseUrl}/template/login`);
    await templateSignIn(page, 'visitor');
    await waitForPath(page, '/template/dashboard');
    // requirements §6: "visitor sees only the dashboard".
    await eventually(() => templateMenuLinks(page)).toEqual(['Dashboard']);
    await page.goto(`${browser.baseUrl}/template/icon/index`);
    await waitForPath(page, '/template/404');

    await navbar(page)
      .getByRole('button', { name: /Just Visitor/ })
      .click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await waitForPath(page, '/template/login');
    expect(await templateToken(page)).toBeNull();
    expect(await storedToken(page)).toBe(productToken);
    await page.goto(`${browser.baseUrl}/gis/index`);
    await waitForPath(page, '/gis/index');
  });

  it('a reload while the guard asks for the user info keeps the template session', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/template/login`);
    await templateSignIn(page, 'admin');
    // The template API answers user/info only after 3 s, so the reload comes while the check is under way.
    const slowCheck = '/template/icon/index?latency=info:3000';
    const asked = page.waitForRequest((request) => request.url().includes('/user/info'));
    await page.goto(`${browser.baseUrl}${slowCheck}`);
    await asked;
    await page.reload();
    await expectTitle(page, 'Icons - Waldmonitor');
    expect(pathOf(page)).toBe(slowCheck);
    expect(await templateToken(page)).toBe('admin-token');
  });

  it('the product part is unaffected: its sign-in, menu and unknown paths stay its own', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS', 'Nutzer']);
    await page.goto(`${browser.baseUrl}/gibt/es/nicht`);
    await waitForPath(page, '/dashboard');
    // The product's token does not sign into the template part.
    await page.goto(`${browser.baseUrl}/template/dashboard`);
    await waitForPath(page, '/template/login?redirect=%2Ftemplate%2Fdashboard');
    expect(await templateToken(page)).toBeNull();
  });

  it('the demo sign-in links to the template part', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('link', { name: /Demo der Admin-Vorlage/ }).click();
    await waitForPath(page, '/template/login');
    await eventually(() => page.getByRole('heading', { name: 'Login Form' }).isVisible()).toBe(true);
  });
});
