import type { AppRoute, AppUserData, Role } from '@waldmonitor/ui/model';

/** A signed-in person as the guard knows them after the profile and user data checks (requirements §4). */
export interface SessionState {
  role: Role;
  user: AppUserData | null;
  /**
   * Why the user data could not be loaded (the role is then ogf_new, requirements §4); null when
   * it loaded. The shell says so and offers a retry instead of a silent new-user view.
   */
  userDataError: string | null;
  /** The identity service's groups (requirements §4: appuser_new, appuser_validated, …). */
  groups: string[];
  email: string;
  /** The identity's subject id, sent with the e-mail to a_get_user_data. */
  id: string;
  /** The routes this role may open (requirements §4 "build the allowed routes"). */
  routes: AppRoute[];
}
