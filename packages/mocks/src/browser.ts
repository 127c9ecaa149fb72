import { setupWorker } from 'msw/browser';
import { keepInSession } from './db/sessionTarget';
import { faultsFromSearch, setFaults } from './faults';
import { handlers } from './handlers';

/** The service worker of demo mode (DESIGN.md §2). */
export const worker = setupWorker(...handlers);

export interface StartMockWorkerOptions {
  /** Where `mockServiceWorker.js` is served; default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** The page's query string, read for `fault=` and `latency=`; default `location.search`. */
  search?: string;
  /** Silences MSW's console log of every request. */
  quiet?: boolean;
}

/**
 * Starts demo mode: keeps the data for this browser session (changes persist for the
 * session, DESIGN.md §2; the store restores them when the first call loads it), applies faults from the URL (`?fault=a_get_all_users:500`,
 * `?latency=800`) and starts the worker. Requests the mocks do not know (assets, config)
 * pass through.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<void> {
  keepInSession(window.sessionStorage);
  setFaults(faultsFromSearch(options.search ?? window.location.search));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  fetchAnswersWhenIdle();
}

/**
 * The answers of the data service's calls (with the store's code and the seed's tables)
 * load with the first call; while the sign-in page waits for a person, they are fetched
 * ahead. Only fetched and evaluated: the store itself is built on the first call, as
 * building it here blocked the page for ~150 ms (total blocking time, issue 17).
 */
function fetchAnswersWhenIdle() {
  const fetchAhead = () => {
    void import('./handlers/rpcAnswers');
    void import('./handlers/tableAnswers');
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fetchAhead, { timeout: 3000 });
  else window.setTimeout(fetchAhead, 1000);
}
