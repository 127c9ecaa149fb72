import { pageRouteNames, type AppRoute } from '@waldmonitor/ui/model';
import type { Load } from './fetchAhead';
import { PAGES } from './pageRoutes';

/** The pages of the signed-in role's menu: the route names of `routes` that have a page. */
export function menuPages(routes: readonly AppRoute[]): string[] {
  return [...new Set(pageRouteNames(routes))].filter((name) => PAGES[name] !== undefined);
}

/** What the shell fetches ahead for a menu (ShellFrame's `ahead`). */
export interface MenuAhead {
  /** The reads of the menu's list pages (small chunks). */
  reads: readonly Load[];
  /** The code of the menu's pages. */
  pages: readonly Load[];
}

/**
 * The code the signed-in person's menu leads to, fetched ahead in the shell's queue
 * (fetchAhead.ts) so that a first click waits for its data only, not for its chunks. The
 * back office adds its sections itself (BackOfficePage), for administrators only.
 */
export function menuAhead(routes: readonly AppRoute[]): MenuAhead {
  const names = menuPages(routes);
  return {
    reads: names.flatMap((name) => PAGES[name]?.reads?.preload ?? []),
    pages: names.flatMap((name) => PAGES[name]?.page.preload ?? []),
  };
}
