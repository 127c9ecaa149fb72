/** The large dataset's people: app users in every role, after the demo seed's users. */
import { BERUFSGRUPPEN, type BenutzerRow, type Role } from '@waldmonitor/ui/model';
import type { Rng } from '../prng';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, mailLocalPart } from '../names';
import { daysAgoKept } from './common';

const ROLES: readonly Role[] = ['ogf_citizens', 'ogf_expert', 'ogf_admin', 'ogf_new', 'ogf_expert_query'];
const ROLE_WEIGHTS = [80, 8, 1, 8, 3];
const MAIL_DOMAINS = ['mail.example', 'post.example', 'forst.example', 'uni-forst.example', 'web.example'];

export function generateUsers(base: readonly BenutzerRow[], total: number, rng: Rng): BenutzerRow[] {
  const rows: BenutzerRow[] = [];
  for (let user_id = base.length + 1; user_id <= total; user_id += 1) {
    const role = rng.weighted(ROLES, ROLE_WEIGHTS);
    const female = rng.chance(0.48);
    const first = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const last = rng.pick(LAST_NAMES);
    const complete = role !== 'ogf_new' || rng.chance(0.3);
    const reviewer = role === 'ogf_expert' || role === 'ogf_admin';
    rows.push({
      user_id,
      geb: complete ? daysAgoKept(rng.int(18 * 365, 75 * 365)) : null,
      phone: complete && rng.chance(0.6) ? `0151 ${rng.int(1000000, 9999999)}` : null,
      berufsgruppe: complete ? rng.pick(BERUFSGRUPPEN) : null,
      reg_date: daysAgoKept(rng.int(0, 1500)),
      geschlecht: complete ? (female ? 'weiblich' : 'männlich') : null,
      app_status: role,
      last_name: last,
      first_name: first,
      // The id keeps every address unique (the demo's addresses have no digits).
      email: `${mailLocalPart(first, last)}.${user_id}@${rng.pick(MAIL_DOMAINS)}`,
      mail_register: role === 'ogf_admin' || rng.chance(0.2),
      mail_new: reviewer ? rng.chance(0.85) : false,
      mail_rejected: rng.chance(0.8),
      mail_published: rng.chance(0.7),
      mail_expert_request: role === 'ogf_admin' || role === 'ogf_expert_query',
      mail_expert_approved: role === 'ogf_expert' || role === 'ogf_expert_query',
    });
  }
  return rows;
}
