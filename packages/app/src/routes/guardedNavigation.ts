import type { ReactNode } from 'react';
import { matchRoutes, NavigationType, type Location } from 'react-router-dom';
import type { BlockingHistory, NavigationUpdate } from './blockingHistory';

/** A guard's answer for a location: render this, or go elsewhere instead (replacing the location). */
export type Resolution = { element: ReactNode } | { redirect: string };

/** A top-level route: its path (react-router's matching and ranking) and how a location of it resolves. */
export interface GuardedRoute {
  path: string;
  /**
   * Runs on every change of the location (the guard decides between two views of the
   * shell too); a promise when it waits for the guard or a lazily loaded module.
   */
  resolve: (location: Location) => Resolution | Promise<Resolution>;
}

export interface ShownRoute {
  location: Location;
  action: NavigationType;
  /** The matched route's path: a change of route mounts its element afresh. */
  routePath: string;
  element: ReactNode;
}

export interface NavigationState {
  /** The last location a guard approved; null until the first decision. */
  shown: ShownRoute | null;
  /** The address moved on and its guard has not decided yet. */
  isPending: boolean;
  /** A resolution failed (a guard threw, a chunk did not load). */
  error: unknown;
}

export interface GuardedNavigation {
  history: BlockingHistory;
  get: () => NavigationState;
  /** `flushSync`: the navigation asked to be rendered at once. */
  subscribe: (listener: (flushSync: boolean) => void) => () => void;
}

const isPromise = (value: unknown): value is Promise<Resolution> =>
  typeof (value as Promise<Resolution> | null)?.then === 'function';

/**
 * The guard of every navigation without react-router's data router. The data
 * router ran the guard in each route's loader and showed the old page until it decided;
 * here the address moves first and this store decides: until the route's `resolve`
 * settles, the last approved location stays what the app renders (useLocation inside the
 * shell never sees a location its guard has not approved), a redirect replaces the
 * address, and a result for a location the address has meanwhile left is dropped. It
 * lives outside React, so StrictMode's double effects never run a guard twice.
 */
export function createGuardedNavigation(history: BlockingHistory, routes: GuardedRoute[]): GuardedNavigation {
  let state: NavigationState = { shown: null, isPending: true, error: null };
  const listeners = new Set<(flushSync: boolean) => void>();
  /** Counts decisions; a settled one that is no longer the latest is stale. */
  let latest = 0;

  const publish = (next: Partial<NavigationState>, flushSync: boolean) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(flushSync);
  };

  const settle = (update: NavigationUpdate, route: GuardedRoute, resolution: Resolution) => {
    if ('redirect' in resolution) {
      history.redirect(resolution.redirect);
      return;
    }
    const { location, action } = update;
    publish(
      {
        shown: { location, action, routePath: route.path, element: resolution.element },
        isPending: false,
        error: null,
      },
      update.flushSync,
    );
  };

  const decide = (update: NavigationUpdate) => {
    const decision = ++latest;
    const route = matchRoutes(routes, update.location)?.[0]?.route;
    if (!route) {
      publish({ shown: null, isPending: false, error: null }, update.flushSync);
      return;
    }
    const fail = (error: unknown) => publish({ isPending: false, error }, update.flushSync);
    let resolution: Resolution | Promise<Resolution>;
    try {
      resolution = route.resolve(update.location);
    } catch (error) {
      fail(error);
      return;
    }
    if (!isPromise(resolution)) {
      settle(update, route, resolution);
      return;
    }
    if (!state.isPending) publish({ isPending: true }, false);
    resolution.then(
      (settled) => decision === latest && settle(update, route, settled),
      (error: unknown) => decision === latest && fail(error),
    );
  };

  history.listen(decide);
  decide({ action: NavigationType.Pop, location: history.location, flushSync: false });

  return {
    history,
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
