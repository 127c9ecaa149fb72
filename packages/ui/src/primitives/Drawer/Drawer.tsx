import { Suspense } from 'react';
import { lazyLoad } from '../../hooks/lazyLoad';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import type { DrawerProps } from './DrawerPanel';

const DrawerPanel = lazyLoad(() => import('./DrawerPanel')).component((module) => module.DrawerPanel);

/** Loads the drawer module ahead of the first drawer (the shell calls it when the browser is idle). */
export const preloadDrawer = DrawerPanel.preload;

/**
 * A side panel (a Radix dialog underneath: focus trapped, Escape closes, focus returns).
 * Nothing is rendered, and Radix not loaded, until it first opens.
 */
export function Drawer(props: DrawerProps) {
  const wasOpened = useOpenedOnce(props.isOpen);
  return wasOpened ? (
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>
  ) : null;
}
