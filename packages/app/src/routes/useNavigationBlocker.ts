import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BlockerArgs } from './blockingHistory';
import { BlockingHistoryContext } from './navigationContext';

export interface NavigationBlocker {
  state: 'blocked' | 'unblocked';
  /** Goes on with the held navigation. */
  proceed: () => void;
  /** Drops the held navigation and stays. */
  reset: () => void;
}

const UNBLOCKED: NavigationBlocker = { state: 'unblocked', proceed: () => undefined, reset: () => undefined };

/**
 * react-router's `useBlocker` in the shape UnsavedChangesGuard used, on our blocking
 * history: while `shouldBlock` says so, a navigation waits for `proceed` or `reset`.
 * Without a blocking history (a plain MemoryRouter) nothing is ever held.
 */
export function useNavigationBlocker(shouldBlock: (args: BlockerArgs) => boolean): NavigationBlocker {
  const history = useContext(BlockingHistoryContext);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  // The newest function decides, without registering the blocker again (which would make it the newest).
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      history?.block({
        shouldBlock: (args) => latest.current(args),
        onBlocked: (next) => setProceed(() => next),
      }),
    [history],
  );
  if (!proceed) return UNBLOCKED;
  return {
    state: 'blocked',
    proceed: () => {
      setProceed(null);
      proceed();
    },
    reset: () => setProceed(null),
  };
}
