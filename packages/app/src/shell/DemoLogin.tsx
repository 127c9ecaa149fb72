import { DemoSignIn, type DemoUser } from '@waldmonitor/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DemoIdentity } from '../identity/demoIdentity';
import { guardErrorStore } from './guardErrors';

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
      onSignIn={(username) => {
        const groups = demoUsers.find((user) => user.email === username.trim())?.groups;
        identity.signIn(username, groups);
        guardErrorStore.set(null);
        navigate(path, { replace: true });
      }}
    />
  );
}
