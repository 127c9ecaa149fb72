import { lazyLoad, type DemoUser } from '@waldmonitor/ui';
import { TEMPLATE_LOGIN } from '@waldmonitor/ui/model';
import type { ReactNode } from 'react';
import { Navigate, UNSAFE_createBrowserHistory, useSearchParams, type Location } from 'react-router-dom';
import type { DataClient } from '../api/client';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { Identity } from '../identity/Identity';
import { createBlockingHistory } from '../routes/blockingHistory';
import { runGuard, type GuardDeps } from '../routes/guard';
import { createGuardedNavigation, type GuardedNavigation, type Resolution } from '../routes/guardedNavigation';
import { redirectTarget } from '../routes/redirectTarget';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { loadUserData } from '../session/loadSession';
import { guardErrorStore } from './guardErrors';
import { LoginRoute } from './LoginRoute';
import { noticeStore } from './notices';
import { TAGS_KEY } from './persistence';
import { sessionStore } from './sessionStore';
import { templateRoutes } from './templatePartRoutes';

export interface AppRouterOptions {
  config: RuntimeConfig;
  identity: Identity;
  client: DataClient;
  demoUsers: DemoUser[];
  /** Settles when the demo's mock service answers; the template part waits for it. */
  templateReady?: Promise<unknown>;
  /** The demo's data back to its seed (the demo's data worker); only the demo has it. */
  onResetDemo?: () => Promise<void>;
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

/*
 * The guard runs on every navigation and waits for these: a module that is already there
 * is handed over in a microtask (an import() of it settles a task later in some browsers).
 */
const shell = lazyLoad(() => import('./ShellLayout'));
const landing = lazyLoad(() => import('./LandingRoute'));

/**
 * The router: every navigation passes the requirements §4 guard before it renders (GuardedRouter
 * shows <StartingUp/> until the first decision). react-router runs in its declarative
 * mode: its data router (loaders, useNavigation, useBlocker) was ~16 kB gzip of the
 * first load for what the guard and our blocking history do here.
 */
export function createAppRouter({
  config,
  identity,
  client,
  demoUsers,
  templateReady,
  onResetDemo,
}: AppRouterOptions): GuardedNavigation {
  const deps = guardDeps(identity, client);
  /** The guard for `location`; what the route shows (a lazily loaded module) loads alongside it. */
  const guarded = async (location: Location, element: ReactNode | Promise<ReactNode>): Promise<Resolution> => {
    const [outcome, shown] = await Promise.all([runGuard(location.pathname, location.search, deps), element]);
    if (outcome.type === 'aborted') {
      // The page is going and the next one checks again; only a page back from the back/forward
      // cache is still here to be decided.
      await new Promise((resume) => window.addEventListener('pageshow', resume, { once: true }));
      return guarded(location, shown);
    }
    return outcome.type === 'redirect' ? { redirect: outcome.to } : { element: shown };
  };
  const logout = async () => {
    sessionStore.set(null);
    // The visited tags are the signed-out person's; the demo data stay in the browser.
    sessionStorage.removeItem(TAGS_KEY);
    await identity.logout();
  };

  const history = createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  return createGuardedNavigation(history, [
    {
      path: '/login',
      resolve: (location) =>
        guarded(
          location,
          <LoginRoute
            identity={identity}
            productName={config.productName}
            demoUsers={demoUsers}
            templateLoginPath={config.templateDemo ? TEMPLATE_LOGIN : undefined}
            onResetDemo={onResetDemo}
          />,
        ),
    },
    { path: '/auth-redirect', resolve: (location) => guarded(location, <AuthRedirect />) },
    {
      path: '/landing',
      resolve: async () => {
        const { LandingRoute } = await landing.load();
        return { element: <LandingRoute productName={config.productName} /> };
      },
    },
    ...(config.templateDemo ? templateRoutes({ config, ready: templateReady }) : []),
    {
      path: '*',
      // The guard decides on every navigation, also between two views of the shell. The
      // shell's chrome loads alongside it: the sign-in page shows none of it.
      resolve: (location) =>
        guarded(
          location,
          shell
            .load()
            .then(({ ShellLayout }) => <ShellLayout config={config} onLogout={logout} onResetDemo={onResetDemo} />),
        ),
    },
  ]);
}
