// Demo at the large dataset (`?daten=gross`: packages/dataservice/src/seed/large, 50,000 users, 2,000
// clients, 10,000 maps, 100,000 sightings, 20,000 offers and invoices), built by the demo's data
// worker. Per list page of the app: the click on its link until the frame that draws its first
// page (a table the page did not show before, with rows, nothing busy: timed in the page from
// the click event, as the sign-in figure is), and the bytes of the data service's answers the page
// received meanwhile; the administrator's landing page's bytes; the page's JS heap after ten
// navigations (heapAfterNavigations.mjs, signed in with ?daten=gross).
//
// Bytes: in demo mode no request leaves the browser. The page's fetch goes to MSW's service
// worker, which has the page's own MSW client ask the data worker, and answers the fetch with
// that body. Playwright's `response` events include answers a service worker fulfilled; the
// figure is the sum of their bodies for the data service's address (`/data/…`) from the click
// until the list has rendered and two quiet frames more: the bodies as the page receives them,
// uncompressed (a PostgREST behind a gzip proxy would send fewer bytes over the wire).
//
// The click figures have no budget verdict here: the demo answers from its data worker, not
// as production does. The measure at scale is `--production-lists` (productionLists.mjs: the
// production build against the data service and PostgreSQL), which times the clicks with
// `openList` below.
/* global window, document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { demoReady, repeat } from './chromium.mjs';
import { measureHeap, settled } from './heapAfterNavigations.mjs';
import { figureLine, heading, kib, median } from './report.mjs';

export const LARGE = '?daten=gross';
export const BUDGET_LIST_KIB = 100;
export const BUDGET_LANDING_KIB = 100;
export const BUDGET_LARGE_HEAP_MIB = 20;

/**
 * The list pages of the route table (packages/ui/src/model/routes, the back office's sections),
 * each reached by its link: the main menu's for routes, the back office's section links.
 */
export const LIST_PAGES = [
  { label: 'Nutzer', href: '/users/index' },
  { label: 'Kunden', href: '/dashboard?bereich=kunden' },
  { label: 'GIS-Karten', href: '/gis/index' },
  { label: 'Rechnungen', href: '/dashboard?bereich=rechnungen' },
  { label: 'Angebote', href: '/dashboard?bereich=angebote' },
  { label: 'Prognose', href: '/dashboard?bereich=prognose' },
  { label: 'Kataster', href: '/dashboard?bereich=kataster' },
  { label: 'Käferfunde (Prüfung)', href: '/dashboard?bereich=kaeferfunde' },
];

/** The first visible link to `href`, found in the page. */
const LINK = (href) =>
  [...document.querySelectorAll(`a[href="${href}"]`)].find((link) => link.getClientRects().length > 0) ?? null;

/**
 * In the page: marks the tables shown now, and resolves with the time from the next click
 * until a table not marked has rows and nothing visible is busy.
 */
export function armListTimer() {
  for (const table of document.querySelectorAll('table')) table.dataset.benchSeen = '1';
  // Room for every request of a list (the default buffer of 250 fills during sign-in).
  performance.clearResourceTimings();
  performance.setResourceTimingBufferSize(10_000);
  let clickAt = null;
  document.addEventListener('click', () => (window.__actionAt = clickAt ??= performance.now()), {
    capture: true,
    once: true,
  });
  const visible = (element) => element.getClientRects().length > 0;
  const rendered = () =>
    [...document.querySelectorAll('table:not([data-bench-seen]) tbody tr')].some(visible) &&
    ![...document.querySelectorAll('[aria-busy="true"], [role="status"][aria-label*="geladen"]')].some(visible);
  window.__listMs = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('Liste nach 30 s nicht gezeigt')), 30_000);
    // Looked at once per frame that follows a change, before the frame is drawn: measuring
    // the rows at every change forced a style and layout pass per change, work the page
    // itself does once per frame (a list's first page is a dozen changes).
    let isLooking = false;
    const observer = new MutationObserver(() => {
      if (clickAt === null || isLooking) return;
      isLooking = true;
      requestAnimationFrame(() => {
        isLooking = false;
        if (!rendered()) return;
        observer.disconnect();
        resolve(performance.now() - clickAt);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/**
 * In the page, after the list has rendered: where the time since the click (or the action a
 * timer noted in `window.__actionAt`) went, from the resource timings (fetches the service
 * worker answered are among them): when the first request to the data service (addresses
 * starting with `dataPrefix`) started, when the last answer arrived, when the last code chunk
 * arrived (ms after the click; null when there was none).
 */
export function phasesSinceAction(dataPrefix) {
  const clickAt = window.__actionAt;
  const after = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= clickAt);
  const data = after.filter((entry) => entry.name.startsWith(dataPrefix));
  const code = after.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const since = (values) => (values.length ? Math.max(...values) - clickAt : null);
  return {
    firstRequest: data.length ? Math.min(...data.map((entry) => entry.startTime)) - clickAt : null,
    lastAnswer: since(data.map((entry) => entry.responseEnd)),
    lastChunk: since(code.map((entry) => entry.responseEnd)),
  };
}

/** The data service's own time of an answer: the sum of its Server-Timing durations, or null. */
function serverMs(header) {
  if (!header) return null;
  return [...header.matchAll(/dur=([\d.]+)/g)].reduce((sum, [, ms]) => sum + Number(ms), 0);
}

/**
 * Sums the bodies of the data service's answers (addresses starting with `dataPrefix`) the
 * page receives while `act` runs, and notes each answer's path with the service's own time
 * (its Server-Timing header, when the service sends one; the demo's mock does not).
 */
export async function dataBytesDuring(page, act, dataPrefix) {
  const bodies = [];
  const timings = [];
  const onResponse = (response) => {
    if (!response.url().startsWith(dataPrefix)) return;
    timings.push(
      response.headerValue('server-timing').then(
        (header) => ({ path: new URL(response.url()).pathname, serverMs: serverMs(header) }),
        () => ({ path: new URL(response.url()).pathname, serverMs: null }),
      ),
    );
    bodies.push(
      // A body the page navigated away from is gone: counted as 0, as the page did not use it.
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    const result = await act();
    await settled(page);
    const sizes = await Promise.all(bodies);
    return {
      result,
      bytes: sizes.reduce((sum, size) => sum + size, 0),
      answers: sizes.length,
      served: await Promise.all(timings),
    };
  } finally {
    page.off('response', onResponse);
  }
}

async function signInLarge(page, baseUrl) {
  await page.goto(`${baseUrl}/login${LARGE}`);
  const button = page
    .getByRole('list', { name: 'Demo-Nutzer' })
    .getByRole('button')
    .filter({
      has: page.getByText('Administrator', { exact: true }),
    });
  await button.waitFor({ timeout: 30_000 });
  // The worker has built the large dataset: the figures are the app's, not the build's.
  await demoReady(page);
  const { bytes } = await dataBytesDuring(
    page,
    async () => {
      await button.click();
      await page.getByRole('heading', { level: 2, name: 'Expertenanfragen' }).waitFor({ timeout: 30_000 });
    },
    demoData(baseUrl),
  );
  return bytes;
}

/** The demo's data service: its mock answers under the page's own `/data/`. */
const demoData = (baseUrl) => `${baseUrl}/data/`;

/**
 * Clicks the list's link (from the overview when the current page shows none) and times it
 * until its first page is drawn; `dataPrefix`: the data service's address, whose answers are
 * counted and timed.
 */
export async function openList(page, href, dataPrefix) {
  if (!(await page.evaluate(`(${LINK.toString()})(${JSON.stringify(href)}) !== null`))) {
    await page.evaluate(`(${LINK.toString()})("/dashboard")?.click()`);
    await settled(page);
  }
  await page.evaluate(armListTimer);
  return dataBytesDuring(
    page,
    async () => {
      const clicked = await page.evaluate(
        `(() => { const a = (${LINK.toString()})(${JSON.stringify(href)}); a?.click(); return a !== null; })()`,
      );
      if (!clicked) throw new Error(`kein Link auf ${href}`);
      const ms = await page.evaluate(() => window.__listMs);
      return { ms, phases: await page.evaluate(phasesSinceAction, dataPrefix) };
    },
    dataPrefix,
  );
}

/**
 * The lists a run measures: all, or those named by `--liste=<label>` (repeatable; a label's
 * beginning is enough, `--liste=Rechnungen --liste=GIS`), for measuring one change quickly.
 */
export function listsAsked(argv = process.argv) {
  const asked = argv.filter((arg) => arg.startsWith('--liste=')).map((arg) => arg.slice('--liste='.length));
  if (asked.length === 0) return LIST_PAGES;
  const chosen = LIST_PAGES.filter(({ label }) => asked.some((prefix) => label.startsWith(prefix)));
  if (chosen.length === 0) throw new Error(`keine Liste heißt ${asked.join(', ')}`);
  return chosen;
}

/** The median of one phase over the runs that measured it, or null. */
export const medianPhase = (figures, phase) => {
  const values = figures.map((figure) => figure.phases[phase]).filter((value) => value !== null);
  return values.length ? median(values) : null;
};

/** `pages`: the lists to open (listsAsked()); the heap figure only when all of them are measured. */
export async function measureLargeLists(browser, runs, pages = listsAsked()) {
  const { results, errors } = await repeat(runs, async () => {
    const { page, close } = await browser.newPage();
    try {
      const landingBytes = await signInLarge(page, browser.baseUrl);
      const lists = {};
      for (const { label, href } of pages) {
        try {
          const { result, bytes, answers } = await openList(page, href, demoData(browser.baseUrl));
          lists[label] = { ms: result.ms, phases: result.phases, bytes, answers };
        } catch (error) {
          lists[label] = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
        }
      }
      return { landingBytes, lists };
    } finally {
      await close();
    }
  });
  const lists = Object.fromEntries(
    pages.map(({ label }) => {
      const measured = results.map((run) => run.lists[label]).filter((figure) => figure && figure.error === undefined);
      const failures = results.map((run) => run.lists[label]?.error).filter(Boolean);
      return [
        label,
        {
          ms: measured.length ? median(measured.map((figure) => figure.ms)) : null,
          bytes: measured.length ? median(measured.map((figure) => figure.bytes)) : null,
          answers: measured.length ? median(measured.map((figure) => figure.answers)) : null,
          phases: {
            firstRequest: medianPhase(measured, 'firstRequest'),
            lastAnswer: medianPhase(measured, 'lastAnswer'),
            lastChunk: medianPhase(measured, 'lastChunk'),
          },
          errors: failures,
        },
      ];
    }),
  );
  const heap = pages.length === LIST_PAGES.length ? await measureHeap(browser, runs, LARGE) : null;
  return {
    runs: results.length,
    errors,
    landingBytes: results.length ? median(results.map((run) => run.landingBytes)) : null,
    lists,
    heap,
  };
}

/** Where a list's time went (medians, ms after the click): `(Anfrage ab 310, Antworten bis 420, Code bis 290)`. */
export function phasesText(phases) {
  if (!phases) return '';
  const at = (value) => (value === null ? '–' : value.toFixed(0));
  return `(Anfrage ab ${at(phases.firstRequest)}, Antworten bis ${at(phases.lastAnswer)}, Code bis ${at(phases.lastChunk)})`;
}

export function printLargeLists({ runs, errors, landingBytes, lists, heap }) {
  heading(
    `Listen beim großen Datenbestand (Demo mit ${LARGE}, Median aus ${runs} Läufen${errors.length ? `; nicht gemessen: ${errors.join(' | ')}` : ''}). ` +
      'Die Klickzeiten ohne Budget: das Maß bei dieser Größe ist `npm run bench -- --production-lists` (Produktions-Build, Datendienst, PostgreSQL)',
  );
  console.log(
    figureLine(
      'Anmeldung Administrator: Antworten des Datendienstes',
      landingBytes === null ? null : kib(landingBytes),
      'kB',
      {
        budget: { max: BUDGET_LANDING_KIB },
      },
    ),
  );
  for (const [label, figure] of Object.entries(lists)) {
    const failed = figure.errors.length ? `; nicht gemessen: ${figure.errors.join(' | ')}` : '';
    console.log(
      figureLine(`${label}: Klick → erste Seite gezeigt`, figure.ms, 'ms', {
        digits: 0,
        extra: phasesText(figure.phases),
      }),
    );
    console.log(
      figureLine(`${label}: Antworten des Datendienstes`, figure.bytes === null ? null : kib(figure.bytes), 'kB', {
        budget: { max: BUDGET_LIST_KIB },
        extra: `(${figure.answers ?? '–'} Antworten${failed})`,
      }),
    );
  }
  if (heap === null) {
    heading('JS-Heap: nur gemessen, wenn alle Listen gemessen werden (ohne --liste=)');
    return;
  }
  console.log(
    figureLine('JS-Heap nach 10 Navigationen + allen Tags', heap.heapMiB, 'MiB', {
      budget: { max: BUDGET_LARGE_HEAP_MIB },
      extra: `(${heap.runs.length} Läufe${heap.errors.length ? `; nicht gemessen: ${heap.errors.join(' | ')}` : ''})`,
    }),
  );
  console.log(
    figureLine('  dazu der Daten-Worker mit dem großen Bestand', heap.workerMiB, 'MiB', {
      extra: '(nicht im Budget: in Produktion ist der Datendienst ein Server)',
    }),
  );
}
