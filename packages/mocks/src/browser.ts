import { setupWorker } from 'msw/browser';
import { activeFaults, faultsFromSearch, setFaults } from './faults';
import { iiifHandlers } from './handlers/iiifHandlers';
import { ownCodeHandler } from './handlers/staticAssets';
import { templateHandlers } from './handlers/templateHandlers';

/**
 * The service worker of demo mode (architecture §2): the template part's API and the scans
 * (IIIF). The data service is not here: the demo hands its calls to its data worker
 * (packages/app/src/demo).
 */
export const worker = setupWorker(ownCodeHandler(), ...templateHandlers(activeFaults), ...iiifHandlers(activeFaults));

export interface StartMockWorkerOptions {
  /** Where `mockServiceWorker.js` is served; default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** The page's query string, read for `fault=` and `latency=`; default `location.search`. */
  search?: string;
  /** Silences MSW's console log of every request. */
  quiet?: boolean;
}

/**
 * MSW's own `beforeunload` listener tells the service worker that the page is closing
 * (`CLIENT_CLOSED`) and stops its keep-alive messages: the worker drops the page and, with no
 * other page left, unregisters itself, so from then on every call passed through to the web
 * server and got `index.html` (the template part's API and the scans). But a leave prompt the person cancels, or a download link,
 * leaves the page open. A page that is really going runs no more timers; one that is still
 * there asks the worker to take it back.
 *
 * Not by `worker.stop()` and `worker.start()`: start drops msw's message listeners until the
 * worker is registered again, and a request the worker had handed to the page before the
 * prompt (a route chunk preloaded just then) got no answer in that gap, so its `import()`
 * never settled and, for example, the leave question's dialog never appeared. Instead the
 * page sends the worker the two messages msw's start sends after registering
 * (`MOCK_ACTIVATE`, then `KEEPALIVE_REQUEST` every 5 s; see public/mockServiceWorker.js),
 * and msw's listeners stay as they are.
 */
function rejoinWhenThePageStays(): void {
  let keepAlive: number | undefined;
  window.addEventListener('beforeunload', () => {
    window.setTimeout(() => {
      const controller = navigator.serviceWorker.controller;
      if (!controller) return;
      controller.postMessage('MOCK_ACTIVATE');
      keepAlive ??= window.setInterval(() => controller.postMessage('KEEPALIVE_REQUEST'), KEEP_ALIVE_MS);
    }, 0);
  });
}

/** msw's keep-alive period: the browser stops an idle service worker, and its list of pages with it. */
const KEEP_ALIVE_MS = 5000;

/**
 * Starts the service worker for the template part and the scans, with faults from the URL
 * (`?fault=GET%20/iiif/tile:500`, `?latency=800`). Requests it does not know (the data worker's,
 * assets, config) pass through.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<void> {
  setFaults(faultsFromSearch(options.search ?? window.location.search));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  rejoinWhenThePageStays();
}
