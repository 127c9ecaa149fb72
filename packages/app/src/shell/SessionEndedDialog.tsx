import { lazyLoad, useOpenedOnce } from '@waldmonitor/ui';
import { Suspense, useSyncExternalStore } from 'react';
import type { Identity } from '../identity/Identity';
import { sessionEndedStore } from './sessionEnded';

const SessionEndedQuestion = lazyLoad(() => import('./SessionEndedQuestion')).component(
  (module) => module.SessionEndedQuestion,
);

/** Fetched ahead with the shell's overlays, when the browser is idle (useShellFetchAhead.ts). */
export const preloadSessionEnded = SessionEndedQuestion.preload;

/**
 * "Sitzung abgelaufen" over whatever page is open, once the identity service has refused a
 * refresh: the page stays in view, and signing in again comes back to it. Its code loads
 * when a session first ends, not with every page.
 */
export function SessionEndedDialog({ identity }: { identity: Identity }) {
  const hasEnded = useSyncExternalStore(sessionEndedStore.subscribe, sessionEndedStore.get);
  return useOpenedOnce(hasEnded) ? (
    <Suspense fallback={null}>
      <SessionEndedQuestion identity={identity} isOpen={hasEnded} />
    </Suspense>
  ) : null;
}
