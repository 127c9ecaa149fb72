import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '../../primitives/Icon';
import { useChromeText } from '../../i18n';
import type { ChromeTextKey } from '../../i18n';
import { color, fontSize, radii, shadows, space, zIndex } from '../../theme';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** requirements §2: "Tag-view context menu: Refresh, Close, Close Others, Close All." */
const ACTIONS: readonly { action: TagAction; label: ChromeTextKey; icon: IconName }[] = [
  { action: 'refresh', label: 'tags.refresh', icon: 'refresh' },
  { action: 'close', label: 'tags.close', icon: 'close' },
  { action: 'closeOthers', label: 'tags.closeOthers', icon: 'minus' },
  { action: 'closeAll', label: 'tags.closeAll', icon: 'trash' },
];

export interface TagContextMenuProps {
  /** The tag's label, for the menu's accessible name. */
  tagLabel: string;
  /** Viewport coordinates of the menu's top left corner. */
  position: { x: number; y: number };
  /** Affix tags cannot be closed: 'Schließen' is left out. */
  canClose: boolean;
  onAction: (action: TagAction) => void;
  /** Escape, Tab or a click elsewhere; `returnFocus` asks to focus the tag again. */
  onDismiss: (returnFocus: boolean) => void;
}

/**
 * A small menu at the pointer (or under the focused tag). Radix's context menu is not
 * a dependency of the ui package, so this follows the WAI-ARIA menu pattern itself:
 * focus on the first item, arrow keys, Home/End, Escape and Tab close it.
 */
export function TagContextMenu({ tagLabel, position, canClose, onAction, onDismiss }: TagContextMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const t = useChromeText();
  const items = ACTIONS.filter((item) => canClose || item.action !== 'close');

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const dismissOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onDismiss(false);
    };
    const dismissOnResize = () => onDismiss(false);
    document.addEventListener('pointerdown', dismissOutside);
    window.addEventListener('resize', dismissOnResize);
    return () => {
      document.removeEventListener('pointerdown', dismissOutside);
      window.removeEventListener('resize', dismissOnResize);
    };
  }, [onDismiss]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => buttons[(i + buttons.length) % buttons.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(buttons.length - 1);
        break;
      case 'Escape':
        onDismiss(true);
        break;
      case 'Tab':
        onDismiss(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return createPortal(
    <Menu
      ref={menuRef}
      role="menu"
      aria-label={t('tags.menu', { tag: tagLabel })}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      style={{ left: position.x, top: position.y }}
    >
      {items.map((item) => (
        <Item key={item.action} type="button" role="menuitem" tabIndex={-1} onClick={() => onAction(item.action)}>
          <Icon name={item.icon} />
          {t(item.label)}
        </Item>
      ))}
    </Menu>,
    document.body,
  );
}

const Menu = styled.div`
  position: fixed;
  z-index: ${zIndex.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 11em;
  padding: ${space[1]} 0;
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surface};
  box-shadow: ${shadows.md};
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[4]};
  border: 0;
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.sm};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${color.primarySoft};
    color: ${color.primary};
    outline: none;
  }
`;
