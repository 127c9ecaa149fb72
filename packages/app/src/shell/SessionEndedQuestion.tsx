import { SessionExpired } from '@waldmonitor/ui';
import { useState } from 'react';
import type { Identity } from '../identity/Identity';

/** The question itself, loaded when a session first ends (SessionEndedDialog.tsx). */
export function SessionEndedQuestion({ identity, isOpen }: { identity: Identity; isOpen: boolean }) {
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
  return <SessionExpired isOpen={isOpen} onSignIn={signIn} error={error} />;
}
