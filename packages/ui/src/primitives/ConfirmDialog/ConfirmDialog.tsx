import { Suspense } from 'react';
import { lazyLoad } from '../../hooks/lazyLoad';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import type { ConfirmDialogProps } from './ConfirmDialogWindow';

export type { ConfirmDialogProps, ConfirmTone } from './ConfirmDialogWindow';

const ConfirmDialogWindow = lazyLoad(() => import('./ConfirmDialogWindow')).component(
  (module) => module.ConfirmDialogWindow,
);

/** Loads the confirm dialog ahead of the first one (the shell calls it when the browser is idle). */
export const preloadConfirmDialog = ConfirmDialogWindow.preload;

/**
 * Asks before an action that changes or removes something: title, the question in full, confirm and cancel.
 * While the action runs it stays open and busy; a failure shows the German message inside the dialog instead
 * of closing it. Nothing is rendered, and its code not loaded, until it first opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const wasOpened = useOpenedOnce(props.isOpen);
  return wasOpened ? (
    <Suspense fallback={null}>
      <ConfirmDialogWindow {...props} />
    </Suspense>
  ) : null;
}
