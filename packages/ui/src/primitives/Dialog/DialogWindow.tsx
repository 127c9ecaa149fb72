import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { color, fontSize, fontWeights, lineHeights, radii, shadows, space, transitions, zIndex } from '../../theme';
import { CloseButton, keepOpenForMessages, Overlay, ScrollBody, useReturnFocus } from './dialogParts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the dialog for screen readers (Radix Title). */
  title: ReactNode;
  description?: ReactNode;
  /** The body; it scrolls when the dialog is taller than the window. */
  children?: ReactNode;
  /** Actions, right-aligned below the body. */
  footer?: ReactNode;
  size?: DialogSize;
  /**
   * While false (for example while a save is running) Escape, a click outside and the
   * close button do nothing.
   */
  isDismissable?: boolean;
  /** Focused when the dialog opens, instead of its first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a question that interrupts the work (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Moves the dialog this far (px) from its centred place, e.g. while it is dragged by a handle. */
  offset?: { x: number; y: number };
  /** Before the title in the header, e.g. the handle that moves the dialog. */
  headerStart?: ReactNode;
}

/** The dialog itself, loaded with Radix the first time a dialog opens (see Dialog). */
export function DialogWindow({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  initialFocusRef,
  role = 'dialog',
  offset,
  headerStart,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const holdWhileBusy = (event: Event) => {
    if (!isDismissable) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={(open) => (open || isDismissable) && onOpenChange(open)}>
      <RadixDialog.Portal>
        <Overlay $layer="dialog" />
        <Content
          $size={size}
          role={role}
          // `translate`, not `transform`: the open and close animations keep using transform.
          style={offset ? { translate: `${offset.x}px ${offset.y}px` } : undefined}
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={holdWhileBusy}
          onPointerDownOutside={holdWhileBusy}
          onInteractOutside={keepOpenForMessages}
        >
          <Header>
            {headerStart}
            <Title>{title}</Title>
            <CloseButton isDisabled={!isDismissable} />
          </Header>
          {description ? <Description>{description}</Description> : null}
          {children != null ? <Body>{children}</Body> : null}
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Widths in rem, so they grow with the UI size the person chose. */
const widths: Record<DialogSize, string> = { sm: '26rem', md: '36rem', lg: '56rem' };

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const popOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: scale(0.96); }
`;

const Content = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialog};
  display: flex;
  flex-direction: column;
  width: min(${(p) => widths[p.$size]}, calc(100vw - 2 * ${space[4]}));
  height: fit-content;
  max-height: calc(100vh - 2 * ${space[8]});
  margin: auto;
  border-radius: ${radii.lg};
  background: ${color.surface};
  box-shadow: ${shadows.lg};
  color: ${color.text};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${popIn} ${transitions.normal};
  }
  &[data-state='closed'] {
    animation: ${popOut} ${transitions.fast};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[4]} ${space[4]} ${space[3]} ${space[5]};
`;

const Title = styled(RadixDialog.Title)`
  flex: 1 1 auto;
  margin: ${space[1]} 0 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Description = styled(RadixDialog.Description)`
  margin: 0;
  padding: 0 ${space[5]} ${space[3]};
  color: ${color.textSecondary};
  overflow-wrap: anywhere;
`;

const Body = styled(ScrollBody)`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: 0 ${space[5]} ${space[4]};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2]};
  padding: ${space[3]} ${space[5]};
  border-top: 1px solid ${color.border};
`;
