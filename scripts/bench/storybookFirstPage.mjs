// The static Storybook's first page: the time from opening it until the introduction (the
// page the sidebar opens on, an MDX page) shows its heading, on a first visit (a fresh browser
// context: nothing cached, nothing stored), the main thread's CPU time until then, and the
// requests and bytes it took to get there; then the heaviest stories (HEAVIEST_STORIES), each
// opened cold at its own address in the manager, until it has rendered.
// `npm run bench -- --storybook` builds the Storybook and measures it (median of BENCH_RUNS,
// default 5); `npm run storybook:first-page -- <dir> [runs]` measures a build that exists.
/* global window, document, location, MutationObserver, requestAnimationFrame -- functions passed to the page run in the browser */
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '../serve/gzipStaticServer.mjs';
import { importTs } from './builds.mjs';
import { figureLine, heading, median } from './report.mjs';

const BUDGET_FIRST_PAGE_MS = 2000;
/** The budget of the heaviest story, opened cold: a designer opens it by its link. */
const BUDGET_HEAVIEST_STORY_MS = 1200;

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
 * frame is painted) as `__shownAt` (epoch milliseconds) and as a mark in the trace.
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
      window.__shownAt = performance.timeOrigin + performance.now();
      console.timeStamp('waldmonitor:shown');
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * Runs in the manager's page (an init script): notes the frame in which the story asked for has
 * rendered in the preview (Storybook's render past its `rendering` phase, play functions not
 * waited for) as the preview's `__shownAt` and as a mark in the trace. Read from the manager
 * every 10 ms, a few microseconds each: an init script in the preview's frame runs for its first
 * blank document only when Storybook navigates the frame by its address.
 */
function watchStoryRendered() {
  if (location.pathname.endsWith('/iframe.html')) return;
  const timer = setInterval(() => {
    const preview = document.querySelector('#storybook-preview-iframe')?.contentWindow;
    const phase = preview?.__STORYBOOK_PREVIEW__?.currentRender?.phase;
    if (!['playing', 'played', 'completed', 'finished'].includes(phase)) return;
    clearInterval(timer);
    preview.requestAnimationFrame(() => {
      preview.__shownAt = performance.timeOrigin + performance.now();
      console.timeStamp('waldmonitor:shown');
    });
  }, 10);
}

/**
 * The heaviest stories a designer opens (the georeferencing editor, the invoice editor), by the
 * end of their ids, each opened cold in the manager at its own address.
 */
const HEAVIEST_STORIES = ['georefeditor--default', 'documenteditor--default'];

/**
 * One cold load of `url`: milliseconds until `watch` (an init script) notes the page shown,
 * the main thread's CPU time, requests and bytes until then.
 */
async function coldLoadOnce(browser, url, watch) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  try {
    await context.addInitScript(watch);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const loaded = [];
    cdp.on('Network.loadingFinished', (event) => loaded.push({ at: Date.now(), size: event.encodedDataLength }));
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    const started = Date.now();
    let shownAt;
    try {
      await page.goto(url);
      // Waits for the page's own note, read from the manager's page every 50 ms: Playwright's
      // role query (a walk over the accessibility tree) ran on the very thread being measured.
      shownAt = await page.waitForFunction(
        () => document.querySelector('#storybook-preview-iframe')?.contentWindow?.__shownAt,
        null,
        { timeout: 60_000, polling: 50 },
      );
    } catch (error) {
      // The trace ends with the run, or the next run could not start its own.
      await browser.stopTracing();
      throw error;
    }
    const shownAtMs = await shownAt.jsonValue();
    const untilShown = loaded.filter((request) => request.at <= shownAtMs);
    const requests = untilShown.length;
    const bytes = untilShown.reduce((sum, request) => sum + request.size, 0);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const mark = events.find((event) => event.args?.data?.message === 'waldmonitor:shown');
    return { ms: shownAtMs - started, cpuMs: mark ? mainThreadCpuMs(events, mark.ts) : null, requests, bytes };
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of `url`: the median of each figure, and the errors of those that failed. */
async function coldLoads(browser, url, watch, runs) {
  const results = [];
  const errors = [];
  for (let run = 0; run < runs && errors.length < 2; run += 1) {
    try {
      results.push(await coldLoadOnce(browser, url, watch));
    } catch (error) {
      errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
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

/** The first page (the introduction), then each of the heaviest stories, cold, `runs` times each. */
export async function measureStorybookFirstPage(dir, runs) {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  const ids = HEAVIEST_STORIES.map((end) => Object.keys(index.entries).find((id) => id.endsWith(end))).filter(Boolean);
  const server = await serveStatic(dir);
  // The launch options of the story tests (Debian's Chromium, CHROMIUM_PATH overrides).
  const { chromiumLaunchOptions } = await importTs('vite.config.ts');
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const firstPage = await coldLoads(browser, server.url, watchFirstPage, runs);
    const heaviest = [];
    for (const id of ids) {
      const url = `${server.url}?path=/story/${encodeURIComponent(id)}`;
      heaviest.push({ id, ...(await coldLoads(browser, url, watchStoryRendered, runs)) });
    }
    return { ...firstPage, heaviest };
  } finally {
    await browser.close();
    server.close();
  }
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
  for (const story of firstPage.heaviest ?? []) {
    console.log(
      figureLine(`Geschichte ${story.id} gerendert (kalt)`, story.ms, 'ms', {
        digits: 0,
        budget: { max: BUDGET_HEAVIEST_STORY_MS },
        extra: `(${story.runs.map((run) => run.ms.toFixed(0)).join(', ')}; Hauptthread-CPU ${story.cpuMs?.toFixed(0) ?? '–'} ms)${story.errors.length ? `; nicht gemessen: ${story.errors.join(' | ')}` : ''}`,
      }),
    );
  }
}
