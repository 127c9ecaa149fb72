/**
 * The page's side of the demo's data service: a `fetch` for the data client that hands each
 * request under `/data` to the data worker (dataWorker.ts) and returns its answer as a
 * Response, the demo's faults applied first (demoFaults.ts). The engine starts booting with
 * the demo (on the template part's pages, with the first call); the sign-in page never waits
 * for it, only a call does.
 */
import type { DemoTabState } from '@waldmonitor/ui';
import snapshotUrl, { schemaCacheUrl } from 'virtual:waldmonitor/demo-snapshot';
import firstAnswersUrl from 'virtual:waldmonitor/demo-first-answers';
import type { ApiResponse } from '@waldmonitor/dataservice/embedded';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import { aborted, demoFaults, faultNames } from './demoFaults';
import { firstAnswers, type FirstAnswerMap, type FirstAnswers } from './firstAnswers';
import { storedDatabase } from './storedDatabase';
import { DATABASE_LOCK, type PageMessage, type WorkerMessage } from './workerMessages';

/** Which tab of this browser uses the demo's data: this one (`here`), or another (DemoInOtherTab). */
export type DemoTab = 'here' | DemoTabState;

export interface DemoDatabase {
  fetch: typeof fetch;
  /** Settles when the database answers (a first visit loads the snapshot, a reload the kept data). */
  ready: Promise<void>;
  /** Back to the demo's seed: the data kept in this browser are dropped. */
  reset(): Promise<void>;
  /** Whether this tab uses the demo's data, for `useSyncExternalStore`. */
  tab: {
    get(): DemoTab;
    subscribe(listener: () => void): () => void;
    /**
     * Asks the tab that holds the data to let go, and takes them here: this page loads again
     * once it has them (a tab that gave them away at once; the other tab finishes its writes first).
     */
    useHere(): void;
  };
}

/** PostgREST's error body, for the answers the page gives itself. */
const errorResponse = (status: number, code: string, message: string) =>
  Response.json({ code, message, details: null, hint: null }, { status });

/** What a call answers while another tab holds the database (the page shows DemoInOtherTab then). */
export const OTHER_TAB_MESSAGE = 'Die Demo ist in einem anderen Tab geöffnet: Nur ein Tab kann die Demo-Daten nutzen.';

/** The tabs of the demo tell each other here that one wants the data (`take-over`). */
const TABS_CHANNEL = 'waldmonitor-demo-tabs';

/** How long a tab asked to let go waits for its calls under way to be answered (each writes its change first). */
const LET_GO_WAIT_MS = 10_000;

/** The performance mark set when the demo's data service can answer. */
const DEMO_DATA_READY = 'waldmonitor:demo-data-ready';

/** The performance mark set when this page's worker finds the database held (another tab, or the page before a reload). */
const DEMO_WAITING = 'waldmonitor:demo-data-waiting';

/**
 * One User Timing measure per data request, from the call to its answer, with `{ method, url,
 * status, asked, early }` as its detail (`asked`: the call's number on this page, 1 for the
 * first; `early`: answered from the build's first answers, firstAnswers.ts): the
 * demo's requests never reach the network, so this is where the bench (`npm run bench -- --demo`)
 * and the e2e tests see them.
 */
export const DEMO_DATA_REQUEST = 'waldmonitor:data-request';

/** Statuses whose Response has no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

const responseOf = ({ status, headers, body }: ApiResponse) =>
  new Response(NULL_BODY.has(status) ? null : body, { status, headers });

/** The build's first answers; none when the file cannot be read (every call then waits for the worker). */
const fetchFirstAnswers = (): Promise<FirstAnswerMap> =>
  fetch(firstAnswersUrl).then((response) => (response.ok ? (response.json() as Promise<FirstAnswerMap>) : {}));

/** How long a call waits for another tab's database to come free (a reload closes the old page a moment later). */
const OTHER_TAB_GRACE_MS = 2000;

/**
 * After a reload of this tab the page before it may still be storing a save (its worker ends
 * once that is done): the new page waits that long for it, and says so after a second, before
 * it takes the holder for another tab.
 */
const OWN_RELOAD_WAIT_MS = 15_000;
const OWN_RELOAD_NOTICE_MS = 1000;

/** Set in this tab's session storage when its page goes away while it held the data. */
const LEFT_AT_KEY = 'waldmonitor-demo-left-at';

/** Whether this tab's previous page held the demo's data and went away moments ago (a reload). */
function justLeftHere(): boolean {
  const leftAt = Number(sessionStorage.getItem(LEFT_AT_KEY));
  return Number.isFinite(leftAt) && Date.now() - leftAt < OWN_RELOAD_WAIT_MS;
}

export interface DemoDatabaseOptions {
  /** The address's query, whose `fault` parameters the demo's faults read (demoFaults.ts). */
  search?: string;
  /**
   * Boot the engine at once (the product part, whose first screen asks for data), or only when
   * a call first asks for it (the template part, which has an API of its own and may never ask).
   */
  bootNow?: boolean;
}

export function startDemoDatabase({
  search = window.location.search,
  bootNow = true,
}: DemoDatabaseOptions = {}): DemoDatabase {
  const pending = new Map<number, (message: WorkerMessage) => void>();
  let nextId = 1;
  let callsAsked = 0;
  /** Whether the database answers (or failed to start, which the worker then answers itself). */
  let settled = false;
  /** Another tab has held the database for a grace period, and still does. */
  let heldElsewhere = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;
  let tab: DemoTab = 'here';
  /** This page asked the holding tab to let go: it loads again once its worker has the data. */
  let takingOver = false;
  const changes = new EventTarget();
  const changed = () => changes.dispatchEvent(new Event('change'));
  const setTab = (next: DemoTab) => {
    if (tab === next) return;
    tab = next;
    changed();
  };
  /** Whether a call can go to the worker now (true) or another tab holds the database (false). */
  const answerable = () =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (!settled && !heldElsewhere) return;
        changes.removeEventListener('change', check);
        resolve(settled);
      };
      changes.addEventListener('change', check);
      check();
    });
  /**
   * Whether this tab's worker has the database (true), as nobody held it when the page started
   * its worker or as the worker says once it took it; false when another tab holds it. The
   * first answers need the former.
   */
  let settleLock!: (heldHere: boolean) => void;
  const lockHeldHere = new Promise<boolean>((resolve) => (settleLock = resolve));
  let wasLockFree = false;
  let early: FirstAnswers | undefined;
  let markReady!: () => void;
  let markFailed!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  // For whoever measures the demo (npm run bench): the data service can answer from here on.
  void ready.then(
    () => performance.mark(DEMO_DATA_READY),
    () => undefined,
  );
  void ready
    .finally(() => {
      settled = true;
      changed();
    })
    .catch(() => undefined);
  const onMessage = ({ data }: MessageEvent<WorkerMessage>) => {
    if (data.type === 'held') return settleLock(true);
    if (data.type === 'waiting') {
      performance.mark(DEMO_WAITING);
      const isOwnReload = justLeftHere();
      // Free when this page started, yet taken before its worker came: another tab has the data.
      if (wasLockFree) early?.stop();
      // The page before a reload lets go in a moment; another tab may keep the data for hours.
      else if (!isOwnReload) settleLock(false);
      if (isOwnReload) noticeTimer = setTimeout(() => setTab('finishing'), OWN_RELOAD_NOTICE_MS);
      graceTimer = setTimeout(
        () => {
          clearTimeout(noticeTimer);
          heldElsewhere = true;
          settleLock(false);
          // Tells the calls waiting in answerable() too.
          setTab('elsewhere');
        },
        isOwnReload ? OWN_RELOAD_WAIT_MS : OTHER_TAB_GRACE_MS,
      );
      return;
    }
    if (data.type === 'starting') {
      clearTimeout(graceTimer);
      clearTimeout(noticeTimer);
      heldElsewhere = false;
      // The page before the reload is done: nothing behind this page was refused.
      if (tab === 'finishing') return setTab('here');
      // The app behind the page showed the other tab's refusals: it starts over with the data.
      if (tab !== 'here' || takingOver) return window.location.reload();
      changed();
      return;
    }
    if (data.type === 'ready') return markReady();
    if (data.type === 'failed') {
      settleLock(false);
      return markFailed(new Error(data.message));
    }
    pending.get(data.id)?.(data);
    pending.delete(data.id);
  };
  let worker: Worker | undefined;
  /** The data worker, started (and told to boot the engine) on first use. */
  const booted = (): Worker => {
    if (worker) return worker;
    // Asked before the worker exists: a lock held now is another page's (a reload's predecessor
    // or another tab). The worker's own request comes hundreds of milliseconds later, with its code.
    void navigator.locks
      .query()
      .then(({ held = [], pending = [] }) => {
        if ([...held, ...pending].some((lock) => lock.name === DATABASE_LOCK)) return;
        wasLockFree = true;
        settleLock(true);
      })
      .catch(() => undefined);
    worker = new Worker(new URL('./dataWorker.ts', import.meta.url), { type: 'module', name: 'demo-data' });
    worker.onmessage = onMessage;
    worker.onerror = (event) => {
      settleLock(false);
      markFailed(new Error(event.message || 'Die Demo-Datenbank konnte nicht starten.'));
    };
    worker.postMessage({ type: 'start', snapshotUrl, schemaCacheUrl } satisfies PageMessage);
    // The snapshot's answers hold while the database is the snapshot: none of an earlier visit is stored.
    const isSnapshot = lockHeldHere.then(
      async (heldHere) => heldHere && (await storedDatabase(snapshotUrl).load()) === null,
    );
    early = firstAnswers(fetchFirstAnswers(), isSnapshot);
    return worker;
  };
  const send = (message: PageMessage) => booted().postMessage(message);
  if (bootNow) booted();
  // A reload of this tab finds the data still held by this page's worker for a moment (longer
  // while it stores a save): the next page knows from this mark that the holder is its own.
  window.addEventListener('pagehide', () => {
    if (worker && tab === 'here' && !heldElsewhere) sessionStorage.setItem(LEFT_AT_KEY, String(Date.now()));
  });

  // Another tab asks for the data: this one, if it holds them, lets go once its calls under way
  // are answered (each commits and stores its change before it answers), by ending its worker,
  // which releases the database's lock; from then on it shows DemoInOtherTab.
  const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TABS_CHANNEL);
  tabs?.addEventListener('message', ({ data }: MessageEvent<{ type?: string }>) => {
    if (data?.type !== 'take-over' || !worker || heldElsewhere || tab !== 'here') return;
    setTab('givenAway');
    const held = worker;
    const started = performance.now();
    const letGo = () => {
      if (pending.size > 0 && performance.now() - started < LET_GO_WAIT_MS) return void setTimeout(letGo, 50);
      held.terminate();
      for (const answer of pending.values()) answer({ type: 'failed', message: OTHER_TAB_MESSAGE });
      pending.clear();
    };
    letGo();
  });

  /** Sends a message that gets one answer, under a new id. */
  const ask = (message: (id: number) => PageMessage) => {
    const id = nextId++;
    return {
      id,
      answer: new Promise<WorkerMessage>((resolve) => {
        pending.set(id, resolve);
        send(message(id));
      }),
    };
  };

  const faults = demoFaults(search);

  // The worker answers in the order its messages come. A call with a body reads it first,
  // which takes a task, so a GET asked after it would overtake it: a screen's first call
  // (the Kataster's list) was answered after the five reads its section asked next
  // (110-140 ms instead of 10-30). Each call therefore sends after the one asked before it.
  let lastTurn: Promise<void> = Promise.resolve();
  const takeTurn = () => {
    const previous = lastTurn;
    let done!: () => void;
    lastTurn = new Promise<void>((resolve) => (done = resolve));
    return { previous, done };
  };

  const demoFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`${MOCK_DATA_URL}/`)) return fetch(request);
    const start = performance.now();
    const detail = {
      method: request.method,
      url: url.pathname + url.search,
      status: 0,
      asked: ++callsAsked,
      early: false,
    };
    try {
      const response = await answerRequest(request, url, detail);
      detail.status = response.status;
      return response;
    } finally {
      performance.measure(DEMO_DATA_REQUEST, { start, detail });
    }
  };

  const answerRequest = async (request: Request, url: URL, detail: { early: boolean }): Promise<Response> => {
    const { signal } = request;
    if (signal.aborted) throw aborted();
    const faulted = await faults(faultNames(request.method, url, MOCK_DATA_URL), signal);
    if (faulted) return faulted;
    const sent = await sendInTurn(request, url);
    if (sent instanceof Response) return sent;
    if ('early' in sent) {
      detail.early = true;
      return responseOf(sent.early);
    }
    const { id, answer } = sent;
    const reply = await new Promise<WorkerMessage>((resolve, reject) => {
      const abort = () => {
        // The worker still answers (a statement runs to its end); nobody waits for it any more.
        pending.delete(id);
        reject(aborted());
      };
      signal.addEventListener('abort', abort, { once: true });
      void answer.then((message) => {
        signal.removeEventListener('abort', abort);
        resolve(message);
      });
    });
    if (reply.type !== 'response') throw new TypeError('Failed to fetch');
    return responseOf(reply.response);
  };

  /**
   * Sends the call to the worker once the call asked before it is sent (or answered here): from
   * the build's first answers while the worker boots, when they hold (firstAnswers.ts).
   */
  const sendInTurn = async (request: Request, url: URL) => {
    const turn = takeTurn();
    try {
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
      // Until the worker has the database (or failed to start, which it answers itself), a call
      // waits for it; while another tab holds it, the call is answered here: sent on, it would
      // wait in the worker until that tab closes.
      if (tab === 'givenAway') return errorResponse(503, 'PGRST001', OTHER_TAB_MESSAGE);
      booted();
      const asked = { method: request.method, url: url.pathname + url.search, headers: [...request.headers], body };
      // In turn: a first answer never overtakes a write asked before it (which turns them off).
      await turn.previous;
      const first = settled ? null : await early?.answer(asked);
      if (first) return { early: first };
      if (!(await answerable())) return errorResponse(503, 'PGRST001', OTHER_TAB_MESSAGE);
      return ask((id) => ({ type: 'request', id, request: asked }));
    } finally {
      turn.done();
    }
  };

  return {
    fetch: demoFetch,
    ready,
    async reset() {
      const reply = await ask((id) => ({ type: 'reset', id })).answer;
      if (reply.type === 'reset' && reply.error) throw new Error(reply.error);
    },
    tab: {
      get: () => tab,
      subscribe(listener) {
        changes.addEventListener('change', listener);
        return () => changes.removeEventListener('change', listener);
      },
      useHere() {
        takingOver = true;
        tabs?.postMessage({ type: 'take-over' });
        // A tab that gave the data away has no worker waiting for them: it loads again, and its
        // new worker waits for the lock the other tab is about to release.
        if (tab === 'givenAway') window.location.reload();
      },
    },
  };
}
