import { SNAPSHOT_KEY } from '../db/sessionTarget';
import type { Answers } from './answers';
import type { DemoDataset } from './dataset';
import {
  responseFromWire,
  toWire,
  transferables,
  type FromWorker,
  type ToWorker,
  type WireCall,
  type WireResponse,
} from './wire';

interface Pending {
  resolve: (response: WireResponse) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
/** Waiting for the store: settled by the worker's 'ready' or its failure. */
let storeBuilt: { resolve: () => void; reject: (error: Error) => void } | null = null;
/** The data a (re)started worker builds, as warmAnswerWorker was told. */
let dataset: DemoDataset = 'seed';
/** Told how far the large dataset is built. */
let onProgress: ((done: number, total: number) => void) | null = null;

function keep(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch (error) {
    console.warn('Mock-Daten konnten nicht in der Sitzung gespeichert werden.', error);
  }
}

/** The demo's answer worker, started on first use with this session's snapshot. */
function answerWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./answerWorker.ts', import.meta.url), {
    type: 'module',
    name: 'Waldmonitor-Demodaten',
  });
  started.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'store') return keep(message.key, message.value);
    if (message.type === 'ready') return storeBuilt?.resolve();
    if (message.type === 'progress') return onProgress?.(message.done, message.total);
    pending.get(message.id)?.resolve(message.response);
    pending.delete(message.id);
  });
  // A worker that cannot start fails its calls (the routes answer 500), and the next call starts one again.
  started.addEventListener('error', (event) => {
    const error = new Error(`Der Demo-Datendienst ist ausgefallen: ${event.message || 'unbekannter Fehler'}`);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    storeBuilt?.reject(error);
    worker = null;
  });
  // The large dataset keeps no snapshot (db.ts): the seed's stays for when the demo goes back to it.
  const snapshot = dataset === 'seed' ? sessionStorage.getItem(SNAPSHOT_KEY) : null;
  const start: ToWorker = { type: 'start', dataset, snapshotKey: SNAPSHOT_KEY, snapshot };
  started.postMessage(start);
  worker = started;
  return started;
}

function send(call: WireCall, transfer: ArrayBuffer[]): Promise<Response> {
  const target = answerWorker();
  const id = nextId++;
  return new Promise<WireResponse>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const message: ToWorker = { type: 'call', id, call };
    target.postMessage(message, transfer);
  }).then(responseFromWire);
}

/** The answers from the demo's worker: each request crosses as method, URL, headers and body. */
export const workerAnswers: Answers = {
  async rpc(name, request) {
    const wire = await toWire(request);
    return send({ kind: 'rpc', name, request: wire }, transferables(wire.body));
  },
  async table(method, name, url, request) {
    const wire = await toWire(request);
    return send({ kind: 'table', method, name, url: url.href, request: wire }, transferables(wire.body));
  },
  async iiifInfo(request, id) {
    return send({ kind: 'iiifInfo', id, request: await toWire(request) }, []);
  },
  async iiifTile(params) {
    return send({ kind: 'iiifTile', params }, []);
  },
};

export interface WarmOptions {
  /** The data to build; the demo seed by default. */
  dataset?: DemoDataset;
  /** Told after each part of the large dataset is built (`done` of `total`). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Starts the worker and has it build the store, off the page's thread; settles when the
 * store is built (the mock service can answer then) or the worker failed to start.
 */
export function warmAnswerWorker(options: WarmOptions = {}): Promise<void> {
  dataset = options.dataset ?? 'seed';
  onProgress = options.onProgress ?? null;
  const built = new Promise<void>((resolve, reject) => {
    storeBuilt = { resolve, reject };
  });
  const warm: ToWorker = { type: 'warm' };
  answerWorker().postMessage(warm);
  return built;
}
