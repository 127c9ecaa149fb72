import { DemoSignIn, ErrorState, type DemoUser } from '@waldmonitor/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Identity } from '../identity/Identity';
import type { DemoIdentity } from '../identity/demoIdentity';
import { guardErrorStore } from './guardErrors';

export interface LoginRouteProps {
  identity: Identity;
  productName: string;
  demoUsers: DemoUser[];
}

function isDemo(identity: Identity): identity is DemoIdentity {
  return identity.kind === 'demo';
}

/** /login: the demo sign-in, or after a failed Keycloak verification a way to sign in again. */
export function LoginRoute({ identity, productName, demoUsers }: LoginRouteProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const error = guardErrorStore.get() ?? undefined;
  const target = params.get('redirect') || '/';

  if (!isDemo(identity)) {
    return (
      <ErrorState
        title="Anmeldung fehlgeschlagen"
        message={error ?? 'Bitte melden Sie sich erneut an.'}
        retryLabel="Erneut anmelden"
        onRetry={() => window.location.assign(target)}
      />
    );
  }
  return (
    <DemoSignIn
      productName={productName}
      users={demoUsers}
      error={error}
      onSignIn={(username) => {
        identity.signIn(username);
        guardErrorStore.set(null);
        navigate(target, { replace: true });
      }}
    />
  );
}
