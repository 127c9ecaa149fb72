import { flattenRoutes, matchRoute } from '../routeMatch';
import type { AppRoute } from '../routeMeta';
import { TEMPLATE_HOME } from '../routes/templatePaths';
import { TEMPLATE_ROLE, templateRoutesFor } from '../routes/templateRoutes';

/**
 * The permission demos of the template part: who may see an element, which
 * menus a role has, and where a role switch lands.
 */

/** The roles the permission page switches between (the template's: admin and editor). */
export const SWITCHABLE_ROLES = [TEMPLATE_ROLE.admin, TEMPLATE_ROLE.editor] as const;

/**
 * The template's `checkPermission`: true when the user has one of `allowed`. An empty
 * `allowed` list lets nobody through (the template throws 'need roles!' there; an
 * element that names no role is a mistake, and hiding it is the safe side).
 */
export function can(userRoles: readonly string[], allowed: readonly string[]): boolean {
  return allowed.some((role) => userRoles.includes(role));
}

/** A menu entry as the permission page lists it: a title and its sub-entries. */
export interface MenuEntry {
  title: string;
  children: MenuEntry[];
}

function menuOf(route: AppRoute): MenuEntry[] {
  if (route.hidden) return [];
  const children = (route.children ?? []).flatMap(menuOf);
  // A group with one page and no `alwaysShow` is shown as the page itself, as the sidebar does.
  if (route.children && children.length === 1 && !route.alwaysShow) return children;
  if (route.children && children.length === 0) return [];
  return route.meta?.title ? [{ title: route.meta.title, children }] : children;
}

/** The menu a user with these roles sees in the template part. `routes` is its part of the route table. */
export function menuFor(routes: readonly AppRoute[], roles: readonly string[]): MenuEntry[] {
  return templateRoutesFor(routes, roles).flatMap(menuOf);
}

/**
 * Where the permission page goes after a role switch: it stays when the new roles may
 * still open `currentPath`; otherwise the first page of the same group they may open,
 * else the dashboard. The template's demo navigated to a route that did not exist.
 */
export function landingAfterRoleSwitch(
  routes: readonly AppRoute[],
  roles: readonly string[],
  currentPath: string,
): string {
  const allowed = templateRoutesFor(routes, roles);
  if (matchRoute(allowed, currentPath)) return currentPath;
  const group = currentPath.split('/').slice(0, 3).join('/');
  const pages = flattenRoutes(allowed).filter(
    ({ route, fullPath }) => !route.children?.length && !route.redirect && !route.hidden && !fullPath.includes(':'),
  );
  return pages.find(({ fullPath }) => fullPath.startsWith(`${group}/`))?.fullPath ?? TEMPLATE_HOME;
}
