/**
 * The demo's data service in a worker of its own: the store, the seed and
 * their code live here, off the page's thread and out of its memory. The page's mock
 * routes (msw, faults) send each call here (workerAnswers.ts); the session's snapshot
 * comes with `start` and goes back to the page's sessionStorage by message.
 */
import { mockDb } from '../db/db';
import { keepInSession } from '../db/sessionTarget';
import { failureReply } from '../handlers/respond';
import { localAnswers } from './localAnswers';
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

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    keepInSession(sessionOfPage(message.snapshotKey, message.snapshot));
  } else if (message.type === 'warm') {
    // Built while the sign-in page waits for a person: the first call then only answers.
    mockDb();
    post({ type: 'ready' });
  } else {
    void answer(message.call)
      .catch(failureReply)
      .then(responseToWire)
      .then((response) => post({ type: 'answer', id: message.id, response }, transferables(response.body)));
  }
});
