/**
 * The profile's tabs, kept in the URL (requirements §2: "/profile/index … optional query
 * tab=experte"). The first tab is the default and has no query value.
 */
export const PROFILE_TABS = ['profil', 'benachrichtigungen', 'experte'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  profil: 'Profil',
  benachrichtigungen: 'Benachrichtigungen',
  experte: 'Experte',
};

/** The tab of a `?tab=` value; a missing or unknown value opens the first tab. */
export function parseProfileTab(value: string | null | undefined): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '') ? (value as ProfileTab) : 'profil';
}

/** The `?tab=` value of a tab; null for the default tab, so /profile/index stays the plain address. */
export function profileTabQuery(tab: ProfileTab): string | null {
  return tab === 'profil' ? null : tab;
}
