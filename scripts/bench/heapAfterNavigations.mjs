// Demo, tags view on: after signing in, ten in-app navigations (back office sections and
// clients, GIS, users, user details, profile), then a click on every tag; then the JS heap
// in use after a garbage collection (CDP) and the DOM's element count. The page is driven
// through the DOM only: Playwright's locators inject its script (~330 kB of source, and
// the code it compiles while it computes roles) into the page's heap, which is the figure
// measured here, and it is no part of the app.
/* global window, document, PopStateEvent, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { repeat } from './chromium.mjs';
import { workerHeapMiB } from './workerHeap.mjs';
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

/** The Administrator's demo sign-in button, found in the page. */
function administratorButton() {
  return [...document.querySelectorAll('[aria-label="Demo-Nutzer"] button')].find((button) =>
    button.textContent.includes('Administrator'),
  );
}

/** Signs in as the demo administrator and waits for the back office's overview, through the DOM. */
export async function signInThroughDom(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.waitForFunction(administratorButton, null, { timeout: 30_000, polling: 50 });
  await page.evaluate(`(${administratorButton.toString()})().click()`);
  await page.waitForFunction(
    () => {
      const texts = (selector) => [...document.querySelectorAll(selector)].map((element) => element.textContent.trim());
      return texts('h1').includes('Übersicht') && texts('h2, [aria-level="2"]').includes('Expertenanfragen');
    },
    null,
    { timeout: 30_000, polling: 50 },
  );
}

/** The tags' links, counted and clicked in the page. */
const TAG_LINKS = 'nav[aria-label="Geöffnete Seiten"] a';

/** Navigates inside the app as a link would (the router follows history), without reloading it. */
export async function navigateInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Waits until no visible part of the page is loading (spinner, busy table), and two frames more. */
export async function settled(page) {
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
      await signInThroughDom(page, browser.baseUrl);
      for (const path of TEN_ROUTES) {
        await navigateInApp(page, path);
        await settled(page);
      }
      const tagCount = await page.evaluate((selector) => document.querySelectorAll(selector).length, TAG_LINKS);
      for (let index = 0; index < tagCount; index += 1) {
        await page.evaluate(([selector, at]) => document.querySelectorAll(selector)[at].click(), [TAG_LINKS, index]);
        await settled(page);
      }
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      const workerMiB = await workerHeapMiB(cdp);
      return { heapMiB: usedSize / 1024 / 1024, workerMiB, elements, tags: tagCount };
    } finally {
      await close();
    }
  });
  return {
    runs: results,
    errors,
    heapMiB: results.length ? median(results.map((run) => run.heapMiB)) : null,
    workerMiB: results.some((run) => run.workerMiB !== null) ? median(results.map((run) => run.workerMiB ?? 0)) : null,
    elements: results.length ? median(results.map((run) => run.elements)) : null,
    tags: results.length ? median(results.map((run) => run.tags)) : null,
  };
}
