import { cloneElement, Suspense, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { lazyLoad } from '../../hooks/lazyLoad';
import type { DropdownMenuProps } from './DropdownMenuPopup';

const DropdownMenuPopup = lazyLoad(() => import('./DropdownMenuPopup')).component((module) => module.DropdownMenuPopup);

/** Loads the menu's module ahead of the first click (the shell calls it when the browser is idle). */
export const preloadDropdownMenu = DropdownMenuPopup.preload;

/** The keys with which Radix opens a menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu of actions. Until it is first opened only its trigger is rendered, marked as a
 * menu button; the press that opens it loads the menu (Radix and floating-ui stay out of
 * the first load) and mounts it open, the first item focused when it was asked
 * for by keyboard. From then on Radix handles the trigger.
 */
export function DropdownMenu({ trigger, items, align }: DropdownMenuProps) {
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  if (openedBy) {
    return (
      <Suspense fallback={trigger}>
        <DropdownMenuPopup
          trigger={trigger}
          items={items}
          align={align}
          defaultOpen
          focusFirstItem={openedBy === 'keyboard'}
        />
      </Suspense>
    );
  }
  const { onPointerDown, onKeyDown, onPointerEnter, onFocus } = trigger.props;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      onPointerDown?.(event);
      // As Radix: the primary button without Ctrl (which opens the context menu on macOS).
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      setOpenedBy('pointer');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      onKeyDown?.(event);
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      setOpenedBy('keyboard');
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      void DropdownMenuPopup.preload();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      void DropdownMenuPopup.preload();
    },
  });
}
