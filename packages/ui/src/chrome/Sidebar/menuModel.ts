import { joinPath, matchRoute } from '../../model/routeMatch';
import type { AppRoute } from '../../model/routeMeta';

/** One entry of the sidebar menu, resolved from the route table. */
export interface MenuEntry {
  /** The resolved path (or the external address): unique in the menu. */
  key: string;
  title: string;
  /** An `IconName`; the route table carries it as text. */
  icon?: string;
  /** A link's target; absolute inside the app, or an `http(s)` address. */
  path: string;
  isExternal: boolean;
  /** Present for a submenu. */
  children?: MenuEntry[];
}

/** Route paths starting with http(s) are external links (the template's "External Link" entry). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

const visibleChildren = (route: AppRoute) => (route.children ?? []).filter((child) => !child.hidden);

function leaf(route: AppRoute, path: string, fallbackIcon?: string): MenuEntry | null {
  const title = route.meta?.title;
  if (!title) return null;
  const icon = route.meta?.icon ?? fallbackIcon;
  return { key: path, title, path, isExternal: isExternalPath(path), ...(icon ? { icon } : {}) };
}

function toEntry(route: AppRoute, basePath: string): MenuEntry | null {
  // Hidden, or a parent whose children the role filter removed: nothing to offer.
  if (route.hidden || route.children?.length === 0) return null;
  const path = joinPath(basePath, route.path);
  const shown = visibleChildren(route);
  // A route whose children are all hidden stands for itself (as in the template).
  if (shown.length === 0) return leaf(route, path);
  const [only] = shown;
  // A parent with exactly one visible child is shown as that child, unless `alwaysShow`.
  if (shown.length === 1 && only && !route.alwaysShow && visibleChildren(only).length === 0) {
    return leaf(only, joinPath(path, only.path), route.meta?.icon);
  }
  const children = shown.map((child) => toEntry(child, path)).filter((e): e is MenuEntry => e !== null);
  const title = route.meta?.title;
  if (!title || children.length === 0) return null;
  const icon = route.meta?.icon;
  return { key: path, title, path, isExternal: false, children, ...(icon ? { icon } : {}) };
}

/** The sidebar's menu: hidden routes left out, single children lifted, paths resolved. */
export function buildMenu(routes: readonly AppRoute[]): MenuEntry[] {
  return routes.map((route) => toEntry(route, '/')).filter((e): e is MenuEntry => e !== null);
}

/**
 * The menu path to highlight for the current location: the matched route's
 * `meta.activeMenu` (a hidden detail page highlights its list), else the location.
 */
export function activeMenuPath(routes: readonly AppRoute[], pathname: string): string {
  return matchRoute(routes, pathname)?.route.meta?.activeMenu ?? pathname;
}

/** Keys of the submenus that lead to `key`, outermost first; empty when `key` is not in the menu. */
export function ancestorKeys(menu: readonly MenuEntry[], key: string): string[] {
  for (const entry of menu) {
    if (entry.key === key && !entry.children) return [];
    if (entry.children) {
      const below = ancestorKeys(entry.children, key);
      if (below.length > 0 || entry.children.some((c) => c.key === key && !c.children)) {
        return [entry.key, ...below];
      }
    }
  }
  return [];
}
