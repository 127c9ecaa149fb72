/**
 * The demo's first answers: what each demo user's landing page asks first (landingReads.ts),
 * answered at build time by the same SQL from the same snapshot (firstAnswersFile.ts), so a
 * click on a role card shows the landing page while the data worker is still booting PGlite
 * (about 2–3 s on a two-core machine) instead of after it.
 *
 * They are the database's own answers only while the database is the snapshot, so the page
 * takes one only when all of this holds: its worker has the database (no other tab held it when
 * the page started, or the worker took it once the page before a reload let go), no
 * database of an earlier visit is stored (storedDatabase.ts: one is stored after the first
 * write), the worker is not ready yet (from then on it answers), and no call other than a read
 * went out before (it may have written). A call without a first answer waits for the worker
 * as every call did before. The reads asked are STABLE functions and views that read no clock.
 */
import type { ApiResponse, DoorRequest } from '@waldmonitor/dataservice/embedded';

/** The first answers by `answerKey` of their request. */
export type FirstAnswerMap = Record<string, ApiResponse>;

/** The headers that shape an answer: who asks (the demo token names the user), what form, how many rows. */
const KEYED_HEADERS = ['accept', 'authorization', 'content-type', 'prefer', 'range'];

/** What identifies a request's answer: method, path and query, the headers that shape it, the body. */
export function answerKey({ method, url, headers, body }: DoorRequest): string {
  const named = new Map(headers.map(([name, value]) => [name.toLowerCase(), value]));
  const shaping = KEYED_HEADERS.flatMap((name) => (named.has(name) ? [`${name}: ${named.get(name)}`] : []));
  return [`${method.toUpperCase()} ${url}`, ...shaping, '', body ?? ''].join('\n');
}

/** Methods that never write (PostgREST runs GET and HEAD in a read-only transaction). */
const READ_METHODS = new Set(['GET', 'HEAD']);

export interface FirstAnswers {
  /** The request's first answer, or null: then it goes to the worker. */
  answer(request: DoorRequest): Promise<ApiResponse | null>;
  /** From now on every request goes to the worker (another tab turned out to have the data). */
  stop(): void;
}

/**
 * `answers`: the build's first answers; `usable`: whether this page's database is the snapshot
 * (its worker holds it and none is stored), settled once the worker has the lock or waits for it.
 */
export function firstAnswers(answers: Promise<FirstAnswerMap>, usable: Promise<boolean>): FirstAnswers {
  let off = false;
  const ready = Promise.all([answers, usable]).then(
    ([map, isUsable]) => (isUsable ? map : null),
    () => null,
  );
  return {
    async answer(request) {
      if (off) return null;
      const map = await ready;
      if (!map || off) return null;
      const found = map[answerKey(request)];
      if (found) return found;
      // It may write: the snapshot's answers may be out of date from here on.
      if (!READ_METHODS.has(request.method.toUpperCase())) off = true;
      return null;
    },
    stop() {
      off = true;
    },
  };
}
