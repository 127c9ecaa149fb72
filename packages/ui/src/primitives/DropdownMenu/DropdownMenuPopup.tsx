import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import styled, { keyframes } from 'styled-components';
import { color, fontSize, radii, shadows, space, transitions, zIndex } from '../../theme';
import { Icon } from '../Icon';
import { isSeparator, visibleEntries, type DropdownMenuEntry } from './menuEntries';

export interface DropdownMenuProps {
  /** Opens the menu: a focusable element that passes its ref and handlers on (Button, IconButton). */
  trigger: ReactElement<TriggerProps>;
  items: readonly DropdownMenuEntry[];
  /** Where the menu lines up with the trigger. */
  align?: 'start' | 'center' | 'end';
}

interface TriggerProps {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface DropdownMenuPopupProps extends DropdownMenuProps {
  /** The menu was asked for before this module had loaded: it mounts open. */
  defaultOpen?: boolean;
  /** It was asked for by keyboard: the first item takes focus, as when Radix opens it itself. */
  focusFirstItem?: boolean;
}

/** Radix takes pixel numbers; they come from the spacing tokens. */
const offset = parseFloat(space[1]);
const edgeGap = parseFloat(space[2]);

/**
 * The menu itself, loaded with Radix the first time a menu is opened (see DropdownMenu).
 * Radix brings keyboard navigation (arrows, Home/End, typeahead, Escape).
 */
export function DropdownMenuPopup({
  trigger,
  items,
  align = 'end',
  defaultOpen = false,
  focusFirstItem = false,
}: DropdownMenuPopupProps) {
  // Radix focuses the first item only when it saw the opening key itself; this menu was
  // opened by a key pressed before Radix was loaded, so the item is focused here, after
  // Radix has focused the content (its focus scope does that on mount).
  // Once, for the opening that mounted it: later openings are Radix's own.
  const pendingFirstFocus = useRef(focusFirstItem);
  const focusFirst = useCallback((content: HTMLDivElement | null) => {
    if (!content || !pendingFirstFocus.current) return;
    pendingFirstFocus.current = false;
    const frame = requestAnimationFrame(() =>
      content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    // Not modal: the page is not hidden from assistive technology and its scrollbar does
    // not jump; an outside click or Escape still closes the menu.
    <RadixMenu.Root modal={false} defaultOpen={defaultOpen}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content align={align} sideOffset={offset} collisionPadding={edgeGap} ref={focusFirst}>
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
