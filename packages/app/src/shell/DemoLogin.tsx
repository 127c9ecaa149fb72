import { DemoSignIn, type DemoUser } from '@waldmonitor/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DemoIdentity } from '../identity/demoIdentity';
import { useNavigationPending } from '../routes/navigationContext';
import { guardErrorStore } from './guardErrors';
import { preloadSignedIn } from './preloadSignedIn';

export interface DemoLoginProps {
  identity: DemoIdentity;
  productName: string;
  demoUsers: DemoUser[];
  templateLoginPath?: string;
  /** What the guard and the redirect parameter have to say, shown above the choice. */
  error?: string;
  /** Where a signed-in person goes (the checked `?redirect=`, or '/'). */
  path: string;
  /** Puts the demo's data back to its seed (the demo's data worker). */
  onResetDemo?: () => Promise<void>;
}

/** /login in demo mode: choose a demo user (or type an address) and go on to `path`. */
export function DemoLogin({
  identity,
  productName,
  demoUsers,
  templateLoginPath,
  error,
  path,
  onResetDemo,
}: DemoLoginProps) {
  const navigate = useNavigate();
  const [isReset, setReset] = useState(false);
  // The guard loads the person's data before it shows the landing page (in the demo, once the
  // data worker has booted): until then this page says whom it signs in.
  const [chosen, setChosen] = useState<string | null>(null);
  const isPending = useNavigationPending();
  return (
    <DemoSignIn
      productName={productName}
      users={demoUsers}
      error={error}
      templateLoginPath={templateLoginPath}
      onResetDemo={
        onResetDemo &&
        (async () => {
          setReset(false);
          await onResetDemo();
          setReset(true);
        })
      }
      isReset={isReset}
      signingIn={isPending ? chosen : null}
      onSignIn={(username) => {
        // The page may not have been idle yet: the landing page's code comes beside the person's data.
        preloadSignedIn();
        setChosen(username.trim());
        const groups = demoUsers.find((user) => user.email === username.trim())?.groups;
        identity.signIn(username, groups);
        guardErrorStore.set(null);
        navigate(path, { replace: true });
      }}
    />
  );
}
