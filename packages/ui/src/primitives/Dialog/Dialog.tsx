import { Suspense, type ReactNode, type RefObject } from 'react';
import { lazyLoad } from '../../hooks/lazyLoad';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

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

const DialogWindow = lazyLoad(() => import('./DialogWindow')).component((module) => module.DialogWindow);

/** Loads the dialog module ahead of the first dialog (the shell calls it when the browser is idle). */
export const preloadDialog = DialogWindow.preload;

/**
 * A modal dialog (a Radix dialog underneath: focus trapped, Escape closes, focus returns).
 * Nothing is rendered, and Radix not loaded, until it first opens (the first
 * load carries no dialog code).
 */
export function Dialog(props: DialogProps) {
  const wasOpened = useOpenedOnce(props.isOpen);
  return wasOpened ? (
    <Suspense fallback={null}>
      <DialogWindow {...props} />
    </Suspense>
  ) : null;
}
