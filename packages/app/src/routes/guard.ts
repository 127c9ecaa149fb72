import {
  findRedirect,
  matchRoute,
  partOfPath,
  unknownPathTarget,
  type AppRoute,
  type AppUserData,
} from '@waldmonitor/ui/model';
import { isAbortedRequest } from '../api/abortedRequest';
import type { IdentityProfile } from '../identity/Identity';
import { loadUserDataOutcome, sessionFor } from '../session/loadSession';
import type { SessionState } from '../session/sessionState';
import { PUBLIC_PATHS, isAlwaysAvailable } from './productRoutes';

export interface GuardDeps {
  getToken: () => string | null;
  clearToken: () => void;
  getSession: () => SessionState | null;
  setSession: (session: SessionState) => void;
  /** requirements §4: "fetch the profile email". */
  loadProfile: () => Promise<IdentityProfile>;
  /** `a_get_user_data {email, id}`; a rejection means the user data cannot be loaded. */
  loadUserData: (email: string, id: string) => Promise<AppUserData | null>;
  showError: (message: string) => void;
  /** Tells a signed-in person why the guard sent them elsewhere (a forbidden or unknown route). */
  showNotice: (message: string) => void;
  routes: readonly AppRoute[];
}

/**
 * `aborted`: the profile or user data check was broken off (the page is being left), so nothing
 * is decided and the token and session stay as they were.
 */
export type GuardOutcome =
  { type: 'proceed'; session: SessionState | null } | { type: 'redirect'; to: string } | { type: 'aborted' };

const redirect = (to: string): GuardOutcome => ({ type: 'redirect', to });

/** What a person reads after typing a route their role may not open. */
export function forbiddenNotice(title: string): string {
  return `Für „${title}“ fehlt Ihnen die Berechtigung. Sie wurden zur Startseite geleitet.`;
}

/** The longest typed path a notice repeats; a longer one is cut with "…". */
const SHOWN_PATH_LENGTH = 60;

/** What a person reads after typing an address the app does not have. */
export function unknownNotice(pathname: string): string {
  const shown = pathname.length > SHOWN_PATH_LENGTH ? `${pathname.slice(0, SHOWN_PATH_LENGTH)}…` : pathname;
  return `Die Seite „${shown}“ gibt es nicht. Sie wurden zur Startseite geleitet.`;
}

/**
 * Where a signed-in user with this session goes for `pathname` (unknown or forbidden →
 * the part's target; `table` is the whole route table, which knows the part).
 */
function decide(pathname: string, session: SessionState, deps: GuardDeps): GuardOutcome {
  const table = deps.routes;
  if (isAlwaysAvailable(pathname)) return { type: 'proceed', session };
  const parentRedirect = findRedirect(session.routes, pathname);
  if (parentRedirect) return redirect(parentRedirect);
  if (matchRoute(session.routes, pathname)) return { type: 'proceed', session };
  // A role that may not even open the home page would loop between '/' and home.
  if (pathname === findRedirect(session.routes, '/')) return redirect('/401');
  // requirements §2: "any other path redirects to /" in the product, "/404" in the template part
  // (forbidden paths are unknown to the role).
  const target = unknownPathTarget(partOfPath(table, pathname));
  // The redirect stays, but on the start page the person is told why instead of landing there
  // silently: a route the table has but the role may not open, or an address there is not
  // (the template part's 404 page says that itself).
  if (target === '/') {
    const forbidden = matchRoute(table, pathname);
    deps.showNotice(
      forbidden ? forbiddenNotice(forbidden.route.meta?.title ?? pathname) : unknownNotice(decodedPath(pathname)),
    );
  }
  return redirect(target);
}

/** A typed path as the person wrote it (`%C3%BC` → `ü`); left as it is when it does not decode. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The navigation guard, exactly as requirements §4:
 * "with a token, /login goes to /. If roles are already known, proceed. Otherwise fetch
 * the profile email, fetch the user data, derive the role, build the allowed routes,
 * add them and retry the navigation. On failure, clear the token, show the error and
 * go to /login?redirect={path}. Without a token only /login and /auth-redirect pass."
 * /landing passes too: phones are sent there before anyone has signed in (requirements §1).
 * A check broken off by leaving the page (a reload, a typed address) is no failure: it keeps
 * the token and decides nothing (`aborted`), as the template part's guard does.
 */
export async function runGuard(pathname: string, search: string, deps: GuardDeps): Promise<GuardOutcome> {
  if (!deps.getToken()) {
    if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return { type: 'proceed', session: null };
    return redirect(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  }
  if (pathname === '/login') return redirect('/');

  const known = deps.getSession();
  if (known) return decide(pathname, known, deps);

  let profile: IdentityProfile;
  try {
    profile = await deps.loadProfile();
  } catch (error) {
    // Under Keycloak the profile may need a request (the user info endpoint); a reload breaks it
    // off with "Failed to fetch", and clearing the token then would sign the person out silently.
    if (isAbortedRequest(error)) return { type: 'aborted' };
    deps.clearToken();
    deps.showError(
      error instanceof Error && error.message ? error.message : 'Verification failed, please Login again.',
    );
    return redirect(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  }

  // requirements §4: "If user data cannot be loaded, the role defaults to ogf_new" (sessionFor);
  // a read broken off by leaving the page did not fail to load, so it makes no ogf_new session.
  let isBrokenOff = false;
  const outcome = await loadUserDataOutcome(async (email, id) => {
    try {
      return await deps.loadUserData(email, id);
    } catch (error) {
      isBrokenOff = isAbortedRequest(error);
      throw error;
    }
  }, profile);
  if (isBrokenOff) return { type: 'aborted' };
  const session = sessionFor(profile, outcome, deps.routes);
  deps.setSession(session);
  // "... add them and retry the navigation."
  return decide(pathname, session, deps);
}
