import { FALLBACK_ROLE, filterRoutes, type AppRoute, type AppUserData } from '@waldmonitor/ui/model';
import type { DataClient } from '../api/client';
import type { SessionState } from '../routes/guard';

/** `a_get_user_data {email, id}`: the signed-in user's row, or null when there is none. */
export async function loadUserData(client: DataClient, email: string, id: string): Promise<AppUserData | null> {
  const rows = await client.rpc('a_get_user_data', { email, id });
  return rows[0] ?? null;
}

/** The session for a user: spec §4 "derive the role, build the allowed routes". */
export function sessionFor(
  profile: { email: string; id: string },
  user: AppUserData | null,
  routes: readonly AppRoute[],
): SessionState {
  const role = user?.app_status ?? FALLBACK_ROLE;
  return { role, user, ...profile, routes: filterRoutes(routes, role) };
}
