import type { BenutzerPatch, BenutzerRow, MailFlag, RpcParams } from '@waldmonitor/ui/model';
import {
  addUser,
  changeAppStatus,
  getAllUsers,
  getBenutzer,
  getBenutzerById,
  getCurrentSessionUser,
  getCurrentUser,
  getUserData,
  getUserExists,
  getUserName,
  patchBenutzer,
  updateUser,
} from '../calls/users';
import { dataKey, matchKeys } from '../keys';
import { useDataMutation, useOptimisticChange, type OptimisticChange } from './useDataMutation';
import { useDataQuery, useDataQueryWhen } from './useDataQuery';

export const useAllUsers = () => useDataQuery(dataKey('a_get_all_users', {}), getAllUsers);

/** The signed-in user's data; waits while the profile is unknown. */
export const useUserData = (email: string | null, id: string | null) =>
  useDataQueryWhen(email && id ? { email, id } : null, (params) => dataKey('a_get_user_data', params), getUserData);

export const useUserName = (gMail: string | null) =>
  useDataQueryWhen(gMail, (gMail) => dataKey('a_get_user_name', { g_mail: gMail }), getUserName);

export const useUserExists = (dbRole: string | null) =>
  useDataQueryWhen(dbRole, (dbRole) => dataKey('a_get_user_exists', { db_role: dbRole }), getUserExists);

export const useCurrentUser = () => useDataQuery(dataKey('a_get_currentuser', {}), getCurrentUser);

export const useCurrentSessionUser = () => useDataQuery(dataKey('a_get_currentsessionuser', {}), getCurrentSessionUser);

/** GET /benutzer */
export const useBenutzerList = () => useDataQuery(dataKey('getBenutzer', {}), getBenutzer);

/** GET /benutzer?user_id=eq.{id} */
export const useBenutzer = (userId: number | null) =>
  useDataQueryWhen(userId, (userId) => dataKey('getBenutzerById', { id: userId }), getBenutzerById);

/** After a status change: the user list, that user's data and rows, and the client user lists showing the role. */
const changeAppStatusAffects = ([params]: [RpcParams<'a_change_app_status'>]) => [
  matchKeys('a_get_all_users'),
  matchKeys('a_get_user_data', { email: params.username }),
  matchKeys('getBenutzer'),
  matchKeys('getBenutzerById', { id: params.user_id }),
  matchKeys('a_get_appusers_from_client'),
];
export const useChangeAppStatus = () => useDataMutation(changeAppStatus, changeAppStatusAffects);

/** a_update_user names the user by `mail`; the benutzer rows are keyed by id, so all of them are refreshed. */
const updateUserAffects = ([params]: [RpcParams<'a_update_user'>]) => [
  matchKeys('a_get_user_data', { email: params.mail }),
  matchKeys('a_get_all_users'),
  matchKeys('getBenutzer'),
  matchKeys('getBenutzerById'),
  matchKeys('a_get_user_name', { g_mail: params.mail }),
];
export const useUpdateUser = () => useDataMutation(updateUser, updateUserAffects);

const addUserAffects = ([params]: [RpcParams<'a_add_user'>]) => [
  matchKeys('a_get_all_users'),
  matchKeys('getBenutzer'),
  ...(params.client_id === null
    ? []
    : [
        matchKeys('a_get_appusers_from_client', { client_id: params.client_id }),
        matchKeys('a_get_users_from_client', { client_id: params.client_id }),
      ]),
];
export const useAddUser = () => useDataMutation(addUser, addUserAffects);

const MAIL_FLAG_LABELS: Record<MailFlag, string> = {
  mail_register: 'Registrierung',
  mail_new: 'Neue Meldungen',
  mail_rejected: 'Abgelehnte Meldungen',
  mail_published: 'Veröffentlichte Meldungen',
  mail_expert_request: 'Expertenanfragen',
  mail_expert_approved: 'Bestätigte Expertenanfragen',
};

function patchFailure(_userId: number, patch: BenutzerPatch): string {
  if ('berufsgruppe' in patch) return 'Die Berufsgruppe wurde nicht gespeichert.';
  const flags = (Object.keys(patch) as MailFlag[]).map((flag) => `„${MAIL_FLAG_LABELS[flag]}“`);
  return `Die Mail-Einstellung ${flags.join(', ')} wurde nicht gespeichert.`;
}

const patchBenutzerChange: OptimisticChange<[userId: number, patch: BenutzerPatch], BenutzerRow | null> = {
  run: patchBenutzer,
  target: (userId) => dataKey('getBenutzerById', { id: userId }),
  apply: (current, _userId, patch) => (current ? { ...current, ...patch } : current),
  // The user's own data and the lists carry the same fields.
  affected: () => [matchKeys('getBenutzer'), matchKeys('a_get_user_data'), matchKeys('a_get_all_users')],
  failure: patchFailure,
};

/**
 * PATCH /benutzer with `{berufsgruppe}` or mail flags: the switch moves at once, and
 * moves back with a message when the service refuses. Resolves to whether it was saved.
 */
export const usePatchBenutzer = () => useOptimisticChange(patchBenutzerChange);
