import { NavigationType, parsePath, type Location, type To, type UNSAFE_createBrowserHistory } from 'react-router-dom';

/** react-router's history (browser or memory; both report every change with `v5Compat: true`). */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** What a navigation carries to the router beyond the location: `flushSync` renders it at once. */
export interface NavigationUpdate {
  action: NavigationType;
  location: Location;
  flushSync: boolean;
}

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}

export interface Blocker {
  shouldBlock: (args: BlockerArgs) => boolean;
  /** The navigation was held; `proceed` goes on with it past every blocker. */
  onBlocked: (proceed: () => void) => void;
}

export interface BlockingHistory extends Omit<History, 'listen' | 'push' | 'replace'> {
  push(to: To, state?: unknown, options?: { flushSync?: boolean }): void;
  replace(to: To, state?: unknown, options?: { flushSync?: boolean }): void;
  /** One listener, as react-router's histories take. */
  listen(listener: (update: NavigationUpdate) => void): () => void;
  /** Registers a blocker until the returned function is called; only the newest one is asked. */
  block(blocker: Blocker): () => void;
  /** Replaces the location without asking the blockers: a guard's redirect, not a person leaving. */
  redirect(to: To): void;
}

function locationOf(to: To, state: unknown, current: Location): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: '',
  };
}

/**
 * react-router's data router held a navigation that a form with unsaved changes refused
 * (useBlocker); without the data router (it is ~16 kB gzip of the first load)
 * the history does it, as history v5's `block` did: push and replace first ask the
 * newest blocker; a back or forward step it refuses has already moved the address, so it
 * is undone with `go(-delta)` (react-router keeps the entry's index in `history.state`)
 * and repeated on `proceed`. Only the newest blocker is asked, as react-router did: the
 * shell keeps hidden views mounted, and their blockers decide by their own view anyway.
 */
export function createBlockingHistory(base: History): BlockingHistory {
  const blockers: Blocker[] = [];
  let current = base.location;
  let listener: ((update: NavigationUpdate) => void) | null = null;
  /** The flushSync of the push or replace in progress (base reports it synchronously). */
  let flushSync = false;
  /** The next pop is our own undo of a refused step (ignored) or a proceeded one (not asked again). */
  let nextPop: 'undo' | 'pass' | null = null;

  const isHeld = (nextLocation: Location, historyAction: NavigationType, proceed: () => void) => {
    const blocker = blockers.at(-1);
    if (!blocker?.shouldBlock({ currentLocation: current, nextLocation, historyAction })) return false;
    blocker.onBlocked(proceed);
    return true;
  };

  const change = (action: NavigationType.Push | NavigationType.Replace, to: To, state: unknown, sync: boolean) => {
    flushSync = sync;
    try {
      if (action === NavigationType.Push) base.push(to, state);
      else base.replace(to, state);
    } finally {
      flushSync = false;
    }
  };

  const navigate = (action: NavigationType.Push | NavigationType.Replace, to: To, state: unknown, sync = false) => {
    const go = () => change(action, to, state, sync);
    if (!isHeld(locationOf(to, state, current), action, go)) go();
  };

  base.listen(({ action, location, delta }) => {
    if (action === NavigationType.Pop) {
      const pop = nextPop;
      nextPop = null;
      if (pop === 'undo') return;
      // A step without a known distance (an entry another script made) cannot be undone: it passes.
      if (pop !== 'pass' && delta) {
        const held = isHeld(location, action, () => {
          nextPop = 'pass';
          base.go(delta);
        });
        if (held) {
          nextPop = 'undo';
          base.go(-delta);
          return;
        }
      }
    }
    current = location;
    listener?.({ action, location, flushSync });
  });

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state, options) => navigate(NavigationType.Push, to, state, options?.flushSync),
    replace: (to, state, options) => navigate(NavigationType.Replace, to, state, options?.flushSync),
    redirect: (to) => change(NavigationType.Replace, to, null, false),
    listen(next) {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
    block(blocker) {
      blockers.push(blocker);
      return () => {
        const index = blockers.indexOf(blocker);
        if (index >= 0) blockers.splice(index, 1);
      };
    },
  };
}
