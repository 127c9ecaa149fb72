import { FALLBACK_ROLE, filterRoutes, type AppRoute, type AppUserData } from '@waldmonitor/ui/model';
import type { DataClient } from '../api/client';
import type { IdentityProfile } from '../identity/Identity';
import type { SessionState } from './sessionState';

/** `a_get_user_data {email, id}`: the signed-in user's row, or null when there is none. */
export async function loadUserData(client: DataClient, email: string, id: string): Promise<AppUserData | null> {
  const rows = await client.rpc('a_get_user_data', { email, id });
  return rows[0] ?? null;
}

/** What the guard learnt about the user data: the row, or why it could not be loaded. */
export type UserDataOutcome = { user: AppUserData | null; error: null } | { user: null; error: string };

/**
 * The session for a user: requirements §4 "derive the role, build the allowed routes".
 * Only the profile's own fields are taken from `profile`, so a session passed in to be
 * refreshed can never carry its old role into the new one.
 */
export function sessionFor(
  profile: IdentityProfile,
  outcome: UserDataOutcome,
  routes: readonly AppRoute[],
): SessionState {
  // requirements §4: "If user data cannot be loaded, the role defaults to ogf_new."
  const role = outcome.user?.app_status ?? FALLBACK_ROLE;
  return {
    email: profile.email,
    id: profile.id,
    groups: profile.groups ?? [],
    role,
    user: outcome.user,
    userDataError: outcome.error,
    routes: filterRoutes(routes, role),
  };
}

/** Loads the user data and says why when it fails, instead of throwing. */
export async function loadUserDataOutcome(
  load: (email: string, id: string) => Promise<AppUserData | null>,
  profile: IdentityProfile,
): Promise<UserDataOutcome> {
  try {
    return { user: await load(profile.email, profile.id), error: null };
  } catch (error) {
    return { user: null, error: error instanceof Error && error.message ? error.message : String(error) };
  }
}
