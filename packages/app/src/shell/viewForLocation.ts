import { flattenRoutes, matchRoute, type AppRoute, type TagViewInput } from '@waldmonitor/ui/model';
import type { BreadcrumbItem } from '@waldmonitor/ui';

const ERROR_TITLES: Record<string, string> = { '/401': 'Zugriff verweigert', '/404': 'Seite nicht gefunden' };

/** The tag a location opens, from the route table (title, pinned, not cached, view parameters). */
export function viewForLocation(routes: readonly AppRoute[], pathname: string, search: string): TagViewInput {
  const match = matchRoute(routes, pathname);
  const meta = match?.route.meta;
  return {
    path: pathname,
    query: search,
    title: meta?.title ?? ERROR_TITLES[pathname] ?? pathname,
    name: match?.route.name,
    affix: meta?.affix ?? false,
    // Error pages (no route) are never kept: they have nothing to keep.
    noCache: match ? (meta?.noCache ?? false) : true,
    ...(meta?.viewParams ? { viewParams: meta.viewParams } : {}),
  };
}

/**
 * The breadcrumb: the matched routes' titles, outermost first (Dashboard first, as the
 * template). `recordTitle` is the view's title once its page has named the record
 * (`useViewTitle`): a route whose path names the record (`/users/:user_id`) shows it
 * instead of its own title; a route whose view parameters do (`/gis/index?karte=3`)
 * keeps its crumb, as a link to the route, and the record follows as the last crumb.
 */
export function breadcrumbsFor(
  routes: readonly AppRoute[],
  pathname: string,
  recordTitle?: string,
  home: { title: string; path: string } = { title: 'Dashboard', path: '/dashboard' },
): BreadcrumbItem[] {
  const flat = flattenRoutes(routes);
  const fullPaths = new Map(flat.map((f) => [f.route, f.fullPath]));
  const match = matchRoute(routes, pathname);
  const chain = match?.chain ?? [];
  const items: BreadcrumbItem[] = chain.flatMap((route) =>
    route.meta?.title && route.meta.breadcrumb !== false
      ? [{ title: route.meta.title, path: route.redirect ?? fullPaths.get(route) }]
      : [],
  );
  // A hidden detail page sits below the menu entry it belongs to (meta.activeMenu).
  const activeMenu = match?.route.meta?.activeMenu;
  const menuRoute = activeMenu ? flat.find((f) => f.fullPath === activeMenu)?.route : undefined;
  if (menuRoute?.meta?.title) items.splice(items.length - 1, 0, { title: menuRoute.meta.title, path: activeMenu });
  const routeTitle = match?.route.meta?.title;
  if (match && recordTitle && recordTitle !== routeTitle && items.length > 0) {
    const namesRecordInPath = Object.keys(match.params).length > 0;
    if (namesRecordInPath) items[items.length - 1] = { title: recordTitle };
    else items.push({ title: recordTitle });
  }
  if (items[0]?.path !== home.path) items.unshift(home);
  // The last crumb is where the person is: not a link.
  const last = items.at(-1);
  if (last) items[items.length - 1] = { title: last.title };
  return items;
}
