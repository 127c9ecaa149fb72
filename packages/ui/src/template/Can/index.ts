export { Can, RolesProvider, useRoles, type CanProps, type RolesProviderProps } from './Can';
