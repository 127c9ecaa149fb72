/** The pure helpers of the user screens, for the app's pages (messages, names). */
export { displayName, listName, roleTone, userRoleLabel } from './userDisplay';
export {
  ALL_MAIL_FLAGS,
  MAIL_FILTERS,
  MAIL_FLAG_FIELDS,
  mailFilterCondition,
  mailFlagsForRole,
  type MailFilter,
  type MailFlagField,
} from './mailFlags';
export { countByRole, filterUsers, matchesUserQuery, normalizeSearch, type UserFilter } from './userFilter';
