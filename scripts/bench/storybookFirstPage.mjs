// The static Storybook's first page: the time from opening it until the introduction (the
// page the sidebar opens on, an MDX page) shows its heading, on a first visit (a fresh browser
// context: nothing cached, nothing stored), the main thread's CPU time until then, and the
// requests and bytes it took to get there.
// `npm run bench -- --storybook` builds the Storybook and measures it (median of BENCH_RUNS,
// default 5); `npm run storybook:first-page -- <dir> [runs]` measures a build that exists.
/* global window, document, location, MutationObserver, requestAnimationFrame -- functions passed to the page run in the browser */
import { chromium } from 'playwright-core';
import { serveStatic } from '../serve/gzipStaticServer.mjs';
import { importTs } from './builds.mjs';
import { figureLine, heading, median } from './report.mjs';

const BUDGET_FIRST_PAGE_MS = 2000;

/**
 * The page's main thread's CPU time (thread time of its top-level tasks, from Chromium's trace)
 * until `untilMicros` (trace clock): the manager and the preview share that thread, and unlike
 * the wall time it does not wait for the other processes of a busy machine.
 */
function mainThreadCpuMs(events, untilMicros) {
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const micros = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`))
    .filter((event) => event.ts <= untilMicros)
    .reduce((sum, event) => sum + (event.tdur ?? 0), 0);
  return micros / 1000;
}

/**
 * Runs in every frame of the page (an init script): in the preview's frame, notes the frame in
 * which the introduction's heading is first visible (its `requestAnimationFrame`, just before that
 * frame is painted) as `__firstPageShownAt` (epoch milliseconds) and as a mark in the trace.
 * Taken in the page, not from Playwright's polling, which waits behind whatever task holds the
 * page's thread after the paint.
 */
function watchFirstPage() {
  if (!location.pathname.endsWith('/iframe.html')) return;
  const shown = () =>
    [...document.querySelectorAll('h1')].some(
      (element) => element.textContent.trim() === 'Waldmonitor' && element.checkVisibility(),
    );
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstPageShownAt = performance.timeOrigin + performance.now();
      console.timeStamp('waldmonitor:first-page');
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** One cold load: milliseconds until the introduction's heading is visible, requests and bytes until then. */
async function firstPageOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  try {
    await context.addInitScript(watchFirstPage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const loaded = [];
    cdp.on('Network.loadingFinished', (event) => loaded.push({ at: Date.now(), size: event.encodedDataLength }));
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    const started = Date.now();
    await page.goto(url);
    // Waits for the page's own note, read from the manager's page every 50 ms: Playwright's
    // role query (a walk over the accessibility tree) ran on the very thread being measured.
    const shownAt = await page.waitForFunction(
      () => document.querySelector('#storybook-preview-iframe')?.contentWindow?.__firstPageShownAt,
      null,
      { timeout: 60_000, polling: 50 },
    );
    const shownAtMs = await shownAt.jsonValue();
    const untilShown = loaded.filter((request) => request.at <= shownAtMs);
    const requests = untilShown.length;
    const bytes = untilShown.reduce((sum, request) => sum + request.size, 0);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const mark = events.find((event) => event.args?.data?.message === 'waldmonitor:first-page');
    return { ms: shownAtMs - started, cpuMs: mark ? mainThreadCpuMs(events, mark.ts) : null, requests, bytes };
  } finally {
    await context.close();
  }
}

export async function measureStorybookFirstPage(dir, runs) {
  const server = await serveStatic(dir);
  // The launch options of the story tests (Debian's Chromium, CHROMIUM_PATH overrides).
  const { chromiumLaunchOptions } = await importTs('vite.config.ts');
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const results = [];
  const errors = [];
  try {
    for (let run = 0; run < runs && errors.length < 2; run += 1) {
      try {
        results.push(await firstPageOnce(browser, server.url));
      } catch (error) {
        errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const pick = (key) => {
    const values = results.map((run) => run[key]).filter((value) => value !== null);
    return values.length ? median(values) : null;
  };
  return {
    runs: results,
    errors,
    ms: pick('ms'),
    cpuMs: pick('cpuMs'),
    requests: pick('requests'),
    bytes: pick('bytes'),
  };
}

export function printStorybookFirstPage({ buildMs, firstPage }) {
  heading(`Statisches Storybook (Median von ${firstPage.runs.length} kalten Läufen)`);
  if (buildMs !== undefined) console.log(figureLine('Build (storybook build)', buildMs / 1000, 's', { digits: 0 }));
  console.log(
    figureLine('erste Seite (Einführung) sichtbar', firstPage.ms, 'ms', {
      digits: 0,
      budget: { max: BUDGET_FIRST_PAGE_MS },
      extra: `(${firstPage.runs.map((run) => run.ms.toFixed(0)).join(', ')})${firstPage.errors.length ? `; nicht gemessen: ${firstPage.errors.join(' | ')}` : ''}`,
    }),
  );
  console.log(
    figureLine('  Hauptthread-CPU bis dahin', firstPage.cpuMs, 'ms', {
      digits: 0,
      extra: '(Manager und Vorschau; schwankt weniger mit der Last als die Zeit)',
    }),
  );
  console.log(figureLine('  Anfragen bis dahin', firstPage.requests, '', { digits: 0 }));
  console.log(
    figureLine('  übertragen bis dahin (gzip)', firstPage.bytes === null ? null : firstPage.bytes / 1024, 'kB', {
      digits: 0,
    }),
  );
}
