import {
  FALLBACK_ROLE,
  filterRoutes,
  findRedirect,
  matchRoute,
  type AppRoute,
  type AppUserData,
  type Role,
} from '@waldmonitor/ui/model';
import { PUBLIC_PATHS, isAlwaysAvailable } from './productRoutes';

export interface SessionState {
  role: Role;
  user: AppUserData | null;
  email: string;
  /** The identity's subject id, sent with the e-mail to a_get_user_data. */
  id: string;
  /** The routes this role may open (spec §4 "build the allowed routes"). */
  routes: AppRoute[];
}

export interface GuardDeps {
  getToken: () => string | null;
  clearToken: () => void;
  getSession: () => SessionState | null;
  setSession: (session: SessionState) => void;
  /** spec §4: "fetch the profile email". */
  loadProfile: () => Promise<{ email: string; id: string }>;
  /** `a_get_user_data {email, id}`; a rejection means the user data cannot be loaded. */
  loadUserData: (email: string, id: string) => Promise<AppUserData | null>;
  showError: (message: string) => void;
  routes: readonly AppRoute[];
}

export type GuardOutcome = { type: 'proceed'; session: SessionState | null } | { type: 'redirect'; to: string };

const redirect = (to: string): GuardOutcome => ({ type: 'redirect', to });

/** Where a signed-in user with this session goes for `pathname` (unknown or forbidden → '/'). */
function decide(pathname: string, session: SessionState): GuardOutcome {
  if (isAlwaysAvailable(pathname)) return { type: 'proceed', session };
  const parentRedirect = findRedirect(session.routes, pathname);
  if (parentRedirect) return redirect(parentRedirect);
  if (matchRoute(session.routes, pathname)) return { type: 'proceed', session };
  // A role that may not even open the home page would loop between '/' and home.
  if (pathname === findRedirect(session.routes, '/')) return redirect('/401');
  // spec §2: "any other path redirects to /" (forbidden paths are unknown to the role).
  return redirect('/');
}

/**
 * The navigation guard, exactly as spec §4:
 * "with a token, /login goes to /. If roles are already known, proceed. Otherwise fetch
 * the profile email, fetch the user data, derive the role, build the allowed routes,
 * add them and retry the navigation. On failure, clear the token, show the error and
 * go to /login?redirect={path}. Without a token only /login and /auth-redirect pass."
 * /landing passes too: phones are sent there before anyone has signed in (spec §1).
 */
export async function runGuard(pathname: string, search: string, deps: GuardDeps): Promise<GuardOutcome> {
  if (!deps.getToken()) {
    if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return { type: 'proceed', session: null };
    return redirect(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  }
  if (pathname === '/login') return redirect('/');

  const known = deps.getSession();
  if (known) return decide(pathname, known);

  let profile: { email: string; id: string };
  try {
    profile = await deps.loadProfile();
  } catch (error) {
    deps.clearToken();
    deps.showError(
      error instanceof Error && error.message ? error.message : 'Verification failed, please Login again.',
    );
    return redirect(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  }

  let user: AppUserData | null = null;
  try {
    user = await deps.loadUserData(profile.email, profile.id);
  } catch {
    // spec §4: "If user data cannot be loaded, the role defaults to ogf_new."
    user = null;
  }
  const role = user?.app_status ?? FALLBACK_ROLE;
  const session: SessionState = {
    role,
    user,
    email: profile.email,
    id: profile.id,
    routes: filterRoutes(deps.routes, role),
  };
  deps.setSession(session);
  // "... add them and retry the navigation."
  return decide(pathname, session);
}
