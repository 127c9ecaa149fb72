export { Drawer, preloadDrawer, type DrawerProps, type DrawerSide, type DrawerWidth } from './Drawer';
