// "Nothing loads from outside our own origin in any of these pages" — the
// template we are measured against loads its rich-text editor from a CDN and is blank
// when the CDN is down. Every other host is blocked; each page must open without error.
import { TEMPLATE_ROUTES, type AppRoute } from '@waldmonitor/ui/model';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_PAGES } from '../../src/template/templatePages';
import { TEMPLATE_TOKEN_KEY } from '../../src/templateApi/templateToken';
import { eventually, expectPageBody, expectTitle, pathOf, setupBrowser } from './browser';

const browser = setupBrowser();

/** The template part's groups with data or a heavy library. */
const ISSUE_16 = /^\/template\/(components|charts|excel|zip|pdf)\//;

interface PageRow {
  path: string;
  name: string;
  title: string;
}

/** Every named leaf of the route table under those groups, with its full path. */
function leaves(routes: readonly AppRoute[], parent = ''): PageRow[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.children) return leaves(route.children, path);
    return route.name && route.meta?.title ? [{ path, name: String(route.name), title: route.meta.title }] : [];
  });
}

/**
 * The route table's rows, not a copied list: a page added later is covered by itself.
 * Rows whose page is not mapped yet are left to pageRoutes.test.ts, which fails on them.
 */
const PAGES = leaves(TEMPLATE_ROUTES).filter((row) => ISSUE_16.test(row.path) && row.name in TEMPLATE_PAGES);

/** Aborts and records every request (page, worker or service worker) to another origin. */
async function blockOtherOrigins(context: BrowserContext, origin: string): Promise<string[]> {
  const foreign: string[] = [];
  const isForeign = (url: string) => /^(https?|wss?):/.test(url) && new URL(url).origin !== origin;
  context.on('request', (request) => {
    if (isForeign(request.url())) foreign.push(request.url());
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (!isForeign(url)) return route.continue();
    foreign.push(url);
    return route.abort('blockedbyclient');
  });
  return foreign;
}

/** Signed in as the template's admin through its stored token, as after its sign-in. */
async function adminPage(): Promise<{ page: Page; foreign: string[]; errors: string[] }> {
  // A context of its own: the routes below hold for the whole context.
  const page = await browser.newOwnContextPage();
  const foreign = await blockOtherOrigins(page.context(), new URL(browser.baseUrl).origin);
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'admin-token');
    // /pdf/download opens the print dialog: counted instead of opened.
    window.print = () => {
      const counted = window as unknown as { printed?: number };
      counted.printed = (counted.printed ?? 0) + 1;
    };
  }, TEMPLATE_TOKEN_KEY);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, foreign, errors };
}

describe('template pages with every other host blocked', () => {
  it('covers the groups of the route table (charts, excel, zip and pdf at least)', () => {
    expect(PAGES.map((row) => row.path)).toEqual(
      expect.arrayContaining([
        '/template/charts/keyboard',
        '/template/charts/line',
        '/template/charts/mixchart',
        '/template/excel/export-excel',
        '/template/excel/export-selected-excel',
        '/template/excel/export-merge-header',
        '/template/excel/upload-excel',
        '/template/zip/download',
        '/template/pdf/index',
        '/template/pdf/download',
      ]),
    );
  });

  // One signed-in page walks every route as a person clicking through the menu would (the router
  // follows the address without reloading), so each page's lazy chunks and first requests run
  // as they would; a cold start per page took 54 s of CI.
  it('every page opens with its title, no error and no request to another host', async () => {
    const { page, foreign, errors } = await adminPage();
    await page.goto(`${browser.baseUrl}/template/dashboard`);
    // Requests under way: a page has settled when none has been open for 300 ms (networkidle
    // counts only from a load, and the router's moves are none).
    const open = new Set<Request>();
    let lastChange = Date.now();
    const change = (request: Request, isOpen: boolean) => {
      if (isOpen) open.add(request);
      else open.delete(request);
      lastChange = Date.now();
    };
    page.on('request', (request) => change(request, true));
    page.on('requestfinished', (request) => change(request, false));
    page.on('requestfailed', (request) => change(request, false));
    const settled = () => open.size === 0 && Date.now() - lastChange >= 300;
    const problems: Record<string, string[]> = {};
    for (const { path, title } of PAGES) {
      const errorsBefore = errors.length;
      const foreignBefore = foreign.length;
      await page.evaluate((next) => {
        document.querySelectorAll('main h1').forEach((heading) => heading.setAttribute('data-seen', ''));
        history.pushState(null, '', next);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expectTitle(page, `${title} - Waldmonitor`);
      expect(pathOf(page)).toBe(path);
      // Rendered: the page's own heading in the main area, then its lazy chunks and first
      // requests settle before the next page.
      await eventually(() => page.locator('main h1:not([data-seen])').count()).toBeGreaterThan(0);
      await expectPageBody(page);
      // On a timeout the failure lists the requests still open.
      await eventually(async () => settled() || [...open].map((request) => request.url())).toBe(true);
      if (path === '/template/pdf/download') {
        await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      }
      const found = [...errors.slice(errorsBefore), ...foreign.slice(foreignBefore)];
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
});
