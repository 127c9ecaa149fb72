import type { AppUserData, User } from '../../entities';
import type { Role } from '../../roles';
import type { NoParams } from './shared';

/** Remote procedures about users and the signed-in account (requirements §7). */
export interface UserRpcs {
  /** Every user for the user administration. Designed result: the `benutzer` rows without mail flags. */
  a_get_all_users: { params: NoParams; result: User[] };
  /**
   * A user's data by e-mail: the guard reads the signed-in user's and derives the role from
   * `app_status` (requirements §4); an administrator reads any user's (the user detail page).
   * `id` is the identity service's subject (token `sub`) of that user, or '' where the caller
   * does not know it (another user's), never the numeric `user_id`; the data service finds the
   * row by `email` alone, since `benutzer` stores no subject.
   * Designed result: one row; an empty array means the user is unknown (role `ogf_new`).
   */
  a_get_user_data: { params: { email: string; id: string }; result: AppUserData[] };
  /**
   * Sets a user's role: approving or declining an expert request, or a citizen asking to
   * become an expert (`ogf_expert_query`). `username` is the identity-service user name
   * (the e-mail address in this product).
   */
  a_change_app_status: { params: { user_id: number; username: string; status: Role }; result: null };
  /** Designed result: the display name 'Vorname Nachname' of the user with that e-mail, or null. */
  a_get_user_name: { params: { g_mail: string }; result: string | null };
  /** Designed result: whether a database role (login) of that name exists. */
  a_get_user_exists: { params: { db_role: string }; result: boolean };
  /** Updates the user whose e-mail is `mail` (the profile form). */
  a_update_user: {
    params: {
      first_name: string | null;
      last_name: string | null;
      phone: string | null;
      mail: string;
      berufsgruppe: string | null;
    };
    result: null;
  };
  /**
   * Creates a user and connects it to a client. requirements §5: "first_name and last_name are
   * optional (null if empty)". Designed result: the new `user_id`.
   */
  a_add_user: {
    params: {
      mail: string;
      first_name: string | null;
      last_name: string | null;
      kataster_enabled: boolean;
      apus_team: boolean;
      apus_admin: boolean;
      client_id: number | null;
    };
    result: number;
  };
  /** Designed result: the database's `current_user` (the role the request runs as). */
  a_get_currentuser: { params: NoParams; result: string };
  /** Designed result: the database's `session_user` (the role that signed in). */
  a_get_currentsessionuser: { params: NoParams; result: string };
}
