import { setupWorker } from 'msw/browser';
import { answerFrom } from './answers/answers';
import { rememberDataset } from './answers/dataset';
import { warmAnswerWorker, workerAnswers } from './answers/workerAnswers';
import { faultsFromSearch, setFaults } from './faults';
import { handlers } from './handlers';

/** The service worker of demo mode (architecture §2). */
export const worker = setupWorker(...handlers);

export interface StartMockWorkerOptions {
  /** Where `mockServiceWorker.js` is served; default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** The page's query string, read for `fault=` and `latency=`; default `location.search`. */
  search?: string;
  /** Silences MSW's console log of every request. */
  quiet?: boolean;
  /**
   * Told when the large dataset (`?daten=gross`, kept for the session) is being built and
   * how far (`done` of `total` parts); never for the demo seed.
   */
  onLargeDatasetProgress?: (done: number, total: number) => void;
}

/** Settles when the mock service can answer; replaced while it starts again. */
let serviceReady: Promise<void> = new Promise(() => undefined);

/**
 * When the mock service can answer: the data client waits for it before each call, so a call
 * made while the service starts again after a cancelled leave-page prompt is not lost.
 */
export const mockServiceReady = (): Promise<void> => serviceReady;

/**
 * MSW's own `beforeunload` listener tells the service worker that the page is closing
 * (`CLIENT_CLOSED`) and stops its keep-alive messages: the worker drops the page and, with no
 * other page left, unregisters itself, so from then on every call passed through to the web
 * server and got `index.html`. But a leave prompt the person cancels, or a download link,
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
      serviceReady = mockingEnabledBy(controller);
      keepAlive ??= window.setInterval(() => controller.postMessage('KEEPALIVE_REQUEST'), KEEP_ALIVE_MS);
    }, 0);
  });
}

/** msw's keep-alive period: the browser stops an idle service worker, and its list of pages with it. */
const KEEP_ALIVE_MS = 5000;

/** Asks the service worker to answer this page again; settles when it says it does. */
function mockingEnabledBy(controller: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const enabled = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type !== 'MOCKING_ENABLED') return;
      navigator.serviceWorker.removeEventListener('message', enabled);
      resolve();
    };
    navigator.serviceWorker.addEventListener('message', enabled);
    controller.postMessage('MOCK_ACTIVATE');
  });
}

/**
 * Starts demo mode: the calls are answered by the demo's data worker, which keeps its
 * data for this browser session (changes persist for the session, architecture §2);
 * builds the large dataset instead of the seed for `?daten=gross` (kept for the session,
 * `?daten=demo` goes back); applies faults from the URL (`?fault=a_get_all_users:500`, `?latency=800`) and starts
 * the service worker. Requests the mocks do not know (assets, config) pass through.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<void> {
  answerFrom(async () => workerAnswers);
  const search = options.search ?? window.location.search;
  // The data worker starts now and builds the store on its own thread while the sign-in
  // page waits for a person: the first call then only answers, and the page never blocks
  // (building the store in the page blocked it for ~150 ms, see 5b9168d). The large
  // dataset takes seconds there; the page stays responsive and shows how far it is.
  const storeBuilt = warmAnswerWorker({
    dataset: rememberDataset(search, sessionStorage),
    onProgress: options.onLargeDatasetProgress,
  });
  setFaults(faultsFromSearch(search));
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  serviceReady = Promise.all([started, storeBuilt]).then(() => undefined);
  await serviceReady;
  rejoinWhenThePageStays();
  // Up and able to answer: a User Timing mark, for whoever measures the demo (npm run bench).
  performance.mark(MOCK_SERVICE_READY);
}

/** The performance mark set when the demo's mock service can answer. */
export const MOCK_SERVICE_READY = 'waldmonitor:mock-service-ready';
