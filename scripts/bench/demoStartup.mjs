// `npm run bench -- --demo`: the demo's start with its data service in the browser (PGlite,
// PostgreSQL in WebAssembly, in a worker: packages/app/src/demo). The demo is built and served
// compressed with a production server's cache headers (compressingServer.mjs); each cold run
// is a fresh browser context (empty cache, empty origin private file system): the sign-in
// page usable from navigation start; the click on "Administrator", made as soon as it can be
// (the sign-in page never waits for the engine, so the figure holds what is left of its
// boot), until the overview is filled with its data, beside when the data worker had its
// files and when the database answered; the page's long tasks from navigation until then;
// what the first visit transfers, part by part; then a reload in the same context (a second
// visit: from the cache and the database the first one stored) until the overview is filled,
// with what it transfers; then every screen's first data request (demoScreens.mjs).
/* global window, document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate and addInitScript run in the browser */
import { buildDemo } from './builds.mjs';
import { demoReady, repeat, startBrowser } from './chromium.mjs';
import { startCompressingServer } from '../serve/compressingServer.mjs';
import { dataReady, measureScreens, printScreens, summariseScreens } from './demoScreens.mjs';
import { medianTransfer, printTransfer, transferOf } from './demoTransfer.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_USABLE_MS = 2500;
export const BUDGET_SIGN_IN_MS = 700;
export const BUDGET_RELOAD_MS = 1500;
export const BUDGET_LONG_TASKS = 0;

/**
 * Runs in every document before its scripts: notes when the demo users' buttons are usable,
 * the first click, when the overview is filled with its data, and the long tasks. Looked at
 * once per frame that follows a change, before the frame is drawn (as listPages.mjs does).
 */
export function observeStartup() {
  const bench = { usableAt: null, clickAt: null, filledAt: null, longTasks: [] };
  window.__demoBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener('click', () => (bench.clickAt ??= performance.now()), { capture: true });
  const texts = (selector) => [...document.querySelectorAll(selector)].map((element) => element.textContent.trim());
  const usable = () => {
    const buttons = [...document.querySelectorAll('[aria-label="Demo-Nutzer"] button')];
    return buttons.length > 0 && buttons.every((button) => !button.disabled && button.getClientRects().length > 0);
  };
  // The overview (packages/ui/src/screens/backoffice/OverviewScreen) filled: its three figures
  // (each shows once its count came) and the expert requests' answer.
  const filled = () => {
    const figures = texts('[aria-label="Kennzahlen"] li span');
    const requests = document.body?.textContent ?? '';
    return (
      texts('h1').includes('Übersicht') &&
      ['Kunden', 'Kunden mit Kataster', 'Offene Prüfungen'].every((label) => figures.includes(label)) &&
      (/\d offene Anfragen? entscheiden/.test(requests) || requests.includes('Keine offenen Anfragen.'))
    );
  };
  let isLooking = false;
  const observer = new MutationObserver(() => {
    if (isLooking) return;
    isLooking = true;
    requestAnimationFrame(() => {
      isLooking = false;
      if (bench.usableAt === null && usable()) bench.usableAt = performance.now();
      if (bench.filledAt === null && filled()) {
        bench.filledAt = performance.now();
        observer.disconnect();
      }
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/**
 * In the page, each frame: once the sign-in page is usable, clicks the role's button at once
 * (a click through Playwright came 200 ms after it, the remaining boot's time given away).
 */
export function clickWhenUsable(roleLabel) {
  if (window.__demoBench.usableAt === null) return false;
  const buttons = [...document.querySelectorAll('[aria-label="Demo-Nutzer"] button')];
  const button = buttons.find((candidate) =>
    [...candidate.querySelectorAll('*')].some((element) => element.textContent.trim() === roleLabel),
  );
  if (!button) throw new Error(`kein Demo-Nutzer ${roleLabel}`);
  button.click();
  return true;
}

const benchState = (page) => page.evaluate(() => window.__demoBench);
const waitFor = (page, key) =>
  page.waitForFunction((name) => window.__demoBench[name] !== null, key, { timeout: 30_000, polling: 20 });
const readyAt = (page) => page.evaluate(() => performance.getEntriesByName('waldmonitor:demo-data-ready')[0].startTime);

/**
 * When the data worker had its files (PGlite's WebAssembly and data file, the snapshot), in ms
 * on the page's clock: beside the moment the database answers, it shows whether a boot waited
 * for the network or for the engine. From the worker's own resource timings; null without it.
 */
async function workerFilesAt(page) {
  const worker = page.workers().find((candidate) => /\/assets\/dataWorker-[\w-]+\.js$/.test(candidate.url()));
  if (!worker) return null;
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  return worker.evaluate((origin) => {
    const ends = performance.getEntriesByType('resource').map((entry) => entry.responseEnd);
    return ends.length ? Math.max(...ends) + performance.timeOrigin - origin : null;
  }, pageOrigin);
}

/** The long tasks that began before the database answered: how many, the longest (0 without one) and when each began. */
function longTasksUntil(longTasks, until) {
  const during = longTasks.filter((task) => task.start < until);
  return {
    longestMs: Math.max(0, ...during.map((task) => task.duration)),
    count: during.length,
    startsMs: during.map((task) => Math.round(task.start)),
  };
}

/**
 * Whether this context's origin private file system holds the demo's database after the first
 * visit (packages/app/src/demo/storedDatabase.ts names it `waldmonitor-demo-…`); without it a
 * reload boots from the snapshot again, out of the HTTP cache.
 */
const storedInOpfs = (page) =>
  page.evaluate(async () => {
    for await (const name of (await navigator.storage.getDirectory()).keys())
      if (name.startsWith('waldmonitor-demo-')) return true;
    return false;
  });

async function coldRun(browser, server) {
  const { page, close } = await browser.newPage();
  try {
    await page.addInitScript(observeStartup);
    server.clearLog();
    await page.goto(`${browser.baseUrl}/login`, { waitUntil: 'commit' });
    await page.waitForFunction(clickWhenUsable, 'Administrator', { timeout: 30_000, polling: 'raf' });
    await waitFor(page, 'filledAt');
    await demoReady(page);
    await server.quiet();
    const first = await benchState(page);
    const firstReadyAt = await readyAt(page);
    const firstFilesAt = await workerFilesAt(page);
    const firstVisit = transferOf(server.log());
    const stored = await storedInOpfs(page);

    server.clearLog();
    await page.reload({ waitUntil: 'commit' });
    await waitFor(page, 'filledAt');
    await dataReady(page);
    await server.quiet();
    const second = await benchState(page);
    const secondReadyAt = await readyAt(page);
    const secondFilesAt = await workerFilesAt(page);
    const secondVisit = transferOf(server.log());

    return {
      usableMs: first.usableAt,
      clickAtMs: first.clickAt,
      signInMs: first.filledAt - first.clickAt,
      readyMs: firstReadyAt,
      filesMs: firstFilesAt,
      longTasks: longTasksUntil(first.longTasks, firstReadyAt),
      firstVisit,
      storedInOpfs: stored,
      reloadMs: second.filledAt,
      reloadReadyMs: secondReadyAt,
      reloadFilesMs: secondFilesAt,
      reloadLongTasks: longTasksUntil(second.longTasks, secondReadyAt),
      secondVisit,
      screens: await measureScreens(page, browser.baseUrl),
    };
  } finally {
    await close();
  }
}

/** Builds the demo, serves it and takes `runs` cold runs; the figures are their medians. */
export async function measureDemoStartup(runs) {
  const buildStart = performance.now();
  const demo = await buildDemo();
  const buildS = (performance.now() - buildStart) / 1000;
  try {
    const server = await startCompressingServer(demo.demoDir);
    const browser = await startBrowser(demo.demoDir, { server }).catch(async (error) => {
      await server.close();
      throw error;
    });
    try {
      const { results, errors } = await repeat(runs, () => coldRun(browser, server));
      // The median of the runs that have the figure (a data worker not found gives none).
      const middle = (pick) => {
        const values = results.map(pick).filter((value) => value !== null && value !== undefined);
        return values.length ? median(values) : null;
      };
      return {
        runs: results.length,
        errors,
        buildS,
        compressS: server.prepareMs / 1000,
        usableMs: middle((run) => run.usableMs),
        clickAtMs: middle((run) => run.clickAtMs),
        signInMs: middle((run) => run.signInMs),
        readyMs: middle((run) => run.readyMs),
        filesMs: middle((run) => run.filesMs),
        longestTaskMs: middle((run) => run.longTasks.longestMs),
        longTasks: middle((run) => run.longTasks.count),
        longTaskStartsMs: results.flatMap((run) => run.longTasks.startsMs),
        firstVisit: medianTransfer(results.map((run) => run.firstVisit)),
        storedInOpfs: results.length ? results.every((run) => run.storedInOpfs) : null,
        reloadMs: middle((run) => run.reloadMs),
        reloadReadyMs: middle((run) => run.reloadReadyMs),
        reloadFilesMs: middle((run) => run.reloadFilesMs),
        reloadLongestTaskMs: middle((run) => run.reloadLongTasks.longestMs),
        reloadLongTasks: middle((run) => run.reloadLongTasks.count),
        secondVisit: medianTransfer(results.map((run) => run.secondVisit)),
        screens: summariseScreens(results.map((run) => run.screens)),
        perRun: results,
      };
    } finally {
      await browser.close();
    }
  } finally {
    demo.remove();
  }
}

const ms = (value) => (value === null ? '–' : value.toFixed(0));

export function printDemoStartup(figures) {
  const { runs, errors, firstVisit, secondVisit } = figures;
  heading(
    `Demo: Start mit PGlite (gebaute Demo, komprimiert und mit Cache-Headern ausgeliefert; Build ${figures.buildS.toFixed(0)} s, ` +
      `Komprimieren ${figures.compressS.toFixed(0)} s; Median aus ${runs} kalten Läufen, je ein neuer Browser-Kontext` +
      `${errors.length ? `; nicht gemessen: ${errors.join(' | ')}` : ''})`,
  );
  if (runs === 0) return;
  console.log(
    figureLine('Leerer Cache → Anmeldeseite bedienbar', figures.usableMs, 'ms', {
      digits: 0,
      budget: { max: BUDGET_USABLE_MS },
      extra: '(ab Navigationsstart)',
    }),
  );
  console.log(
    figureLine('Klick „Administrator“ → Übersicht mit Daten', figures.signInMs, 'ms', {
      digits: 0,
      budget: { max: BUDGET_SIGN_IN_MS },
      extra: `(Klick bei ${ms(figures.clickAtMs)} ms; Dateien des Daten-Workers da bei ${ms(figures.filesMs)} ms, Datenbank bereit bei ${ms(figures.readyMs)} ms)`,
    }),
  );
  console.log(
    figureLine('Neu laden (angemeldet) → Übersicht mit Daten', figures.reloadMs, 'ms', {
      digits: 0,
      budget: { max: BUDGET_RELOAD_MS },
      extra: `(Dateien des Daten-Workers da bei ${ms(figures.reloadFilesMs)} ms, Datenbank bereit bei ${ms(figures.reloadReadyMs)} ms; Datenbank nach dem ersten Besuch im OPFS: ${figures.storedInOpfs ? 'ja' : 'nein, Start aus dem Schnappschuss im Cache'})`,
    }),
  );
  console.log(
    figureLine('Seitenthread bis Datenbank bereit: > 50 ms', figures.longTasks, 'Aufgaben', {
      digits: 0,
      budget: { max: BUDGET_LONG_TASKS },
      extra: `(längste ${ms(figures.longestTaskMs)} ms; begonnen bei ${figures.longTaskStartsMs.join(', ') || '–'} ms in allen Läufen; beim Neuladen ${ms(figures.reloadLongTasks)}, längste ${ms(figures.reloadLongestTaskMs)} ms)`,
    }),
  );
  printTransfer(firstVisit, secondVisit);
  printScreens(figures.screens);
}
