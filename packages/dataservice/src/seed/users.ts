import { BERUFSGRUPPEN, type BenutzerRow, type MailFlags, type Role } from '@waldmonitor/ui/model';
import type { Rng } from './prng';
import { daysAgo, isoDate } from './dates';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, mailLocalPart } from './names';
import { DEMO_USERS } from './demoUsers';
import type { UserTeamRow } from './types';

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
    berufsgruppe: complete ? rng.pick(BERUFSGRUPPEN) : null,
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
