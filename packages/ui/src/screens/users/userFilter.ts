import type { Role } from '../../model/roles';
import type { User } from '../../model/entities';

/**
 * Search text compared without case and accents, so 'muller' finds 'Müller' and
 * 'strasse' finds 'Straße'.
 */
export function normalizeSearch(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** Every word of the query is found in the first name, last name or e-mail address. */
export function matchesUserQuery(user: Pick<User, 'first_name' | 'last_name' | 'email'>, query: string): boolean {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch([user.first_name ?? '', user.last_name ?? '', user.email].join(' '));
  return words.every((word) => haystack.includes(word));
}

export interface UserFilter {
  query: string;
  /** '' shows every role. */
  role: Role | '';
}

export function filterUsers<U extends User>(users: readonly U[], { query, role }: UserFilter): U[] {
  return users.filter((user) => (role === '' || user.app_status === role) && matchesUserQuery(user, query));
}

/** How many users have each role, for the role filter's options. */
export function countByRole(users: readonly Pick<User, 'app_status'>[]): Partial<Record<Role, number>> {
  const counts: Partial<Record<Role, number>> = {};
  for (const user of users) counts[user.app_status] = (counts[user.app_status] ?? 0) + 1;
  return counts;
}
