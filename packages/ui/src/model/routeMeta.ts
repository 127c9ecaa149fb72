import type { Role } from './roles';

/**
 * The typed route meta (requirements §2, architecture §3): the sidebar, the breadcrumb, the tags view and
 * the guard all read the same route table.
 */
export interface RouteMeta {
  /** Shown in the menu, the breadcrumb, the tag and the page title. */
  title: string;
  /** A name of the ui icon set (`IconName`); the model stays free of React. */
  icon?: string;
  /** Roles that may open the route; a route without roles is open to all (requirements §6). */
  roles?: readonly (Role | string)[];
  /** Pinned in the tags view: shown first, never closable. */
  affix?: boolean;
  /** Never kept alive in the tags view's cache. */
  noCache?: boolean;
  /** Highlights this menu path while the route is shown (for hidden detail routes). */
  activeMenu?: string;
  /** `false` leaves the route out of the breadcrumb. */
  breadcrumb?: boolean;
  /**
   * The query parameters that identify a view of this route (architecture §3: `karte` on
   * /gis/index, `bereich` and `id` on /dashboard). Only they open a new tag and a new
   * kept-alive view; every other parameter (search, filters, sort, page, inner tab) is
   * state of the current view. Without it the path alone identifies the view.
   */
  viewParams?: readonly string[];
  /** What a person does there, in one German sentence (the dashboard's section cards). */
  description?: string;
}

/**
 * The two parts of the shell (architecture §3): the product, and the admin template's demo
 * pages (requirements §2 "template part"). They differ in where unknown paths go.
 */
export type RoutePart = 'product' | 'template';

/** A route of the table: path, meta and children, as the template's route entries (requirements §3). */
export interface AppRoute {
  /** Absolute for top-level routes (`/users`), relative below (`index`, `:user_id`). */
  path: string;
  /** Route name, unique; the app maps it to the route's page (required on page routes, see `RouteTableEntry`). */
  name?: string;
  redirect?: string;
  /** Left out of the menu (still routable). */
  hidden?: boolean;
  /** Shows the parent even with a single child. */
  alwaysShow?: boolean;
  meta?: RouteMeta;
  /** The part a top-level route belongs to; children inherit it. Without it: the product. */
  part?: RoutePart;
  /**
   * Patterns a path parameter must match, e.g. `{ user_id: /^\d+$/ }`
   * (requirements §5: "the user-detail id must be numeric"). A path that fails one is unknown.
   */
  paramPatterns?: Record<string, RegExp>;
  children?: AppRoute[];
}

/**
 * A page route of the one route table: it renders a page, so it has a name (the app
 * maps names to lazily loaded pages) and a title.
 */
export type PageRouteEntry = AppRoute & {
  name: string;
  meta: RouteMeta;
  children?: undefined;
  redirect?: undefined;
};

/** A route that only groups or redirects: its children are entries of the table too. */
export type ParentRouteEntry = AppRoute & { children: RouteTableEntry[] };

/** What the route table accepts, checked with `satisfies` where the table is written. */
export type RouteTableEntry = PageRouteEntry | ParentRouteEntry;
