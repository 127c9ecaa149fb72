/** Where the demo keeps its data for the browser session (sessionStorage). */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let target: SessionStore | null = null;

/**
 * Names the session store before the store itself has loaded: the demo's mock service
 * starts with msw and its routes only, and the store (with the seed) loads with the first
 * call (issue 17); db.ts restores the session's snapshot then.
 */
export function keepInSession(store: SessionStore): void {
  target = store;
}

export function sessionTarget(): SessionStore | null {
  return target;
}
