import { Suspense } from 'react';
import { lazyLoad } from '../../hooks/lazyLoad';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import type { DialogProps } from './DialogWindow';

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
