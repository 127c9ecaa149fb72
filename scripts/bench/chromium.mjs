// Debian's Chromium driven by playwright-core (never a downloaded browser), and the built
// demo (or the production build with a config.json of the run's own) served by the e2e tests'
// static server, or by a server of the caller's (`--demo`: ../serve/compressingServer.mjs).
import { chromium } from 'playwright-core';
import { importTs } from './builds.mjs';

/** A desktop window, wider than the 992 px breakpoint: the sidebar is open, as in the e2e tests. */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * `config`: served as the build's `/config.json` (the production build's identity and data
 * service); `server`: a server of the caller's own that serves `buildDir` (`{ url, close() }`,
 * closed with the browser), instead of the e2e tests' static server.
 */
export async function startBrowser(buildDir, { config, server: ownServer } = {}) {
  const server =
    ownServer ?? (await (await importTs('packages/app/test/e2e/staticServer.ts')).serveStatic(buildDir, { config }));
  // The launch options of the story tests (Debian's Chromium, CHROMIUM_PATH overrides).
  const { chromiumLaunchOptions } = await importTs('vite.config.ts');
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  return {
    baseUrl: server.url,
    /** A page in a fresh context (nothing stored, no service worker yet) with a CDP session. */
    async newPage() {
      const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      return { page, cdp, close: () => context.close() };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The demo sign-in button of a role label, as the e2e tests find it. */
export const demoUserButton = (page, roleLabel) =>
  page
    .getByRole('list', { name: 'Demo-Nutzer' })
    .getByRole('button')
    .filter({ has: page.getByText(roleLabel, { exact: true }) });

/**
 * The demo is up: its service worker (template part, scans) controls the page and its data
 * worker's database answers (packages/app/src/demo/demoDatabase.ts marks that moment).
 */
export const demoReady = (page) =>
  page.waitForFunction(
    () =>
      navigator.serviceWorker?.controller != null &&
      performance.getEntriesByName('waldmonitor:demo-data-ready').length > 0,
    null,
    { timeout: 30_000 },
  );

/** The administrator's dashboard (the back office's overview) has rendered its data. */
export async function dashboardRendered(page) {
  await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 2, name: 'Expertenanfragen' }).waitFor({ timeout: 30_000 });
}

/** Signs in as the demo administrator from /login and waits for the dashboard. */
export async function signInAsAdministrator(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await demoUserButton(page, 'Administrator').click();
  await dashboardRendered(page);
}

/** When runs stop being started, so the whole bench stays under five minutes (performance.now() ms). */
let deadline = Number.POSITIVE_INFINITY;
export const setDeadline = (at) => (deadline = at);

/**
 * `runs` sequential runs of `measure` (each in its own fresh page). A failed run is
 * reported, not fatal; after two failures, or past the deadline, no further run starts.
 */
export async function repeat(runs, measure) {
  const results = [];
  const errors = [];
  for (let run = 0; run < runs && errors.length < 2; run += 1) {
    if (performance.now() > deadline) {
      errors.push('Zeitgrenze der Bench erreicht');
      break;
    }
    try {
      results.push(await measure(run));
    } catch (error) {
      errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
  }
  return { results, errors };
}
