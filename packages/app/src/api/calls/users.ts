import type { AppUserData, BenutzerPatch, BenutzerRow, RpcParams, RpcResult } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';
import { firstRow } from './rows';

/** Users, the signed-in account and the `benutzer` table (requirements §7). */

export function getAllUsers(client: DataClient, opts?: RequestOptions): Promise<RpcResult<'a_get_all_users'>> {
  return client.rpc('a_get_all_users', {}, opts);
}

/**
 * `a_get_user_data {email, id}`: the user, or null when the service knows no such user
 * (requirements §4: the role then defaults to ogf_new).
 */
export async function getUserData(
  client: DataClient,
  params: RpcParams<'a_get_user_data'>,
  opts?: RequestOptions,
): Promise<AppUserData | null> {
  return firstRow(await client.rpc('a_get_user_data', params, opts));
}

export function changeAppStatus(
  client: DataClient,
  params: RpcParams<'a_change_app_status'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_change_app_status', params, opts);
}

export function getUserName(client: DataClient, gMail: string, opts?: RequestOptions): Promise<string | null> {
  return client.rpc('a_get_user_name', { g_mail: gMail }, opts);
}

export function getUserExists(client: DataClient, dbRole: string, opts?: RequestOptions): Promise<boolean> {
  return client.rpc('a_get_user_exists', { db_role: dbRole }, opts);
}

export function updateUser(
  client: DataClient,
  params: RpcParams<'a_update_user'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_user', params, opts);
}

/** requirements §5: "first_name and last_name are optional (null if empty)": the client sends '' as null. */
export function addUser(client: DataClient, params: RpcParams<'a_add_user'>, opts?: RequestOptions): Promise<number> {
  return client.rpc('a_add_user', params, opts);
}

export function getCurrentUser(client: DataClient, opts?: RequestOptions): Promise<string> {
  return client.rpc('a_get_currentuser', {}, opts);
}

export function getCurrentSessionUser(client: DataClient, opts?: RequestOptions): Promise<string> {
  return client.rpc('a_get_currentsessionuser', {}, opts);
}

/** GET /benutzer */
export function getBenutzer(client: DataClient, opts?: RequestOptions): Promise<BenutzerRow[]> {
  return client.select('benutzer', opts);
}

/** GET /benutzer?user_id=eq.{id}: the row, or null for an unknown id. */
export async function getBenutzerById(
  client: DataClient,
  userId: number,
  opts?: RequestOptions,
): Promise<BenutzerRow | null> {
  return firstRow(await client.select('benutzer', { ...opts, filters: { user_id: userId } }));
}

/** PATCH /benutzer?user_id=eq.{id} with `{berufsgruppe}` or mail flags (requirements §7). */
export function patchBenutzer(
  client: DataClient,
  userId: number,
  patch: BenutzerPatch,
  opts?: RequestOptions,
): Promise<null> {
  return client.update('benutzer', { user_id: userId }, patch, opts);
}
