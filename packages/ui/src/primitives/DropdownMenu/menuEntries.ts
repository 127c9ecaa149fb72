import type { IconName } from '../Icon';

export interface DropdownMenuItem {
  label: string;
  icon?: IconName;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'danger';
  /** Left out of the menu, e.g. "Profil" for role appuser_new (requirements §2). */
  hidden?: boolean;
}

export interface DropdownMenuSeparator {
  type: 'separator';
}

export type DropdownMenuEntry = DropdownMenuItem | DropdownMenuSeparator;

/** A line between groups of items. */
export const menuSeparator: DropdownMenuSeparator = { type: 'separator' };

export const isSeparator = (entry: DropdownMenuEntry): entry is DropdownMenuSeparator =>
  'type' in entry && entry.type === 'separator';

/**
 * The entries a person sees: hidden items left out, and with them any separator that
 * would now stand at the top, at the bottom or next to another separator.
 */
export function visibleEntries(entries: readonly DropdownMenuEntry[]): DropdownMenuEntry[] {
  const shown: DropdownMenuEntry[] = [];
  for (const entry of entries) {
    if (isSeparator(entry)) {
      const previous = shown[shown.length - 1];
      if (previous && !isSeparator(previous)) shown.push(entry);
    } else if (!entry.hidden) {
      shown.push(entry);
    }
  }
  const last = shown[shown.length - 1];
  if (last && isSeparator(last)) shown.pop();
  return shown;
}
