export { PermissionScreen, type PermissionScreenProps } from './PermissionScreen';
