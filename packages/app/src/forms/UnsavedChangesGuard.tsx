import { LeaveConfirmDialog } from '@waldmonitor/ui';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import type { BlockerArgs } from '../routes/blockingHistory';
import { BlockingHistoryContext } from '../routes/navigationContext';
import { useNavigationBlocker } from '../routes/useNavigationBlocker';

export interface UnsavedChangesGuardProps {
  /** The form holds changes (the ui form's `onDirtyChange`). */
  isDirty: boolean;
  /**
   * Query parameters that identify the view (GIS `karte`): changing one leaves the form
   * as a new path does. Every other query change (a tab, a filter) stays on the page.
   */
  viewParams?: readonly string[];
  /** What would be lost, for the question. */
  message?: string;
}

/** Same path and the same view parameters: still the form's own view. */
function isSameView(
  a: Pick<Location, 'pathname' | 'search'>,
  b: Pick<Location, 'pathname' | 'search'>,
  params: readonly string[],
) {
  if (a.pathname !== b.pathname) return false;
  const left = new URLSearchParams(a.search);
  const right = new URLSearchParams(b.search);
  return params.every((param) => left.get(param) === right.get(param));
}

/**
 * The warning before leaving a changed form, for every form page: a
 * navigation in the app away from the form's view waits for our ConfirmDialog; a reload
 * or a closed tab gets the browser's own question (`beforeunload`, whose text browsers
 * no longer let a page choose).
 *
 * The blocker is registered only while the form is dirty: the router's history consults
 * just the newest blocker (as react-router's useBlocker did), and the shell keeps hidden
 * views mounted, so a clean hidden page must not hold one. Blocking needs the app's
 * blocking history (GuardedRouter, or BlockingMemoryRouter in tests); stories that render
 * pages in a plain MemoryRouter get the reload question only.
 */
export function UnsavedChangesGuard({ isDirty, viewParams = [], message }: UnsavedChangesGuardProps) {
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
  const canBlock = useContext(BlockingHistoryContext) !== null;
  return isDirty && canBlock ? <LeaveBlocker viewParams={viewParams} message={message} /> : null;
}

function LeaveBlocker({ viewParams, message }: { viewParams: readonly string[]; message?: string }) {
  const own = useLocation();
  // The view the form was changed in; a navigation that starts elsewhere (another kept-alive view) is not ours.
  const [view] = useState(() => ({ pathname: own.pathname, search: own.search }));
  const key = viewParams.join(',');
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: BlockerArgs) => {
      const params = key === '' ? [] : key.split(',');
      return isSameView(currentLocation, view, params) && !isSameView(nextLocation, view, params);
    },
    [view, key],
  );
  const blocker = useNavigationBlocker(shouldBlock);
  return (
    <LeaveConfirmDialog
      isOpen={blocker.state === 'blocked'}
      message={message}
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
    />
  );
}
