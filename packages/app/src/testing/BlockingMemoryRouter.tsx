import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { createBlockingHistory, type BlockingHistory } from '../routes/blockingHistory';
import { BlockingHistoryContext } from '../routes/navigationContext';

/** A blocking history in memory, for tests and stories that leave a changed form. */
export function createBlockingMemoryHistory(initialEntries: string[]): BlockingHistory {
  return createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
}

export interface BlockingMemoryRouterProps {
  initialEntries?: string[];
  /** A history the test drives itself; one in memory at `initialEntries` otherwise. */
  history?: BlockingHistory;
  children?: ReactNode;
}

/**
 * A MemoryRouter whose navigations pass the blockers, as the app's router's do (without
 * its guard): what a story or test needs to leave a form with unsaved changes.
 */
export function BlockingMemoryRouter({ initialEntries = ['/'], history: given, children }: BlockingMemoryRouterProps) {
  const [history] = useState(() => given ?? createBlockingMemoryHistory(initialEntries));
  const [shown, setShown] = useState({ location: history.location, action: history.action });
  useLayoutEffect(() => history.listen(({ location, action }) => setShown({ location, action })), [history]);
  return (
    <Router navigator={history} location={shown.location} navigationType={shown.action}>
      <BlockingHistoryContext.Provider value={history}>{children}</BlockingHistoryContext.Provider>
    </Router>
  );
}
