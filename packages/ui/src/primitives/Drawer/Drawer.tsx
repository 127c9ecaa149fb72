import { Suspense, type ReactNode } from 'react';
import { lazyLoad } from '../../hooks/lazyLoad';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

export type DrawerSide = 'left' | 'right';

/** A layout token by name, or any CSS width. */
export type DrawerWidth = 'sidebarWidth' | 'settingsPanelWidth' | (string & {});

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the panel for screen readers (Radix Title). */
  title: ReactNode;
  /**
   * The title is read but not shown, and there is no header row: for the mobile sidebar,
   * whose content fills the whole panel. Its close button then appears only when focused
   * (the backdrop and Escape close it too).
   */
  isTitleHidden?: boolean;
  /** The settings panel comes from the right, the mobile sidebar from the left. */
  side?: DrawerSide;
  /** `sidebarWidth`, `settingsPanelWidth` (the default) or a CSS width such as `40rem`. */
  width?: DrawerWidth;
  /** Dims the page behind the panel. The panel keeps focus either way. */
  hasBackdrop?: boolean;
  /** Fills the panel below its header edge to edge; the content brings its own padding. */
  children?: ReactNode;
}

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
