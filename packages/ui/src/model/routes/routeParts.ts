import { flattenRoutes, matchRoute } from '../routeMatch';
import type { AppRoute, RoutePart } from '../routeMeta';

/** The part a top-level route belongs to (children inherit it). */
export function partOf(route: AppRoute): RoutePart {
  return route.part ?? 'product';
}

/**
 * The part a path belongs to: the part of the route it matches, else of the top-level
 * route whose path it lies below, else the product (requirements §2 names no other).
 */
export function partOfPath(routes: readonly AppRoute[], pathname: string): RoutePart {
  const match = matchRoute(routes, pathname);
  if (match?.chain[0]) return partOf(match.chain[0]);
  const below = flattenRoutes(routes).find(
    ({ fullPath, chain }) => chain.length === 1 && fullPath !== '/' && pathname.startsWith(`${fullPath}/`),
  );
  return below ? partOf(below.route) : 'product';
}

/**
 * requirements §2: "In the template part, any unknown path redirects to /404; in the product
 * part, unknown paths redirect to /." The template part lives under `/template/`
 * (architecture §3), so its /404 is `/template/404`.
 */
export function unknownPathTarget(part: RoutePart): string {
  return part === 'template' ? '/template/404' : '/';
}

/** The names of the page routes of a table (the routes the app maps to pages), in table order. */
export function pageRouteNames(routes: readonly AppRoute[]): string[] {
  return flattenRoutes(routes)
    .filter(({ route }) => !route.children?.length && !route.redirect && route.name)
    .map(({ route }) => route.name as string);
}
