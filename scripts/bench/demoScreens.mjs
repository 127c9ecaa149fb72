// `npm run bench -- --demo`, its last part: every screen's first data request at the seed's
// size, once the demo's database answers. In the demo no data request reaches the network:
// each is a User Timing measure `waldmonitor:data-request` (packages/app/src/demo/demoDatabase.ts),
// its duration from the call to the answer, its detail `{ method, url, status }`.
// A screen is reached without a new document where it can be: a new document boots the
// database again, and a screen opened with it would ask while the engine boots, so its first
// request would time the boot. The back office's sections, GIS, users and profile are reached
// in the app (as a link does) after the administrator signed in; each role's landing page by
// the sign-in click on a freshly loaded /login, once that page's database is ready.
import { demoUserButton } from './chromium.mjs';
import { navigateInApp, settled } from './heapAfterNavigations.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_FIRST_REQUEST_MS = 100;

const DATA_REQUEST = 'waldmonitor:data-request';
const DATA_READY = 'waldmonitor:demo-data-ready';
/** Where the app keeps its token (packages/app/src/identity/tokenStorage.ts). */
const TOKEN_KEY = 'Admin-Token';

/**
 * The screens in the order they are opened: `role` signs in on /login (its landing page),
 * `path` navigates in the app. Sections: packages/ui/src/model/backOffice/sections.ts.
 */
export const SCREENS = [
  { label: 'Administrator: Übersicht', role: 'Administrator' },
  { label: 'Verwaltung: Kunden', path: '/dashboard?bereich=kunden' },
  { label: 'Verwaltung: Angebote', path: '/dashboard?bereich=angebote' },
  { label: 'Verwaltung: Rechnungen', path: '/dashboard?bereich=rechnungen' },
  { label: 'Verwaltung: Prognose', path: '/dashboard?bereich=prognose' },
  { label: 'Verwaltung: Kataster', path: '/dashboard?bereich=kataster' },
  { label: 'Verwaltung: Käferfunde', path: '/dashboard?bereich=kaeferfunde' },
  { label: 'GIS', path: '/gis/index' },
  { label: 'Nutzer', path: '/users/index' },
  { label: 'Profil', path: '/profile/index' },
  { label: 'Experte: Dashboard', role: 'Experte' },
  { label: 'Standard-Nutzer: Dashboard', role: 'Standard-Nutzer' },
];

/** Waits until this document's database answers (the mark demoDatabase.ts sets). */
export const dataReady = (page) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, DATA_READY, {
    timeout: 30_000,
    polling: 50,
  });

/** In the page: the data requests measured since `since` (ms on the page's clock), in the order they were made. */
function requestsSince({ name, since }) {
  return performance
    .getEntriesByName(name)
    .filter((entry) => entry.startTime >= since)
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => ({ ms: entry.duration, ...entry.detail }));
}

/** In the page: whether `since` had data requests and none was made or answered for `quietMs`. */
function requestsDone({ name, since, quietMs }) {
  const entries = performance.getEntriesByName(name).filter((entry) => entry.startTime >= since);
  const last = Math.max(...entries.map((entry) => entry.startTime + entry.duration));
  return entries.length > 0 && performance.now() - last >= quietMs;
}

/**
 * Runs `act` and returns the data requests it caused, once the screen has settled and asked
 * nothing for half a second: a landing page asks for the signed-in person's data first and
 * for its own after that, while its spinner shows.
 */
async function requestsOf(page, act) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await settled(page);
  // A screen whose data the app holds already asks nothing: then there is no figure.
  await page
    .waitForFunction(requestsDone, { name: DATA_REQUEST, since, quietMs: 500 }, { timeout: 10_000, polling: 50 })
    .catch(() => undefined);
  return page.evaluate(requestsSince, { name: DATA_REQUEST, since });
}

/** One run's figures per screen: the first request's duration and what it asked, the count, the slowest. */
export async function measureScreens(page, baseUrl) {
  const figures = {};
  for (const screen of SCREENS) {
    try {
      if (screen.role) {
        // Signed out first, as "Abmelden" does (the token goes): /login sends a signed-in person on.
        await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY);
        await page.goto(`${baseUrl}/login`);
        await dataReady(page);
      }
      const requests = await requestsOf(page, () =>
        screen.path ? navigateInApp(page, screen.path) : demoUserButton(page, screen.role).click(),
      );
      const first = requests[0];
      figures[screen.label] = {
        ms: first?.ms ?? null,
        request: first ? `${first.method} ${first.url} → ${first.status}` : null,
        requests: requests.length,
        slowestMs: requests.length ? Math.max(...requests.map((request) => request.ms)) : null,
      };
    } catch (error) {
      figures[screen.label] = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
  }
  return figures;
}

/** The medians per screen over the runs (`perRun`: measureScreens' results). */
export function summariseScreens(perRun) {
  return Object.fromEntries(
    SCREENS.map(({ label }) => {
      const taken = perRun.map((run) => run[label]).filter(Boolean);
      const measured = taken.filter((figure) => figure.error === undefined && figure.ms !== null);
      const middle = (pick) => (measured.length ? median(measured.map(pick)) : null);
      return [
        label,
        {
          ms: middle((figure) => figure.ms),
          slowestMs: middle((figure) => figure.slowestMs),
          requests: middle((figure) => figure.requests),
          request: measured.at(-1)?.request ?? null,
          errors: taken.filter((figure) => figure.error !== undefined).map((figure) => figure.error),
        },
      ];
    }),
  );
}

export function printScreens(screens) {
  heading(
    `Erste Datenanfrage je Seite (Demo-Datenbestand, Datenbank bereit; Dauer vom Aufruf bis zur Antwort, Median)`,
  );
  for (const [label, figure] of Object.entries(screens)) {
    const failed = figure.errors.length ? `; nicht gemessen: ${figure.errors.join(' | ')}` : '';
    const what = figure.request ?? 'keine Anfrage';
    console.log(
      figureLine(label, figure.ms, 'ms', {
        digits: 0,
        budget: { max: BUDGET_FIRST_REQUEST_MS },
        extra: `(${what}; ${figure.requests ?? '–'} Anfragen, langsamste ${figure.slowestMs?.toFixed(0) ?? '–'} ms${failed})`,
      }),
    );
  }
}
