/** sessionStorage key of the demo-mode snapshot; the seed number invalidates old snapshots. */
export const SNAPSHOT_KEY = 'waldmonitor.mocks.db';

/** Where the demo keeps its data for the browser session (sessionStorage). */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let target: SessionStore | null = null;

/**
 * Names the session store before the store itself has loaded: the store (with the seed)
 * loads with the first call, in the demo inside its answer worker, where sessionStorage
 * is the page's, reached by messages; db.ts restores the session's snapshot then.
 */
export function keepInSession(store: SessionStore): void {
  target = store;
}

export function sessionTarget(): SessionStore | null {
  return target;
}
