export { RoleSwitch, type RoleSwitchProps } from './RoleSwitch';
