import { TEMPLATE_LOGIN, TEMPLATE_ROUTES } from '@waldmonitor/ui/model';
import { redirect, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { createTemplateClient, TemplateApiProvider, useTemplateApi } from '../templateApi';
import { templateTokenStorage } from '../templateApi/templateToken';
import { TEMPLATE_TAGS_KEY } from '../shell/persistence';
import { runTemplateGuard, type TemplateGuardDeps } from './templateGuard';
import { TemplateLoginRoute } from './TemplateLoginRoute';
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

function guardLoader(ready?: Promise<unknown>) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ready;
    const url = new URL(request.url);
    const outcome = await runTemplateGuard(url.pathname, url.search, templateGuardDeps);
    if (outcome.type === 'redirect') throw redirect(outcome.to);
    return null;
  };
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

/** The lazily loaded route of /template/login. */
export function templateLoginRoute({ config, ready }: TemplatePartOptions) {
  return {
    loader: guardLoader(ready),
    Component: () => (
      <TemplateApiProvider>
        <TemplateLoginRoute productName={config.productName} />
      </TemplateApiProvider>
    ),
  };
}

/** The lazily loaded route of every other /template/ path: the template part's shell. */
export function templateShellRoute({ config, ready }: TemplatePartOptions) {
  return {
    loader: guardLoader(ready),
    Component: () => (
      <TemplateApiProvider>
        <TemplateShell config={config} />
      </TemplateApiProvider>
    ),
  };
}

/** The part's shell inside its API provider (the provider's client serves the logout). */
function TemplateShell({ config }: { config: RuntimeConfig }) {
  return <TemplateShellLayout config={config} onLogout={useTemplateLogout()} />;
}
