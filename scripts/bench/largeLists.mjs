// Demo at the large dataset (`?daten=gross`: packages/mocks/src/large, 50,000 users, 2,000
// clients, 10,000 maps, 100,000 sightings, 20,000 offers and invoices), built by the demo's data
// worker. Per list page of the app: the click on its link until its first page has rendered
// (a table the page did not show before, with rows, nothing busy: timed in the page from the
// click event, as the sign-in figure is), and the bytes of the data service's answers the page
// received meanwhile; the administrator's landing page's bytes; the page's JS heap after ten
// navigations (heapAfterNavigations.mjs, signed in with ?daten=gross).
//
// Bytes: in demo mode no request leaves the browser. The page's fetch goes to MSW's service
// worker, which has the page's own MSW client ask the data worker, and answers the fetch with
// that body. Playwright's `response` events include answers a service worker fulfilled; the
// figure is the sum of their bodies for the data service's address (`/data/…`) from the click
// until the list has rendered and two quiet frames more: the bodies as the page receives them,
// uncompressed (a PostgREST behind a gzip proxy would send fewer bytes over the wire).
/* global window, document, MutationObserver -- functions passed to page.evaluate run in the browser */
import { mockServiceReady, repeat } from './chromium.mjs';
import { measureHeap, settled } from './heapAfterNavigations.mjs';
import { figureLine, heading, kib, median } from './report.mjs';

export const LARGE = '?daten=gross';
export const BUDGET_LIST_MS = 300;
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
function armListTimer() {
  for (const table of document.querySelectorAll('table')) table.dataset.benchSeen = '1';
  let clickAt = null;
  document.addEventListener('click', () => (clickAt ??= performance.now()), { capture: true, once: true });
  const visible = (element) => element.getClientRects().length > 0;
  const rendered = () =>
    [...document.querySelectorAll('table:not([data-bench-seen]) tbody tr')].some(visible) &&
    ![...document.querySelectorAll('[aria-busy="true"], [role="status"][aria-label*="geladen"]')].some(visible);
  window.__listMs = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('Liste nach 30 s nicht gezeigt')), 30_000);
    const observer = new MutationObserver(() => {
      if (clickAt !== null && rendered()) {
        observer.disconnect();
        resolve(performance.now() - clickAt);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** Sums the bodies of the data service's answers the page receives while `act` runs. */
async function dataBytesDuring(page, act) {
  const bodies = [];
  const onResponse = (response) => {
    if (new URL(response.url()).pathname.startsWith('/data/'))
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
    return { result, bytes: sizes.reduce((sum, size) => sum + size, 0), answers: sizes.length };
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
  await mockServiceReady(page);
  const { bytes } = await dataBytesDuring(page, async () => {
    await button.click();
    await page.getByRole('heading', { level: 2, name: 'Expertenanfragen' }).waitFor({ timeout: 30_000 });
  });
  return bytes;
}

/** Clicks the list's link (from the overview when the current page shows none) and times it. */
async function openList(page, href) {
  if (!(await page.evaluate(`(${LINK.toString()})(${JSON.stringify(href)}) !== null`))) {
    await page.evaluate(`(${LINK.toString()})("/dashboard")?.click()`);
    await settled(page);
  }
  await page.evaluate(armListTimer);
  return dataBytesDuring(page, async () => {
    const clicked = await page.evaluate(
      `(() => { const a = (${LINK.toString()})(${JSON.stringify(href)}); a?.click(); return a !== null; })()`,
    );
    if (!clicked) throw new Error(`kein Link auf ${href}`);
    return page.evaluate(() => window.__listMs);
  });
}

export async function measureLargeLists(browser, runs) {
  const { results, errors } = await repeat(runs, async () => {
    const { page, close } = await browser.newPage();
    try {
      const landingBytes = await signInLarge(page, browser.baseUrl);
      const lists = {};
      for (const { label, href } of LIST_PAGES) {
        try {
          const { result, bytes, answers } = await openList(page, href);
          lists[label] = { ms: result, bytes, answers };
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
    LIST_PAGES.map(({ label }) => {
      const measured = results.map((run) => run.lists[label]).filter((figure) => figure && figure.error === undefined);
      const failures = results.map((run) => run.lists[label]?.error).filter(Boolean);
      return [
        label,
        {
          ms: measured.length ? median(measured.map((figure) => figure.ms)) : null,
          bytes: measured.length ? median(measured.map((figure) => figure.bytes)) : null,
          answers: measured.length ? median(measured.map((figure) => figure.answers)) : null,
          errors: failures,
        },
      ];
    }),
  );
  const heap = await measureHeap(browser, runs, LARGE);
  return {
    runs: results.length,
    errors,
    landingBytes: results.length ? median(results.map((run) => run.landingBytes)) : null,
    lists,
    heap,
  };
}

export function printLargeLists({ runs, errors, landingBytes, lists, heap }) {
  heading(
    `Listen beim großen Datenbestand (Demo mit ${LARGE}, Median aus ${runs} Läufen${errors.length ? `; nicht gemessen: ${errors.join(' | ')}` : ''})`,
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
        budget: { max: BUDGET_LIST_MS },
      }),
    );
    console.log(
      figureLine(`${label}: Antworten des Datendienstes`, figure.bytes === null ? null : kib(figure.bytes), 'kB', {
        budget: { max: BUDGET_LIST_KIB },
        extra: `(${figure.answers ?? '–'} Antworten${failed})`,
      }),
    );
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
