import type { KundePatch, RpcParams, RpcResult } from '@waldmonitor/ui/model';
import {
  addClient,
  addUserToClient,
  connectUserToClient,
  disconnectUserFromClient,
  getAllClients,
  getApusTeamFromClient,
  getAppUsersFromClient,
  getClientDetails,
  getUsersFromClient,
  patchKunde,
  setKatasterForClient,
  setProjektordner,
  updateClientDetails,
} from '../calls/clients';
import { dataKey, matchKeys } from '../keys';
import { useDataMutation, useOptimisticChange, type OptimisticChange } from './useDataMutation';
import { useDataQuery, useDataQueryWhen } from './useDataQuery';

export const useAllClients = () => useDataQuery(dataKey('a_get_all_clients', {}), getAllClients);

export const useClientDetails = (clientId: number | null) =>
  useDataQueryWhen(clientId, (clientId) => dataKey('a_get_client_details', { client_id: clientId }), getClientDetails);

export const useAppUsersFromClient = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_appusers_from_client', { client_id: clientId }),
    getAppUsersFromClient,
  );

export const useUsersFromClient = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_users_from_client', { client_id: clientId }),
    getUsersFromClient,
  );

export const useApusTeamFromClient = () =>
  useDataQuery(dataKey('a_get_apus_team_from_client', {}), getApusTeamFromClient);

/** The client's name and address show in the client, invoice, offer, cadastre and map lists. */
const clientNameShown = [
  matchKeys('a_get_all_clients'),
  matchKeys('a_get_invoices'),
  matchKeys('a_get_offers'),
  matchKeys('a_get_kataster_overview'),
  matchKeys('a_get_map_list_from_db'),
];

const updateClientDetailsAffects = ([params]: [RpcParams<'a_update_client_details'>]) => [
  matchKeys('a_get_client_details', { client_id: params.client_id }),
  ...clientNameShown,
];
export const useUpdateClientDetails = () => useDataMutation(updateClientDetails, updateClientDetailsAffects);

const addClientAffects = (_args: [RpcParams<'a_add_client'>]) => [
  matchKeys('a_get_all_clients'),
  matchKeys('a_get_kataster_overview'),
];
export const useAddClient = () => useDataMutation(addClient, addClientAffects);

const setProjektordnerAffects = ([params]: [RpcParams<'a_set_projektordner'>]) => [
  matchKeys('a_get_client_details', { client_id: params.client_id }),
];
export const useSetProjektordner = () => useDataMutation(setProjektordner, setProjektordnerAffects);

type KatasterRows = RpcResult<'a_get_kataster_overview'>;

const katasterChange: OptimisticChange<[params: RpcParams<'a_set_kataster_for_client'>], KatasterRows> = {
  run: setKatasterForClient,
  target: () => dataKey('a_get_kataster_overview', {}),
  apply: (rows, params) =>
    rows?.map((row) =>
      row.client_id === params.client_id ? { ...row, kataster_status: params.kataster_status } : row,
    ),
  affected: (params) => [matchKeys('a_get_client_details', { client_id: params.client_id })],
  failure: (params) =>
    params.kataster_status
      ? 'Der Kataster wurde für den Kunden nicht eingeschaltet.'
      : 'Der Kataster wurde für den Kunden nicht ausgeschaltet.',
};

/** The cadastre switch of a client: moves at once in the cadastre overview, back with a message on failure. */
export const useSetKatasterForClient = () => useOptimisticChange(katasterChange);

type ClientDetails = RpcResult<'a_get_client_details'>[number] | null;

const clientKatasterChange: OptimisticChange<[params: RpcParams<'a_set_kataster_for_client'>], ClientDetails> = {
  run: setKatasterForClient,
  target: (params) => dataKey('a_get_client_details', { client_id: params.client_id }),
  apply: (client, params) => (client ? { ...client, kataster_status: params.kataster_status } : client),
  affected: () => [matchKeys('a_get_kataster_overview'), matchKeys('a_get_all_clients')],
  failure: katasterChange.failure,
};

/** The same switch on the client's own page: moves at once there, back with a message on failure. */
export const useSetClientKataster = () => useOptimisticChange(clientKatasterChange);

/** A connection changes the client's user lists and the user's own client list (in the user data). */
const connectionAffects = ({ client_id }: { client_id: number }) => [
  matchKeys('a_get_appusers_from_client', { client_id }),
  matchKeys('a_get_users_from_client', { client_id }),
  matchKeys('a_get_user_data'),
];
const addUserToClientAffects = ([params]: [RpcParams<'a_add_user_to_client'>]) => connectionAffects(params);
const connectAffects = ([params]: [RpcParams<'a_connect_user_to_client'>]) => connectionAffects(params);
export const useAddUserToClient = () => useDataMutation(addUserToClient, addUserToClientAffects);
export const useConnectUserToClient = () => useDataMutation(connectUserToClient, connectAffects);
export const useDisconnectUserFromClient = () => useDataMutation(disconnectUserFromClient, connectAffects);

const patchKundeAffects = ([clientId]: [clientId: number, patch: KundePatch]) => [
  matchKeys('a_get_client_details', { client_id: clientId }),
  matchKeys('a_get_all_clients'),
];
/** PATCH /kunde with `{bundesland}` or `{epsg}`. */
export const usePatchKunde = () => useDataMutation(patchKunde, patchKundeAffects);
