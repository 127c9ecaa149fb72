import { ErrorState } from '@waldmonitor/ui';
import { Fragment, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router } from 'react-router-dom';
import type { GuardedNavigation } from './guardedNavigation';
import { BlockingHistoryContext, NavigationPendingContext } from './navigationContext';

export interface GuardedRouterProps {
  navigation: GuardedNavigation;
  /** Shown until the guard has decided on the first location (it may load the user data). */
  fallback: ReactNode;
}

/**
 * react-router in its declarative mode (`<Router>`: links, hooks, `<Routes>`) on our
 * guarded navigation: it is given the approved location, not the address, so nothing
 * below renders a location the guard has not let through. Updates render in a
 * transition, as the data router's did, or at once when the navigation asked for
 * `flushSync` (useSetViewParams).
 */
export function GuardedRouter({ navigation, fallback }: GuardedRouterProps) {
  const [state, setState] = useState(navigation.get);
  useLayoutEffect(() => {
    const update = (sync: boolean) => {
      const next = navigation.get();
      if (sync) flushSync(() => setState(next));
      else startTransition(() => setState(next));
    };
    const unsubscribe = navigation.subscribe(update);
    // A decision may have landed between the render that read `navigation.get()` and this
    // commit: the first render is a transition (main.tsx), which React renders in slices
    // across tasks. Without this catch-up the fallback stayed up for good (the guard had
    // sent a visitor to /login while the page kept "Waldmonitor wird geladen …").
    // Unchanged, React bails out of the update.
    update(false);
    return unsubscribe;
  }, [navigation]);

  if (state.error) {
    return (
      <ErrorState
        title="Die Seite konnte nicht geladen werden."
        message={state.error instanceof Error ? state.error.message : String(state.error)}
        retryLabel="Neu laden"
        onRetry={() => window.location.reload()}
      />
    );
  }
  const { shown } = state;
  if (!shown) return fallback;
  return (
    <Router navigator={navigation.history} location={shown.location} navigationType={shown.action}>
      <BlockingHistoryContext.Provider value={navigation.history}>
        <NavigationPendingContext.Provider value={state.isPending}>
          <Fragment key={shown.routePath}>{shown.element}</Fragment>
        </NavigationPendingContext.Provider>
      </BlockingHistoryContext.Provider>
    </Router>
  );
}
