import { Landing, type DemoUser } from '@waldmonitor/ui';
import { TEMPLATE_LOGIN } from '@waldmonitor/ui/model';
import { createBrowserRouter, Navigate, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { DataClient } from '../api/client';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { Identity } from '../identity/Identity';
import { runGuard, type GuardDeps } from '../routes/guard';
import { redirectTarget } from '../routes/redirectTarget';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { loadUserData } from '../session/loadSession';
import { LANDING_DISMISSED_KEY } from './device';
import { guardErrorStore } from './guardErrors';
import { LoginRoute } from './LoginRoute';
import { noticeStore } from './notices';
import { TAGS_KEY } from './persistence';
import { sessionStore } from './sessionStore';
import { StartingUp } from './StartingUp';
import { templateRouteObjects } from './templatePartRoutes';

export interface AppRouterOptions {
  config: RuntimeConfig;
  identity: Identity;
  client: DataClient;
  demoUsers: DemoUser[];
  /** Settles when the demo's mock service answers; the template part waits for it. */
  templateReady?: Promise<unknown>;
}

export function guardDeps(identity: Identity, client: DataClient): GuardDeps {
  return {
    getToken: () => identity.getToken(),
    clearToken: () => identity.clearToken(),
    getSession: sessionStore.get,
    setSession: sessionStore.set,
    loadProfile: () => identity.loadProfile(),
    loadUserData: (email, id) => loadUserData(client, email, id),
    showError: (message) => guardErrorStore.set(message),
    showNotice: (message) => noticeStore.set(message),
    routes: PRODUCT_ROUTES,
  };
}

/** /auth-redirect: where an identity service returns to; goes on to `?redirect=` (a path of this app) or '/'. */
function AuthRedirect() {
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'), window.location.origin);
  return <Navigate replace to={target.ok ? target.path : '/'} />;
}

/** spec §1: phones land here; "continue anyway" goes on to where the person was going. */
function LandingRoute({ productName }: { productName: string }) {
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'), window.location.origin);
  return (
    <Landing
      productName={productName}
      continuePath={target.ok ? target.path : '/'}
      onContinue={() => sessionStorage.setItem(LANDING_DISMISSED_KEY, '1')}
    />
  );
}

/** Shown while the guard decides on the first load (it may load the user data). */
const startingUp = <StartingUp />;

/** The router: every navigation passes the spec §4 guard in a loader before it renders. */
export function createAppRouter({ config, identity, client, demoUsers, templateReady }: AppRouterOptions) {
  const deps = guardDeps(identity, client);
  const guard = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const outcome = await runGuard(url.pathname, url.search, deps);
    if (outcome.type === 'redirect') throw redirect(outcome.to);
    return null;
  };
  const logout = async () => {
    sessionStore.set(null);
    // The visited tags are the signed-out person's; the demo data stays for the browser session.
    sessionStorage.removeItem(TAGS_KEY);
    await identity.logout();
  };

  return createBrowserRouter([
    {
      path: '/login',
      loader: guard,
      hydrateFallbackElement: startingUp,
      element: (
        <LoginRoute
          identity={identity}
          productName={config.productName}
          demoUsers={demoUsers}
          templateDemoPath={config.templateDemo ? TEMPLATE_LOGIN : undefined}
        />
      ),
    },
    { path: '/auth-redirect', loader: guard, hydrateFallbackElement: startingUp, element: <AuthRedirect /> },
    {
      path: '/landing',
      element: <LandingRoute productName={config.productName} />,
    },
    ...(config.templateDemo ? templateRouteObjects({ config, ready: templateReady }, startingUp) : []),
    {
      path: '*',
      loader: guard,
      // The guard decides on every navigation, also between two views of the shell.
      shouldRevalidate: () => true,
      hydrateFallbackElement: startingUp,
      // The shell's chrome loads alongside the guard: the sign-in page shows none of it (issue 17).
      lazy: async () => {
        const { ShellLayout } = await import('./ShellLayout');
        return { element: <ShellLayout config={config} onLogout={logout} /> };
      },
    },
  ]);
}
