import { setupWorker } from 'msw/browser';
import { enableSessionPersistence } from './db/db';
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
 * Starts demo mode: restores this browser session's data (changes persist for the
 * session, DESIGN.md §2), applies faults from the URL (`?fault=a_get_all_users:500`,
 * `?latency=800`) and starts the worker. Requests the mocks do not know (assets, config)
 * pass through.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<void> {
  enableSessionPersistence(window.sessionStorage);
  setFaults(faultsFromSearch(options.search ?? window.location.search));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
}
