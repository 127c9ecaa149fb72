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
 * (`CLIENT_CLOSED`): the worker drops the page and, with no other page left, unregisters itself,
 * so from then on every call passed through to the web server and got `index.html`. But a leave
 * prompt the person cancels, or a download link, leaves the page open. A page that is really
 * going runs no more timers; one that is still there starts the mock service again (stop, then
 * start: msw registers the worker again and reactivates the page).
 */
function restartWhenThePageStays(start: () => Promise<void>): void {
  window.addEventListener('beforeunload', () => {
    window.setTimeout(() => {
      worker.stop();
      serviceReady = start();
    }, 0);
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
  const start = async () => {
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: options.quiet ?? false,
      serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    });
  };
  serviceReady = Promise.all([start(), storeBuilt]).then(() => undefined);
  await serviceReady;
  restartWhenThePageStays(start);
  // Up and able to answer: a User Timing mark, for whoever measures the demo (npm run bench).
  performance.mark(MOCK_SERVICE_READY);
}

/** The performance mark set when the demo's mock service can answer. */
export const MOCK_SERVICE_READY = 'waldmonitor:mock-service-ready';
