import { createContext, useContext, type ReactNode } from 'react';
import { can } from '../../model/template/permission';

const RolesContext = createContext<readonly string[]>([]);

export interface RolesProviderProps {
  /** The signed-in template user's roles. */
  roles: readonly string[];
  children?: ReactNode;
}

/** Gives every `<Can>` below it the user's roles. */
export function RolesProvider({ roles, children }: RolesProviderProps) {
  return <RolesContext.Provider value={roles}>{children}</RolesContext.Provider>;
}

/** The roles of the nearest `RolesProvider` (none outside one). */
export function useRoles(): readonly string[] {
  return useContext(RolesContext);
}

export interface CanProps {
  /** Who may see the children: the user needs one of these roles. */
  roles: readonly string[];
  /** Shown instead to everybody else; nothing by default. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * The template's `v-permission` directive as one component: the children are rendered
 * only for users with one of `roles` (`can()` of the model decides).
 */
export function Can({ roles, fallback = null, children }: CanProps) {
  return <>{can(useRoles(), roles) ? children : fallback}</>;
}
