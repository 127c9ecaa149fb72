import type { MouseEvent } from 'react';
import { DropdownMenu, menuSeparator, type DropdownMenuEntry } from '../../../primitives/DropdownMenu';
import { IconButton } from '../../../primitives/IconButton';
import type { RoleChange } from './roleChanges';

export interface RoleMenuProps {
  name: string;
  changes: readonly RoleChange[];
  onOpen: () => void;
  onChoose: (change: RoleChange) => void;
}

/**
 * A React click bubbles through portals: a click on a menu item (rendered in a portal)
 * would also reach the clickable table row and open the user. The cell keeps it.
 */
const keepClickInCell = (event: MouseEvent) => event.stopPropagation();

/** The actions of one table row: open the user, decide a request, assign a role. */
export function RoleMenu({ name, changes, onOpen, onChoose }: RoleMenuProps) {
  const items: DropdownMenuEntry[] = [
    { label: 'Details öffnen', icon: 'user', onSelect: onOpen },
    menuSeparator,
    ...changes.map((change): DropdownMenuEntry => ({
      label: change.label,
      icon: change.kind === 'approve' ? 'check' : change.kind === 'reject' ? 'close' : 'users',
      tone: change.kind === 'reject' ? 'danger' : undefined,
      onSelect: () => onChoose(change),
    })),
    {
      label: 'Eigene Rolle nicht änderbar',
      icon: 'lock',
      disabled: true,
      hidden: changes.length > 0,
      onSelect: () => undefined,
    },
  ];
  return (
    <span onClick={keepClickInCell}>
      <DropdownMenu
        trigger={<IconButton icon="more" variant="ghost" size="sm" label={`Aktionen für ${name}`} />}
        items={items}
      />
    </span>
  );
}
