export { RolesScreen, type RolesScreenProps } from './RolesScreen';
export { RoleDialog, type RoleDialogProps } from './RoleDialog';
export { RouteTree, type RouteTreeProps } from './RouteTree';
