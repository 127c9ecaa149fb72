/**
 * The users page's tabs, kept in the URL as the profile's are (`?tab=anfragen`): every user,
 * and the open expert requests. The first tab is the default and has no query value, so
 * /users/index stays the plain address.
 */
export const USERS_TABS = ['nutzer', 'anfragen'] as const;
export type UsersTab = (typeof USERS_TABS)[number];

/** Where the open expert requests are decided (the overview's "… offene Anfragen entscheiden"). */
export const EXPERT_REQUESTS_PATH = '/users/index?tab=anfragen';

/** The tab of a `?tab=` value; a missing or unknown value opens the users list. */
export function parseUsersTab(value: string | null | undefined): UsersTab {
  return (USERS_TABS as readonly string[]).includes(value ?? '') ? (value as UsersTab) : 'nutzer';
}

/** The `?tab=` value of a tab; null for the users list. */
export function usersTabQuery(tab: UsersTab): string | null {
  return tab === 'nutzer' ? null : tab;
}
