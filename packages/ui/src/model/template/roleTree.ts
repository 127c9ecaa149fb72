import type { TemplateRouteEntry } from '../entities';

/**
 * The role page's checkbox tree over the template's routes (GET /routes, requirements §3 route
 * entries), as the template's role editor builds it: hidden routes are left out, a group
 * with a single visible child shows the child, and a node's key is its full path.
 */
export interface RouteTreeNode {
  path: string;
  title: string;
  children: RouteTreeNode[];
}

function join(base: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

export function routeTree(routes: readonly TemplateRouteEntry[], base = ''): RouteTreeNode[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    const path = join(base, route.path);
    const children = routeTree(route.children ?? [], path);
    const only = children.length === 1 && !route.alwaysShow ? children[0] : undefined;
    if (only && only.children.length === 0) return [only];
    const title = route.meta?.title;
    if (!title) return children;
    return [{ path, title, children }];
  });
}

/** Every leaf path below (and including) a node. */
export function leafPaths(nodes: readonly RouteTreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length === 0 ? [node.path] : leafPaths(node.children)));
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** A node's box: checked when all its leaves are, mixed when some are. */
export function checkState(node: RouteTreeNode, checked: ReadonlySet<string>): CheckState {
  const leaves = leafPaths([node]);
  const count = leaves.filter((path) => checked.has(path)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'mixed';
}

/** Ticking a node ticks all its leaves; unticking a checked or mixed node unticks them all. */
export function toggleNode(node: RouteTreeNode, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  const leaves = leafPaths([node]);
  const turnOn = checkState(node, checked) === 'unchecked';
  for (const path of leaves) {
    if (turnOn) next.add(path);
    else next.delete(path);
  }
  return next;
}

/** The routes a role keeps for the ticked leaves: each route with only its ticked descendants. */
export function routesForPaths(
  routes: readonly TemplateRouteEntry[],
  checked: ReadonlySet<string>,
  base = '',
): TemplateRouteEntry[] {
  return routes.flatMap((route) => {
    const path = join(base, route.path);
    if (!route.children?.length) return checked.has(path) ? [route] : [];
    const children = routesForPaths(route.children, checked, path);
    return children.length > 0 ? [{ ...route, children }] : [];
  });
}

/** The ticked leaves of a role: its routes' paths that are leaves of the tree. */
export function checkedPathsOf(roleRoutes: readonly TemplateRouteEntry[], tree: readonly RouteTreeNode[]): Set<string> {
  const leaves = new Set(leafPaths(tree));
  const paths = new Set<string>();
  const walk = (entries: readonly TemplateRouteEntry[], base: string) => {
    for (const route of entries) {
      const path = join(base, route.path);
      if (leaves.has(path)) paths.add(path);
      walk(route.children ?? [], path);
    }
  };
  walk(roleRoutes, '');
  return paths;
}
