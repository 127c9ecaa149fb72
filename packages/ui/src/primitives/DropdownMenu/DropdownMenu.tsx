import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement } from 'react';
import styled, { keyframes } from 'styled-components';
import { color, fontSize, radii, shadows, space, transitions, zIndex } from '../../theme';
import { Icon } from '../Icon';
import { isSeparator, visibleEntries, type DropdownMenuEntry } from './menuEntries';

export interface DropdownMenuProps {
  /** Opens the menu: a focusable element that passes its ref on (Button, IconButton). */
  trigger: ReactElement;
  items: readonly DropdownMenuEntry[];
  /** Where the menu lines up with the trigger. */
  align?: 'start' | 'center' | 'end';
}

/** Radix takes pixel numbers; they come from the spacing tokens. */
const offset = parseFloat(space[1]);
const edgeGap = parseFloat(space[2]);

/** A menu of actions; Radix brings keyboard navigation (arrows, Home/End, typeahead, Escape). */
export function DropdownMenu({ trigger, items, align = 'end' }: DropdownMenuProps) {
  return (
    // Not modal: the page is not hidden from assistive technology and its scrollbar does
    // not jump; an outside click or Escape still closes the menu.
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content align={align} sideOffset={offset} collisionPadding={edgeGap}>
          {visibleEntries(items).map((entry, index) =>
            isSeparator(entry) ? (
              <Separator key={`separator-${index}`} />
            ) : (
              <Item
                key={`${entry.label}-${index}`}
                disabled={entry.disabled}
                $isDanger={entry.tone === 'danger'}
                onSelect={() => entry.onSelect()}
              >
                {entry.icon ? <Icon name={entry.icon} /> : null}
                {entry.label}
              </Item>
            ),
          )}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

const appear = keyframes`
  from { opacity: 0; transform: translateY(-${space[1]}); }
  to { opacity: 1; transform: none; }
`;

const Content = styled(RadixMenu.Content)`
  z-index: ${zIndex.dropdown};
  min-width: 10rem;
  max-width: min(22rem, calc(100vw - 2 * ${space[2]}));
  padding: ${space[1]} 0;
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surface};
  box-shadow: ${shadows.md};
  font-size: ${fontSize.md};
  &[data-state='open'] {
    animation: ${appear} ${transitions.fast};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

const Item = styled(RadixMenu.Item)<{ $isDanger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[4]};
  color: ${(p) => (p.$isDanger ? color.danger : color.text)};
  cursor: pointer;
  outline: none;
  user-select: none;
  overflow-wrap: anywhere;
  &[data-highlighted] {
    background: ${(p) => (p.$isDanger ? color.dangerBg : color.primarySoft)};
  }
  &[data-disabled] {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
`;

const Separator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${space[1]} 0;
  background: ${color.border};
`;
