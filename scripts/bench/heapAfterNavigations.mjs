// Demo, tags view on: after signing in, ten in-app navigations (back office sections and
// clients, GIS, users, user details, profile), then a click on every tag; then the JS heap
// in use after a garbage collection (CDP) and the DOM's element count.
/* global window, document, PopStateEvent, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { repeat, signInAsAdministrator } from './chromium.mjs';
import { median } from './report.mjs';

export const BUDGET_HEAP_MIB = 15;

/** Ten views besides the dashboard, each its own tag (view parameters or paths differ). */
export const TEN_ROUTES = [
  '/dashboard?bereich=kunden',
  '/dashboard?bereich=kataster',
  '/dashboard?bereich=kunden&id=1',
  '/dashboard?bereich=kunden&id=2',
  '/dashboard?bereich=kunden&id=3',
  '/gis/index',
  '/users/index',
  '/users/2',
  '/users/3',
  '/profile/index',
];

const tagsBar = (page) => page.getByRole('navigation', { name: 'Geöffnete Seiten' });

/** Navigates inside the app as a link would (the router follows history), without reloading it. */
async function navigateInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Waits until no visible part of the page is loading (spinner, busy table), and two frames more. */
async function settled(page) {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[aria-busy="true"], [role="status"][aria-label*="geladen"]')].some(
        (element) => element.getClientRects().length > 0,
      ),
    null,
    { timeout: 15_000, polling: 50 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function measureHeap(browser, runs) {
  const { results, errors } = await repeat(runs, async () => {
    const { page, cdp, close } = await browser.newPage();
    try {
      await page.addInitScript(() => {
        const key = 'waldmonitor-settings';
        const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...saved, tagsView: true }));
      });
      await signInAsAdministrator(page, browser.baseUrl);
      for (const path of TEN_ROUTES) {
        await navigateInApp(page, path);
        await settled(page);
      }
      const tags = tagsBar(page).getByRole('link');
      const tagCount = await tags.count();
      for (let index = 0; index < tagCount; index += 1) {
        await tags.nth(index).click();
        await settled(page);
      }
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      return { heapMiB: usedSize / 1024 / 1024, elements, tags: tagCount };
    } finally {
      await close();
    }
  });
  return {
    runs: results,
    errors,
    heapMiB: results.length ? median(results.map((run) => run.heapMiB)) : null,
    elements: results.length ? median(results.map((run) => run.elements)) : null,
    tags: results.length ? median(results.map((run) => run.tags)) : null,
  };
}
