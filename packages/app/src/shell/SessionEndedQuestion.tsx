import { SessionExpired } from '@waldmonitor/ui';
import { useState, useSyncExternalStore } from 'react';
import type { Identity } from '../identity/Identity';
import { sessionEndedStore } from './sessionEnded';

/**
 * "Sitzung abgelaufen" over whatever page is open, once the identity service has refused a
 * refresh: the page stays in view, and signing in again comes back to it.
 */
export function SessionEndedDialog({ identity }: { identity: Identity }) {
  const hasEnded = useSyncExternalStore(sessionEndedStore.subscribe, sessionEndedStore.get);
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setError(null);
    try {
      // Settles only if the browser did not leave for the sign-in.
      await identity.signInAgain?.();
    } catch (cause) {
      const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
      setError(`Die Anmeldung konnte nicht gestartet werden${detail}. Bitte versuchen Sie es erneut.`);
    }
  };
  return <SessionExpired isOpen={hasEnded} onSignIn={signIn} error={error} />;
}
