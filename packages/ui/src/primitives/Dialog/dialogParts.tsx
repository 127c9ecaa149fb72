import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { color, controlHeight, radii, transitions, zIndex } from '../../theme';
import { Icon } from '../Icon';
import { isInsideMessageStack } from '../Message/MessageStack';
import { useChromeText } from '../../i18n';

/*
 * Pieces shared by Dialog and Drawer: both are Radix dialogs and must behave alike
 * (focus returned, messages still clickable, the same dimmed backdrop and close button).
 */

/**
 * Radix returns focus only to its own Trigger. Our overlays are opened through `isOpen`
 * from anywhere, so they remember what had focus when they opened and return it there.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus(event: Event) {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

/**
 * The scrolling body of a dialog or drawer. When its content is taller than the room it
 * has, it becomes a tab stop so keyboard users can scroll it (axe:
 * scrollable-region-focusable); when everything fits it adds no extra tab stop.
 *
 * It measures once at mount, synchronously: a ResizeObserver reports only at the next
 * rendering opportunity, and a page that is not being painted (a background test iframe
 * on a busy machine) may not get one before axe looks, so the region was briefly
 * scrollable without a tab stop. The observer then follows later changes (fonts, content).
 */
export function ScrollBody({ className, children }: { className?: string; children?: ReactNode }) {
  const [isScrollable, setScrollable] = useState(false);
  const measure = useCallback((body: HTMLDivElement | null) => {
    const content = body?.firstElementChild;
    if (!body || !content) return;
    const update = () => setScrollable(body.scrollHeight > body.clientHeight);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={measure} className={className} tabIndex={isScrollable ? 0 : undefined}>
      <div>{children}</div>
    </div>
  );
}

/** Closing a message while an overlay is open must not count as a click outside it. */
export function keepOpenForMessages(event: { target: EventTarget | null; preventDefault: () => void }) {
  if (isInsideMessageStack(event.target)) event.preventDefault();
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

export const Overlay = styled(RadixDialog.Overlay)<{ $layer: 'dialog' | 'drawer' }>`
  position: fixed;
  inset: 0;
  z-index: ${(p) => zIndex[p.$layer]};
  background: ${color.overlay};
  &[data-state='open'] {
    animation: ${fadeIn} ${transitions.normal};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${transitions.fast};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

export function CloseButton({ isDisabled = false }: { isDisabled?: boolean }) {
  const t = useChromeText();
  return (
    <RadixDialog.Close asChild>
      <CloseIconButton type="button" aria-label={t('ui.close')} disabled={isDisabled}>
        <Icon name="close" size="1.25em" />
      </CloseIconButton>
    </RadixDialog.Close>
  );
}

const CloseIconButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${controlHeight.md};
  height: ${controlHeight.md};
  padding: 0;
  border: none;
  border-radius: ${radii.md};
  background: transparent;
  color: ${color.textSecondary};
  cursor: pointer;
  transition: background ${transitions.fast};
  &:hover:not(:disabled) {
    background: ${color.surfaceMuted};
    color: ${color.text};
  }
  &:disabled {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
`;
