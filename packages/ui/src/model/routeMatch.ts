import type { AppRoute } from './routeMeta';

/** A route with its absolute path and the chain of routes above it. */
export interface FlatRoute {
  fullPath: string;
  route: AppRoute;
  /** The ancestors, outermost first, then the route itself. */
  chain: AppRoute[];
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/') || /^https?:/.test(child)) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return child === '' ? base || '/' : `${base}/${child}`;
}

/** Every route of a tree with its absolute path, parents before children. */
export function flattenRoutes(routes: readonly AppRoute[], parentPath = '', parents: AppRoute[] = []): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(parentPath || '/', route.path);
    const chain = [...parents, route];
    return [{ fullPath, route, chain }, ...flattenRoutes(route.children ?? [], fullPath, chain)];
  });
}

/** Matches `/users/:user_id` against `/users/12`; returns the params or null. */
export function matchPath(
  pattern: string,
  pathname: string,
  paramPatterns: Record<string, RegExp> = {},
): Record<string, string> | null {
  const strip = (p: string) => p.replace(/\/+$/, '') || '/';
  const want = strip(pattern).split('/');
  const got = strip(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      const name = w.slice(1);
      const value = decodeURIComponent(g);
      const constraint = paramPatterns[name];
      if (!value || (constraint && !constraint.test(value))) return null;
      params[name] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/**
 * The page route (a route without children, or a leaf that renders) a pathname opens,
 * with its chain for the breadcrumb; null when the path is unknown.
 */
export function matchRoute(routes: readonly AppRoute[], pathname: string) {
  for (const flat of flattenRoutes(routes)) {
    if (flat.route.children?.length || flat.route.redirect) continue;
    const params = matchPath(flat.fullPath, pathname, flat.route.paramPatterns);
    if (params) return { ...flat, params };
  }
  return null;
}

/** The redirect of a parent route opened by its own path (`/` → `/dashboard`). */
export function findRedirect(routes: readonly AppRoute[], pathname: string): string | null {
  for (const flat of flattenRoutes(routes)) {
    if (flat.route.redirect && matchPath(flat.fullPath, pathname)) return flat.route.redirect;
  }
  return null;
}
