export { AppMain, type AppMainProps, type MountedView } from './AppMain';
