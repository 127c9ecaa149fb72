// The list pages of the app and the measure of opening one: the click on its link until the
// frame that draws its first page (a table the page did not show before, with rows, nothing
// busy: timed in the page from the click event), the data service's answers the page received
// meanwhile, and where the time went. `npm run bench -- --production-lists` (productionLists.mjs)
// takes it on the production build against the data service and PostgreSQL.
/* global window, document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { settled } from './heapAfterNavigations.mjs';
import { median } from './report.mjs';

/**
 * The list pages of the route table (packages/ui/src/model/routes, the back office's sections),
 * each reached by its link: the main menu's for routes, the back office's section links.
 */
export const LIST_PAGES = [
  { label: 'Nutzer', href: '/users/index' },
  // The users page's second tab, reached by the overview's "… offene Anfragen entscheiden".
  { label: 'Expertenanfragen', href: '/users/index?tab=anfragen' },
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
 * timer noted in `window.__actionAt`) went, from the resource timings: when the first request
 * to the data service (addresses starting with `dataPrefix`) started, when the last answer
 * arrived, when the last code chunk arrived (ms after the click; null when there was none).
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
 * (its Server-Timing header, when the service sends one).
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

/** Where a list's time went (medians, ms after the click): `(Anfrage ab 310, Antworten bis 420, Code bis 290)`. */
export function phasesText(phases) {
  if (!phases) return '';
  const at = (value) => (value === null ? '–' : value.toFixed(0));
  return `(Anfrage ab ${at(phases.firstRequest)}, Antworten bis ${at(phases.lastAnswer)}, Code bis ${at(phases.lastChunk)})`;
}
