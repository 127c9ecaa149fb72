/**
 * The demo accounts on their own, without the seed: the demo's sign-in page lists them
 * while the demo's database (PGlite in its worker) is still booting.
 */
import type { Role } from '@waldmonitor/ui/model';

export const DEMO_DOMAIN = 'waldmonitor.example';

export interface DemoUser {
  email: string;
  /** The app_status stored for the user. */
  app_status: Role;
  first_name: string;
  last_name: string;
  /** What the demo sign-in page says about the account. */
  description: string;
  /** The identity service's groups claim its token carries (requirements §4 group names). */
  groups: readonly string[];
  /**
   * The identity service's `app_status` attribute, when it differs from the stored role: the
   * token claims it (src/pglite/demoToken.ts). Otherwise the token claims `app_status`.
   */
  claimed_app_status?: Role;
}

/**
 * The well-known demo accounts of the demo sign-in page (architecture §2), one per role, and
 * `defekt@…`, whose user data cannot be loaded: requirements §4 "If user data cannot be loaded,
 * the role defaults to ogf_new".
 */
export const DEMO_USERS = {
  neu: {
    email: `neu@${DEMO_DOMAIN}`,
    groups: ['appuser_new'],
    app_status: 'ogf_new',
    first_name: 'Nina',
    last_name: 'Neumann',
    description: 'Neu registriert, noch nicht freigeschaltet',
  },
  buerger: {
    email: `buerger@${DEMO_DOMAIN}`,
    groups: ['appuser_validated'],
    app_status: 'ogf_citizens',
    first_name: 'Birgit',
    last_name: 'Brandt',
    description: 'Standard-Nutzerin, sieht die veröffentlichten Käferfunde',
  },
  experte: {
    email: `experte@${DEMO_DOMAIN}`,
    groups: ['appuser_validated'],
    app_status: 'ogf_expert',
    first_name: 'Erik',
    last_name: 'Eichhorn',
    description: 'Experte, prüft und veröffentlicht Meldungen und georeferenziert Karten',
  },
  admin: {
    email: `admin@${DEMO_DOMAIN}`,
    groups: ['appuser_validated', 'ogf_admin'],
    app_status: 'ogf_admin',
    first_name: 'Anja',
    last_name: 'Albrecht',
    description: 'Administratorin, führt das Backoffice, verwaltet und löscht Karten',
  },
  anfrage: {
    email: `anfrage@${DEMO_DOMAIN}`,
    groups: ['appuser_validated'],
    app_status: 'ogf_expert_query',
    first_name: 'Andreas',
    last_name: 'Ahrens',
    description: 'Hat den Expertenmodus angefragt',
  },
  defekt: {
    email: `defekt@${DEMO_DOMAIN}`,
    groups: ['appuser_validated'],
    app_status: 'ogf_citizens',
    // The identity service says expert, the office's record says citizen: data.pre_request
    // refuses every call of this token (42501), so the user data cannot be loaded.
    claimed_app_status: 'ogf_expert',
    first_name: 'Dieter',
    last_name: 'Defekt',
    description: 'Nutzerdaten können nicht geladen werden: arbeitet mit den Rechten eines neuen Nutzers',
  },
} as const satisfies Record<string, DemoUser>;

export type DemoUserKey = keyof typeof DEMO_USERS;

/** The e-mail for which a_get_user_data fails (its token claims more than the stored role). */
export const BROKEN_USER_EMAIL = DEMO_USERS.defekt.email;
