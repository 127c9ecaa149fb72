/**
 * The demo's data service in a worker of its own: the store, the seed and
 * their code live here, off the page's thread and out of its memory. The page's mock
 * routes (msw, faults) send each call here (workerAnswers.ts); the session's snapshot
 * comes with `start` and goes back to the page's sessionStorage by message.
 */
import { mockDb, setDataSource } from '../db/db';
import { keepInSession } from '../db/sessionTarget';
import { failureReply } from '../handlers/replies';
import { localAnswers } from './localAnswers';
import { warmListReads } from './warmListReads';
import { fromWire, responseToWire, transferables, type FromWorker, type ToWorker, type WireCall } from './wire';

const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

function answer(call: WireCall): Promise<Response> {
  switch (call.kind) {
    case 'rpc':
      return localAnswers.rpc(call.name, fromWire(call.request));
    case 'table':
      return localAnswers.table(call.method, call.name, new URL(call.url), fromWire(call.request));
    case 'iiifInfo':
      return localAnswers.iiifInfo(fromWire(call.request), call.id);
    case 'iiifTile':
      return localAnswers.iiifTile(call.params);
  }
}

/** The page's sessionStorage as the store sees it: the snapshot it was started with, written back by message. */
function sessionOfPage(snapshotKey: string, initial: string | null) {
  let snapshot = initial;
  const write = (key: string, value: string | null) => {
    if (key === snapshotKey) snapshot = value;
    post({ type: 'store', key, value });
  };
  return {
    getItem: (key: string) => (key === snapshotKey ? snapshot : null),
    setItem: (key: string, value: string) => write(key, value),
    removeItem: (key: string) => write(key, null),
  };
}

/** Settles when the store's data source is named: the large dataset's generator loads first. */
let sourceNamed: Promise<void> = Promise.resolve();

/** What runs once the store is built, before the page hears it is ready (the large dataset's lists). */
let afterBuild: () => Promise<void> = () => Promise.resolve();

/**
 * The demo's `?daten=gross`: the store is built from the large dataset, on this thread, and
 * the page is told after each part (generation's five, the tables, then the lists' figures,
 * warmListReads.ts).
 */
async function chooseLargeDataset(): Promise<void> {
  const { createLargeSeed, LARGE_STEPS } = await import('@waldmonitor/dataservice/seed/large');
  const total = LARGE_STEPS + 2;
  setDataSource(
    () => {
      post({ type: 'progress', done: 0, total });
      return createLargeSeed({ onStep: (done) => post({ type: 'progress', done, total }) });
    },
    { persist: false },
  );
  afterBuild = () => {
    post({ type: 'progress', done: LARGE_STEPS + 1, total });
    return warmListReads().then(() => undefined);
  };
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    if (message.dataset === 'large') sourceNamed = chooseLargeDataset();
    else keepInSession(sessionOfPage(message.snapshotKey, message.snapshot));
  } else if (message.type === 'warm') {
    // Built while the sign-in page waits for a person: the first call then only answers.
    // Should the generator fail to load, the calls answer 500 with why (failureReply).
    void sourceNamed
      .then(() => mockDb())
      .then(() => afterBuild())
      .finally(() => post({ type: 'ready' }))
      .catch((error: unknown) => console.error(error));
  } else {
    void sourceNamed
      .then(() => answer(message.call))
      .catch(failureReply)
      .then(responseToWire)
      .then((response) => post({ type: 'answer', id: message.id, response }, transferables(response.body)));
  }
});
