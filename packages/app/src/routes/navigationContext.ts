import { createContext, useContext } from 'react';
import type { BlockingHistory } from './blockingHistory';

/**
 * The router's history, which holds navigations for blockers (useNavigationBlocker).
 * Null under a plain react-router (stories that render pages in a MemoryRouter): there
 * nothing is held, and a changed form only asks before a reload.
 */
export const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/** True while the guard decides on a location the router has not shown yet. */
export const NavigationPendingContext = createContext(false);

/** The top progress bar runs while this is true (react-router's `useNavigation().state`, before the data router left the first load). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
