export { Drawer, preloadDrawer } from './Drawer';
export type { DrawerProps, DrawerSide, DrawerWidth } from './DrawerPanel';
