import type { BenutzerRow, MailFlags, Role } from '@waldmonitor/ui/model';
import type { Rng } from '../prng';
import { daysAgo, isoDate } from './dates';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, OCCUPATIONS, mailLocalPart } from './names';
import type { UserTeamRow } from './types';

const DEMO_DOMAIN = 'waldmonitor.example';

export interface DemoUser {
  email: string;
  /** The app_status stored for the user. */
  app_status: Role;
  first_name: string;
  last_name: string;
  /** What the demo sign-in page says about the account. */
  description: string;
  /** The identity service's groups claim its token carries (spec §4 group names). */
  groups: readonly string[];
}

/**
 * The well-known demo accounts of the demo sign-in page (DESIGN.md §2), one per role, and
 * `defekt@…`, whose user data cannot be loaded: spec §4 "If user data cannot be loaded,
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
    description: 'Standard-Nutzerin, meldet Käferfunde',
  },
  experte: {
    email: `experte@${DEMO_DOMAIN}`,
    groups: ['appuser_validated'],
    app_status: 'ogf_expert',
    first_name: 'Erik',
    last_name: 'Eichhorn',
    description: 'Experte, prüft und veröffentlicht Meldungen',
  },
  admin: {
    email: `admin@${DEMO_DOMAIN}`,
    groups: ['appuser_validated', 'ogf_admin'],
    app_status: 'ogf_admin',
    first_name: 'Anja',
    last_name: 'Albrecht',
    description: 'Administratorin, führt das Backoffice',
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
    first_name: 'Dieter',
    last_name: 'Defekt',
    description: 'Nutzerdaten können nicht geladen werden (Rolle fällt auf ogf_new zurück)',
  },
} as const satisfies Record<string, DemoUser>;

export type DemoUserKey = keyof typeof DEMO_USERS;

/** The e-mail for which a_get_user_data fails. */
export const BROKEN_USER_EMAIL = DEMO_USERS.defekt.email;

const GENERATED_ROLES: readonly Role[] = ['ogf_citizens', 'ogf_expert', 'ogf_admin', 'ogf_new', 'ogf_expert_query'];
const ROLE_WEIGHTS = [30, 10, 3, 9, 8];
const MAIL_DOMAINS = ['mail.example', 'post.example', 'forst.example', 'uni-forst.example', 'web.example'];

function mailFlags(role: Role, rng: Rng): MailFlags {
  const reviewer = role === 'ogf_expert' || role === 'ogf_admin';
  return {
    mail_register: role === 'ogf_admin' || rng.chance(0.2),
    mail_new: reviewer ? rng.chance(0.85) : false,
    mail_rejected: rng.chance(0.8),
    mail_published: rng.chance(0.7),
    mail_expert_request: role === 'ogf_admin' ? true : role === 'ogf_expert_query',
    mail_expert_approved: role === 'ogf_expert' || role === 'ogf_expert_query',
  };
}

function userRow(
  user_id: number,
  first: string,
  last: string,
  email: string,
  role: Role,
  female: boolean,
  rng: Rng,
): BenutzerRow {
  const complete = role !== 'ogf_new' || rng.chance(0.3);
  return {
    user_id,
    geb: complete ? isoDate(rng.int(1952, 2005), rng.int(1, 12), rng.int(1, 28)) : null,
    phone:
      complete && rng.chance(0.7) ? `01${rng.pick(['51', '52', '60', '70', '76'])} ${rng.int(1000000, 9999999)}` : null,
    berufsgruppe: complete ? rng.pick(OCCUPATIONS) : null,
    reg_date: daysAgo(role === 'ogf_new' ? rng.int(0, 20) : rng.int(30, 1500)),
    geschlecht: complete ? (female ? 'weiblich' : rng.chance(0.04) ? 'divers' : 'männlich') : null,
    app_status: role,
    last_name: last,
    first_name: first,
    email,
    ...mailFlags(role, rng),
  };
}

export interface SeedUsers {
  benutzer: BenutzerRow[];
  userTeam: UserTeamRow[];
}

/** The six demo users (ids 1–6) and 60 generated users over every role. */
export function seedUsers(rng: Rng): SeedUsers {
  const benutzer: BenutzerRow[] = Object.values(DEMO_USERS).map((demo, index) =>
    userRow(index + 1, demo.first_name, demo.last_name, demo.email, demo.app_status, index % 2 === 1, rng),
  );
  const taken = new Set(benutzer.map((row) => row.email));
  for (let i = 0; i < 60; i += 1) {
    // The first five cycle through the roles so every role exists whatever the weights do.
    const role =
      i < GENERATED_ROLES.length ? (GENERATED_ROLES[i] as Role) : rng.weighted(GENERATED_ROLES, ROLE_WEIGHTS);
    const female = rng.chance(0.48);
    const first = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const last = rng.pick(LAST_NAMES);
    let email = `${mailLocalPart(first, last)}@${rng.pick(MAIL_DOMAINS)}`;
    for (let n = 2; taken.has(email); n += 1) email = email.replace(/(\d*)@/, `${n}@`);
    taken.add(email);
    benutzer.push(userRow(benutzer.length + 1, first, last, email, role, female, rng));
  }
  const userTeam = benutzer.map((row) => ({
    user_id: row.user_id,
    apus_team: row.app_status === 'ogf_admin' || (row.app_status === 'ogf_expert' && rng.chance(0.4)),
    apus_admin: row.app_status === 'ogf_admin',
  }));
  return { benutzer, userTeam };
}

/** "Erik Eichhorn": how the service writes a person into published_from and letzter_bearbeiter. */
export function displayName(user: Pick<BenutzerRow, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name === '' ? user.email : name;
}
