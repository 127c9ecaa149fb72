import { useCallback, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, type BlockerFunction } from 'react-router-dom';

export interface LeaveWarning {
  /** A navigation away waits for the person's answer. */
  isBlocked: boolean;
  /** Leave and drop the changes. */
  proceed: () => void;
  /** Stay on the page. */
  reset: () => void;
}

/**
 * "A warning before leaving with unsaved changes" (issue 6). A navigation in the app away
 * from this page's path is held by react-router's blocker until the person answers; a
 * reload or a closed browser tab gets the browser's own question (`beforeunload`).
 * Changing the query (the profile's tabs) is no leaving. The shell keeps hidden pages
 * mounted, so only a navigation that starts on this page's own path is held.
 */
export function useUnsavedChangesWarning(isDirty: boolean): LeaveWarning {
  const ownPath = useLocation().pathname;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname === ownPath && nextLocation.pathname !== ownPath,
    [isDirty, ownPath],
  );
  // useBlocker needs a data router (the shell's createBrowserRouter); stories and tests
  // render pages in a plain MemoryRouter, where only `beforeunload` applies. A mounted
  // page never moves between the two, so the hooks run in the same order on every render.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const blocker = inDataRouter ? useBlocker(shouldBlock) : null;

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return {
    isBlocked: blocker?.state === 'blocked',
    proceed: () => blocker?.proceed?.(),
    reset: () => blocker?.reset?.(),
  };
}
