import type { ClientDetailsRow, ClientListRow, KundePatch, RpcParams, RpcResult } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';
import { firstRow } from './rows';

/** Clients (kunde), their users and the `kunde` table (requirements §7). */

export function getAllClients(client: DataClient, opts?: RequestOptions): Promise<ClientListRow[]> {
  return client.rpc('a_get_all_clients', {}, opts);
}

/** `a_get_client_details {client_id}`: the client, or null for an unknown id. */
export async function getClientDetails(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<ClientDetailsRow | null> {
  return firstRow(await client.rpc('a_get_client_details', { client_id: clientId }, opts));
}

export function updateClientDetails(
  client: DataClient,
  params: RpcParams<'a_update_client_details'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_client_details', params, opts);
}

export function addClient(
  client: DataClient,
  params: RpcParams<'a_add_client'>,
  opts?: RequestOptions,
): Promise<number> {
  return client.rpc('a_add_client', params, opts);
}

export function setProjektordner(
  client: DataClient,
  params: RpcParams<'a_set_projektordner'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_set_projektordner', params, opts);
}

export function setKatasterForClient(
  client: DataClient,
  params: RpcParams<'a_set_kataster_for_client'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_set_kataster_for_client', params, opts);
}

export function getAppUsersFromClient(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_appusers_from_client'>> {
  return client.rpc('a_get_appusers_from_client', { client_id: clientId }, opts);
}

export function getUsersFromClient(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_users_from_client'>> {
  return client.rpc('a_get_users_from_client', { client_id: clientId }, opts);
}

export function getApusTeamFromClient(
  client: DataClient,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_apus_team_from_client'>> {
  return client.rpc('a_get_apus_team_from_client', {}, opts);
}

export function addUserToClient(
  client: DataClient,
  params: RpcParams<'a_add_user_to_client'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_add_user_to_client', params, opts);
}

export function connectUserToClient(
  client: DataClient,
  params: RpcParams<'a_connect_user_to_client'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_connect_user_to_client', params, opts);
}

export function disconnectUserFromClient(
  client: DataClient,
  params: RpcParams<'a_disconnect_user_from_client'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_disconnect_user_from_client', params, opts);
}

/** PATCH /kunde?client_id=eq.{id} with `{bundesland}` or `{epsg}` (requirements §7). */
export function patchKunde(
  client: DataClient,
  clientId: number,
  patch: KundePatch,
  opts?: RequestOptions,
): Promise<null> {
  return client.update('kunde', { client_id: clientId }, patch, opts);
}
