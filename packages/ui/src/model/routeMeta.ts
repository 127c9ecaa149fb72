import type { Role } from './roles';

/**
 * The typed route meta (DESIGN.md §3): the sidebar, the breadcrumb, the tags view and
 * the guard all read the same route table.
 */
export interface RouteMeta {
  /** Shown in the menu, the breadcrumb, the tag and the page title. */
  title: string;
  /** A name of the ui icon set (`IconName`); the model stays free of React. */
  icon?: string;
  /** Roles that may open the route; a route without roles is open to all (spec §6). */
  roles?: readonly (Role | string)[];
  /** Pinned in the tags view: shown first, never closable. */
  affix?: boolean;
  /** Never kept alive in the tags view's cache. */
  noCache?: boolean;
  /** Highlights this menu path while the route is shown (for hidden detail routes). */
  activeMenu?: string;
  /** `false` leaves the route out of the breadcrumb. */
  breadcrumb?: boolean;
}

/** A route of the table: path, meta and children, as the template's route entries (spec §3). */
export interface AppRoute {
  /** Absolute for top-level routes (`/users`), relative below (`index`, `:user_id`). */
  path: string;
  /** Route name, unique; used as the cache key prefix. */
  name?: string;
  redirect?: string;
  /** Left out of the menu (still routable). */
  hidden?: boolean;
  /** Shows the parent even with a single child. */
  alwaysShow?: boolean;
  meta?: RouteMeta;
  /**
   * Patterns a path parameter must match, e.g. `{ user_id: /^\d+$/ }`
   * (spec §5: "the user-detail id must be numeric"). A path that fails one is unknown.
   */
  paramPatterns?: Record<string, RegExp>;
  children?: AppRoute[];
}
