import { ErrorState, lazyLoad, type DemoUser } from '@waldmonitor/ui';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Identity } from '../identity/Identity';
import type { DemoIdentity } from '../identity/demoIdentity';
import { redirectTarget, rejectedRedirectMessage } from '../routes/redirectTarget';
import { guardErrorStore } from './guardErrors';
import { StartingUp } from './StartingUp';
import { useWhenIdle } from './useWhenIdle';

/**
 * Only the demo signs in on this page, and a production build has no demo: its sign-in
 * screen loads when it is shown. Until then the start-up spinner stays, as
 * it was while the guard decided, so nothing flashes.
 */
const DemoLogin = lazyLoad(() => import('./DemoLogin')).component((module) => module.DemoLogin);

// A demo build starts on this page: its screen is fetched with the start, not after the guard.
if (import.meta.env.VITE_WITH_DEMO !== 'false') void DemoLogin.preload();

export interface LoginRouteProps {
  identity: Identity;
  productName: string;
  demoUsers: DemoUser[];
  /** The template part's sign-in, linked from the demo sign-in when the part is switched on. */
  templateLoginPath?: string;
  /** Puts the demo's data back to its seed; offered on the demo sign-in. */
  onResetDemo?: () => Promise<void>;
}

const preloadSignedInWhenIdle = () => {
  import('./preloadSignedIn').then(
    ({ preloadSignedIn }) => preloadSignedIn(),
    () => undefined,
  );
};

function isDemo(identity: Identity): identity is DemoIdentity {
  return identity.kind === 'demo';
}

/** /login: the demo sign-in, or after a failed Keycloak verification a way to sign in again. */
export function LoginRoute({ identity, productName, demoUsers, templateLoginPath, onResetDemo }: LoginRouteProps) {
  const [params] = useSearchParams();
  // A module of its own: a signed-in person's first load never runs it.
  useWhenIdle(preloadSignedInWhenIdle);
  const target = redirectTarget(params.get('redirect'), window.location.origin);
  const path = target.ok ? target.path : '/';
  // The guard's failure first; a dropped foreign target is said too, never followed.
  const messages = [guardErrorStore.get(), target.ok ? null : rejectedRedirectMessage(target.rejected)].filter(
    (message): message is string => Boolean(message),
  );
  const error = messages.length ? messages.join(' ') : undefined;

  if (!isDemo(identity)) {
    return (
      <ErrorState
        title="Anmeldung fehlgeschlagen"
        message={error ?? 'Bitte melden Sie sich erneut an.'}
        retryLabel="Erneut anmelden"
        onRetry={() => window.location.assign(path)}
      />
    );
  }
  return (
    <Suspense fallback={<StartingUp />}>
      <DemoLogin
        identity={identity}
        productName={productName}
        demoUsers={demoUsers}
        templateLoginPath={templateLoginPath}
        error={error}
        path={path}
        onResetDemo={onResetDemo}
      />
    </Suspense>
  );
}
