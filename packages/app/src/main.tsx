import { GlobalStyle, applyUiSize, type DemoUser } from '@waldmonitor/ui';
import { roleLabel, TEMPLATE_BASE } from '@waldmonitor/ui/model';
import { StrictMode, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { createDataClient } from './api/client';
import { RuntimeConfigProvider } from './config/RuntimeConfigContext';
import { ConfigError, loadRuntimeConfig, MOCK_DATA_URL, type RuntimeConfig } from './config/runtimeConfig';
import { scansReady } from './config/scansReady';
import type { Identity } from './identity/Identity';
import { loadOidcIdentity } from './identity/loadOidcIdentity';
import { GuardedRouter } from './routes/GuardedRouter';
import { readUiSize } from './session/cookies';
import type { DemoDatabase } from './demo/demoDatabase';
import { tracking, trackingFetch } from './shell/activity';
import { createAppRouter } from './shell/createAppRouter';
import { SessionEndedDialog } from './shell/SessionEndedDialog';
import { sessionEndedStore } from './shell/sessionEnded';
import { isPhone, LANDING_DISMISSED_KEY, landingPath } from './shell/device';
import { StartingUp } from './shell/StartingUp';

/** Built without the demo (`VITE_WITH_DEMO=false`), msw and the seed never reach the bundle. */
const WITH_DEMO = import.meta.env.VITE_WITH_DEMO !== 'false';

const root = createRoot(document.getElementById('root') as HTMLElement);

/** A failed start: its screen loads then (a start that works never needs it). */
async function showStartupError(error: unknown) {
  const { StartupError } = await import('./shell/StartupErrorScreen');
  // A config.json with several problems names each in a list (every key to fill at once).
  const several = error instanceof ConfigError && error.summary !== undefined ? error : null;
  root.render(
    <>
      <GlobalStyle />
      <StartupError
        message={several?.summary ?? (error instanceof Error ? error.message : String(error))}
        problems={several?.problems}
        onRetry={() => window.location.reload()}
      />
    </>,
  );
}

/**
 * Demo mode: the demo users for /login from their own small module, at once; the demo's data
 * service (the SQL in PGlite, in a worker) starts booting alongside. The sign-in page does not
 * wait for it: only the first call to the data service does. msw's service worker answers the
 * template part's API and the scans only; it starts once the database is up, so the two do not
 * share the two cores of a small machine while the sign-in page is shown (on the template
 * part's pages the other way round: msw at once, the database with the first call).
 */
interface Demo {
  users: DemoUser[];
  database: DemoDatabase;
  templateReady: Promise<void>;
  /** The app while this tab uses the demo's data; a page saying so while another tab does. */
  TabGate: ComponentType<{ tab: DemoDatabase['tab']; children: ReactNode }>;
}

async function startDemo(): Promise<Demo> {
  if (!WITH_DEMO) throw new ConfigError('Dieser Build enthält keinen Demo-Modus: „dataService“ muss „rest“ sein.');
  const [{ startDemoDatabase }, { DEMO_USERS, BROKEN_USER_EMAIL }, { DemoTabGate }] = await Promise.all([
    import('./demo/demoDatabase'),
    import('@waldmonitor/dataservice/demo-users'),
    import('./demo/DemoTabGate'),
  ]);
  // The template part has an API of its own (msw): on its pages the database boots only when a
  // call asks for it, and msw starts at once instead of after a boot it does not need.
  const onTemplatePart = window.location.pathname.startsWith(`${TEMPLATE_BASE}/`);
  const database = startDemoDatabase({ bootNow: !onTemplatePart });
  const templateReady = (onTemplatePart ? Promise.resolve() : database.ready.catch(() => undefined))
    .then(() => import('@waldmonitor/mocks/browser'))
    // public/demoServiceWorker.js: msw's worker, the app's own code kept from it (it says why).
    .then((mocks) => mocks.startMockWorker({ quiet: true, serviceWorkerUrl: '/demoServiceWorker.js' }));
  // A database or worker that cannot start is a start-up error, as before, though the page is already up.
  scansReady.set(templateReady);
  for (const started of [database.ready, templateReady]) {
    started.catch((error: unknown) => void showStartupError(error));
  }
  const users = Object.values(DEMO_USERS).map((user) => ({
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    roleLabel: user.email === BROKEN_USER_EMAIL ? 'Nutzerdaten fehlerhaft' : roleLabel(user.app_status),
    description: user.description,
    groups: user.groups,
  }));
  return { users, database, templateReady, TabGate: DemoTabGate };
}

async function createIdentity(config: RuntimeConfig): Promise<Identity> {
  if (config.identity.type === 'demo') {
    // Demo tokens name the seed's users: a build without the demo ships neither.
    if (!WITH_DEMO)
      throw new ConfigError('Dieser Build enthält keinen Demo-Modus: „identity“ muss „keycloak“ oder „oidc“ sein.');
    const { createDemoIdentity } = await import('./identity/demoIdentity');
    return createDemoIdentity();
  }
  const { createKeycloakIdentity } = await loadOidcIdentity();
  return createKeycloakIdentity(config.identity, { onSessionEnded: () => sessionEndedStore.set(true) });
}

async function start() {
  applyUiSize(readUiSize(document.cookie));
  // requirements §1: phones (not tablets) are sent to the landing page first.
  if (
    isPhone(navigator.userAgent) &&
    window.location.pathname !== '/landing' &&
    !sessionStorage.getItem(LANDING_DISMISSED_KEY)
  ) {
    // The landing's "continue anyway" goes on to where the person was going.
    const wanted = window.location.pathname + window.location.search;
    window.history.replaceState(null, '', landingPath(wanted));
  }
  const config = await loadRuntimeConfig('/config.json');
  const isDemo = config.dataService.type === 'mock' || config.identity.type === 'demo';
  // Side by side: each loads a module of its own before the first render.
  const [demo, identity] = await Promise.all([isDemo ? startDemo() : null, createIdentity(config)]);
  const demoUsers = demo?.users ?? [];
  const client = createDataClient({
    baseUrl: config.dataService.type === 'rest' ? config.dataService.url : MOCK_DATA_URL,
    getToken: () => identity.getToken(),
    fetch: demo ? tracking(demo.database.fetch) : trackingFetch,
  });
  const router = createAppRouter({
    config,
    identity,
    client,
    demoUsers,
    templateReady: demo?.templateReady,
    onResetDemo: demo?.database.reset,
  });
  // As a transition: React then renders the app in slices of a few milliseconds instead of one
  // task (80-90 ms for the sign-in page on two busy cores), so the page stays responsive while
  // the demo's database boots beside it.
  const app = (
    <RuntimeConfigProvider value={config}>
      <AppProviders client={client}>
        <GuardedRouter navigation={router} fallback={<StartingUp />} />
        <SessionEndedDialog identity={identity} />
      </AppProviders>
    </RuntimeConfigProvider>
  );
  startTransition(() =>
    root.render(
      <StrictMode>
        <GlobalStyle />
        {demo ? <demo.TabGate tab={demo.database.tab}>{app}</demo.TabGate> : app}
      </StrictMode>,
    ),
  );
}

start().catch((error: unknown) => {
  void showStartupError(error);
});
