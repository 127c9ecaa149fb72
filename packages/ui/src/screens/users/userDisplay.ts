import { roleLabel, type Role } from '../../model/roles';
import type { User } from '../../model/entities';
import type { Tone } from '../../primitives/Tag/tones';

/** How the user administration names a role: as everywhere (a pending request 'Expertenanfrage offen'). */
export function userRoleLabel(role: string): string {
  return roleLabel(role);
}

/** The colour of a role's tag: a pending request stands out, as it waits for a decision. */
export function roleTone(role: string): Tone {
  const tones: Record<Role, Tone> = {
    ogf_admin: 'primary',
    ogf_expert: 'success',
    ogf_expert_query: 'warning',
    ogf_citizens: 'neutral',
    ogf_new: 'info',
  };
  return tones[role as Role] ?? 'neutral';
}

type Named = Pick<User, 'first_name' | 'last_name' | 'email'>;

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** 'Erik Eichhorn'; the e-mail address for a user without a name (requirements §5: names are optional). */
export function displayName(user: Named): string {
  const name = [user.first_name, user.last_name]
    .filter((part) => !blank(part))
    .map((part) => part?.trim())
    .join(' ');
  return name === '' ? user.email : name;
}

/** 'Eichhorn, Erik' for the table, so the list reads and sorts by last name. */
export function listName(user: Named): string {
  const first = blank(user.first_name) ? '' : (user.first_name ?? '').trim();
  const last = blank(user.last_name) ? '' : (user.last_name ?? '').trim();
  if (first && last) return `${last}, ${first}`;
  return last || first || user.email;
}
