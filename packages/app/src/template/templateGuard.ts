import {
  findRedirect,
  matchRoute,
  TEMPLATE_BASE,
  TEMPLATE_HOME,
  TEMPLATE_LOGIN,
  templateRoutesFor,
  unknownPathTarget,
  type AppRoute,
  type TemplateUserInfo,
} from '@waldmonitor/ui/model';
import { isAbortedRequest } from '../api/abortedRequest';
import { redirectTarget } from '../routes/redirectTarget';
import type { TemplateGuardFailure, TemplateSession } from './templateSession';

export interface TemplateGuardDeps {
  getToken: () => string | null;
  clearToken: () => void;
  getSession: () => TemplateSession | null;
  setSession: (session: TemplateSession | null) => void;
  /** GET user/info; rejects with the API's message (and code) on failure. */
  loadInfo: (token: string) => Promise<TemplateUserInfo>;
  showFailure: (failure: TemplateGuardFailure) => void;
  /** The template part of the route table. */
  routes: readonly AppRoute[];
}

/**
 * `aborted`: the user info check was broken off (the page is being left), so nothing is decided
 * and the session stays as it was.
 */
export type TemplateGuardOutcome = { type: 'proceed' } | { type: 'redirect'; to: string } | { type: 'aborted' };

const TEMPLATE_REDIRECT = `${TEMPLATE_BASE}/redirect/`;
const TEMPLATE_ERROR_PATHS = [`${TEMPLATE_BASE}/401`, unknownPathTarget('template')];
const redirect = (to: string): TemplateGuardOutcome => ({ type: 'redirect', to });
const toLogin = (pathname: string, search: string) =>
  redirect(`${TEMPLATE_LOGIN}?redirect=${encodeURIComponent(pathname + search)}`);

/**
 * Where `?redirect=` may lead after the template sign-in: a same-origin path of the
 * template part; anything else goes to the template dashboard.
 */
export function templateRedirectPath(raw: string | null, origin: string): string {
  const target = redirectTarget(raw, origin);
  return target.ok && target.path.startsWith(`${TEMPLATE_BASE}/`) && !target.path.startsWith(TEMPLATE_LOGIN)
    ? target.path
    : TEMPLATE_HOME;
}

/**
 * The template part's guard, the requirements §4 guard with the template's user info: without
 * its token only its /login passes (else /template/login?redirect=…); with it, /login
 * goes to the dashboard; roles known → decide; else user info → roles → the filtered
 * routes (requirements §6), and when the API refuses it the token is cleared and the person signs in
 * again; a check broken off (the page is being left) keeps the token.
 * Unknown and forbidden paths go to /template/404 (requirements §2).
 */
export async function runTemplateGuard(
  pathname: string,
  search: string,
  deps: TemplateGuardDeps,
): Promise<TemplateGuardOutcome> {
  // requirements §2 "/redirect/{path}, redirect helper": the part's own, to a path of the part.
  if (pathname.startsWith(TEMPLATE_REDIRECT))
    return redirect(`${TEMPLATE_BASE}/${pathname.slice(TEMPLATE_REDIRECT.length)}${search}`);
  const token = deps.getToken();
  if (pathname === TEMPLATE_LOGIN) return token ? redirect(TEMPLATE_HOME) : { type: 'proceed' };
  if (!token) return toLogin(pathname, search);

  let session = deps.getSession();
  if (!session || session.token !== token) {
    try {
      const info = await deps.loadInfo(token);
      session = { token, info, routes: templateRoutesFor(deps.routes, info.roles) };
    } catch (error) {
      // A reload or a typed address breaks the check off: that is no refusal of the token, and
      // clearing it would sign the person out silently (the message dies with the page).
      if (isAbortedRequest(error)) return { type: 'aborted' };
      deps.clearToken();
      deps.setSession(null);
      const code = (error as { code?: unknown }).code;
      deps.showFailure({
        message: error instanceof Error && error.message ? error.message : 'Verification failed, please Login again.',
        ...(typeof code === 'number' ? { code } : {}),
      });
      return toLogin(pathname, search);
    }
    deps.setSession(session);
  }

  // requirements §2: the part's /401 and /404 are always available (its unknown paths lead there).
  if (TEMPLATE_ERROR_PATHS.includes(pathname)) return { type: 'proceed' };
  const parentRedirect = findRedirect(session.routes, pathname);
  if (parentRedirect) return redirect(parentRedirect);
  if (matchRoute(session.routes, pathname)) return { type: 'proceed' };
  return redirect(unknownPathTarget('template'));
}
