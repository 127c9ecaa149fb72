import { TEMPLATE_LOGIN, TEMPLATE_ROUTES } from '@waldmonitor/ui/model';
import type { ReactNode } from 'react';
import { useNavigate, type Location } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { Resolution } from '../routes/guardedNavigation';
import { createTemplateClient, useTemplateApi } from '../templateApi';
import { templateTokenStorage } from '../templateApi/templateToken';
import { TEMPLATE_TAGS_KEY } from '../shell/persistence';
import { runTemplateGuard, type TemplateGuardDeps } from './templateGuard';
import { TemplateLoginRoute } from './TemplateLoginRoute';
import { TemplatePartProviders } from './TemplatePartProviders';
import { templateFailureStore, templateSessionStore } from './templateSession';
import { TemplateShellLayout } from './TemplateShellLayout';

export interface TemplatePartOptions {
  config: RuntimeConfig;
  /** Settles when the demo's mock service answers (the template API is a mock). */
  ready?: Promise<unknown>;
}

/**
 * The guard's own client: the guard shows a failure on the sign-in page (and opens
 * 'Confirm logout' there for 50008/50012/50014), so the client itself shows nothing.
 */
const guardClient = createTemplateClient({
  getToken: templateTokenStorage.get,
  showMessage: () => undefined,
  onLoggedOut: () => undefined,
});

export const templateGuardDeps: TemplateGuardDeps = {
  getToken: templateTokenStorage.get,
  clearToken: templateTokenStorage.clear,
  getSession: templateSessionStore.get,
  setSession: templateSessionStore.set,
  loadInfo: (token) => guardClient.getInfo(token),
  showFailure: templateFailureStore.set,
  routes: TEMPLATE_ROUTES,
};

/** The part's guard for `location`, once the mock API answers (the template API is a mock). */
async function guarded(
  location: Location,
  ready: Promise<unknown> | undefined,
  element: ReactNode,
): Promise<Resolution> {
  await ready;
  const outcome = await runTemplateGuard(location.pathname, location.search, templateGuardDeps);
  if (outcome.type === 'aborted') {
    // The page is going and the next one checks again; only a page back from the back/forward
    // cache is still here to be decided.
    await new Promise((resume) => window.addEventListener('pageshow', resume, { once: true }));
    return guarded(location, ready, element);
  }
  return outcome.type === 'redirect' ? { redirect: outcome.to } : { element };
}

/** Log Out (the template's): the API is told, the part's token, session and tags go; the product's stay. */
function useTemplateLogout() {
  const api = useTemplateApi();
  const navigate = useNavigate();
  return async () => {
    await api.logout().catch(() => undefined);
    templateTokenStorage.clear();
    templateSessionStore.set(null);
    sessionStorage.removeItem(TEMPLATE_TAGS_KEY);
    navigate(TEMPLATE_LOGIN, { replace: true });
  };
}

function TemplateLoginPart({ config }: { config: RuntimeConfig }) {
  return (
    <TemplatePartProviders>
      <TemplateLoginRoute productName={config.productName} />
    </TemplatePartProviders>
  );
}

function TemplateShellPart({ config }: { config: RuntimeConfig }) {
  return (
    <TemplatePartProviders>
      <TemplateShell config={config} />
    </TemplatePartProviders>
  );
}

/** /template/login, once the part's guard lets it through. */
export function resolveTemplateLogin(location: Location, { config, ready }: TemplatePartOptions) {
  return guarded(location, ready, <TemplateLoginPart config={config} />);
}

/** Every other /template/ path: the template part's shell, once the part's guard lets it through. */
export function resolveTemplateShell(location: Location, { config, ready }: TemplatePartOptions) {
  return guarded(location, ready, <TemplateShellPart config={config} />);
}

/** The part's shell inside its API provider (the provider's client serves the logout). */
function TemplateShell({ config }: { config: RuntimeConfig }) {
  return <TemplateShellLayout config={config} onLogout={useTemplateLogout()} />;
}
