import type { BenutzerRow } from '@waldmonitor/ui/model';
import type { Rng } from './prng';
import type { SeedClient } from './clients';
import { DEMO_USERS } from './demoUsers';
import type { ClientAccountLink, ClientAppUserLink } from './types';

export interface SeedLinks {
  clientAppUsers: ClientAppUserLink[];
  clientAccounts: ClientAccountLink[];
}

/**
 * Who works with which client: app users (with or without cadastre access) and the
 * identity-service accounts connected to a client. The demo citizen and expert are
 * connected to the first clients so their screens are never empty.
 */
export function seedLinks(clients: readonly SeedClient[], users: readonly BenutzerRow[], rng: Rng): SeedLinks {
  const clientAppUsers: ClientAppUserLink[] = [];
  const clientAccounts: ClientAccountLink[] = [];
  const candidates = users.filter((u) => u.app_status !== 'ogf_new');
  const demo = (email: string) => users.find((u) => u.email === email) as BenutzerRow;
  const demoLinks: [BenutzerRow, number[]][] = [
    [demo(DEMO_USERS.buerger.email), [1, 13]],
    [demo(DEMO_USERS.experte.email), [1, 4, 20]],
    [demo(DEMO_USERS.admin.email), [1]],
  ];
  for (const { client } of clients) {
    const linked = new Map<number, BenutzerRow>();
    for (const [user, ids] of demoLinks) if (ids.includes(client.client_id)) linked.set(user.user_id, user);
    for (const user of rng.sample(candidates, rng.int(1, 4))) linked.set(user.user_id, user);
    for (const user of linked.values()) {
      clientAppUsers.push({ client_id: client.client_id, user_id: user.user_id, kataster_enabled: rng.chance(0.6) });
      if (user.app_status !== 'ogf_citizens' || rng.chance(0.3)) {
        clientAccounts.push({ client_id: client.client_id, user_id: user.user_id, username: user.email });
      }
    }
  }
  return { clientAppUsers, clientAccounts };
}
