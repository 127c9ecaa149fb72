import { DemoSignIn, type DemoUser } from '@waldmonitor/ui';
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
}

/** /login in demo mode: choose a demo user (or type an address) and go on to `path`. */
export function DemoLogin({ identity, productName, demoUsers, templateLoginPath, error, path }: DemoLoginProps) {
  const navigate = useNavigate();
  return (
    <DemoSignIn
      productName={productName}
      users={demoUsers}
      error={error}
      templateLoginPath={templateLoginPath}
      onSignIn={(username) => {
        const groups = demoUsers.find((user) => user.email === username.trim())?.groups;
        identity.signIn(username, groups);
        guardErrorStore.set(null);
        navigate(path, { replace: true });
      }}
    />
  );
}
