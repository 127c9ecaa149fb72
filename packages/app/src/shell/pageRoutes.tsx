import { lazyLoad, Spinner, useChromeText } from '@waldmonitor/ui';
import { flattenRoutes, PRODUCT_ROUTES, type AppRoute, type TagView } from '@waldmonitor/ui/model';
import { Suspense, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { readsFrom } from './ReadAhead';
import type { ViewEntry } from './viewEntry';
import { ViewWhenArrived } from './ViewWhenArrived';
import { ViewContext } from './viewTitle';

const users = lazyLoad(() => import('../pages/users'));
const errorPages = lazyLoad(() => import('./errorPages'));

/** The views of /401 and of an address that names no page. */
const ACCESS_DENIED: ViewEntry = { page: errorPages.component((m) => m.AccessDeniedPage) };
const NOT_FOUND: ViewEntry = { page: errorPages.component((m) => m.NotFoundPage) };

/**
 * Every page of the route table, by its route NAME (`AppRoute.name`): its component and, for a
 * list, its reads (started while the page's code loads; fetched ahead for the menu, menuAhead.ts).
 */
export const PAGES: Record<string, ViewEntry> = {
  Dashboard: { page: lazyLoad(() => import('../pages/dashboard/DashboardPage')).component((m) => m.DashboardPage) },
  Users: {
    page: users.component((m) => m.UsersPage),
    reads: readsFrom(
      () => import('../pages/users/usersListQuery'),
      (m) => m.useUsersReads,
    ),
  },
  UserDetail: { page: users.component((m) => m.UserDetailPage) },
  Profile: { page: lazyLoad(() => import('../pages/profile')).component((m) => m.ProfilePage) },
  Gis: {
    // leaflet, proj4 and the fitting maths load with this chunk only.
    page: lazyLoad(() => import('../pages/gis')).component(
      ({ GisPage: Page }) =>
        function GisRoute() {
          const { mapTiles, mapWms, scans } = useRuntimeConfig();
          return <Page tileUrl={mapTiles?.url} attribution={mapTiles?.attribution} wms={mapWms} scans={scans} />;
        },
    ),
    reads: readsFrom(
      () => import('../pages/gis/mapListQuery'),
      (m) => m.useGisReads,
    ),
  },
};

/** A page route of the table with the view its name maps to (`view` is undefined when none does). */
export interface RoutePage {
  fullPath: string;
  name: string;
  part: 'product' | 'template';
  view: ViewEntry | undefined;
}

/**
 * Every page route of a table (routes that render, not parents or redirects) with its
 * view from `views` (the product's by default; the template part passes its own, so its
 * routes and pages stay out of the product's first load).
 */
export function routePages(
  routes: readonly AppRoute[] = PRODUCT_ROUTES,
  views: Readonly<Record<string, ViewEntry>> = PAGES,
): RoutePage[] {
  // The template's external-link entry leaves the app: it has no page.
  return flattenRoutes(routes)
    .filter(({ route, fullPath }) => !route.children?.length && !route.redirect && !/^https?:/.test(fullPath))
    .map(({ fullPath, route, chain }) => ({
      fullPath,
      name: route.name ?? '',
      part: chain[0]?.part ?? 'product',
      view: route.name ? views[route.name] : undefined,
    }));
}

export interface ViewLocation {
  path: string;
  query: string;
  /** The tag key of the view: identifies it to `useViewTitle`. */
  key: string;
}

export interface ViewRoutesProps {
  view: ViewLocation;
  onTitleChange: (viewKey: string, title: string) => void;
  /** The part's pages (`routePages(…)`); the product's by default. */
  pages?: readonly RoutePage[];
}

/**
 * The page of one view, rendered at the view's location: `<Routes location>` gives it
 * its own params and query, so a hidden, kept-alive view never sees another view's URL
 * (the active view is given the current URL, so its filters follow the address bar).
 */
export function ViewRoutes({ view, onTitleChange, pages }: ViewRoutesProps) {
  const location = { pathname: view.path, search: view.query, hash: '', state: null, key: view.key };
  const identity = useMemo(() => ({ viewKey: view.key, setTitle: onTitleChange }), [view.key, onTitleChange]);
  // The page spinner speaks the part's language (English in the template part).
  const t = useChromeText();
  const loading = <Spinner placement="centre" size="32px" label={t('ui.pageLoading')} />;
  return (
    <ViewContext.Provider value={identity}>
      <Suspense fallback={loading}>
        <Routes location={location}>
          {(pages ?? routePages()).map(({ fullPath, name, view }) =>
            view ? (
              <Route
                key={name}
                path={fullPath}
                element={<ViewWhenArrived view={view} props={{}} loading={loading} />}
              />
            ) : null,
          )}
          <Route path="/401" element={<ViewWhenArrived view={ACCESS_DENIED} props={{}} loading={loading} />} />
          <Route path="*" element={<ViewWhenArrived view={NOT_FOUND} props={{}} loading={loading} />} />
        </Routes>
      </Suspense>
    </ViewContext.Provider>
  );
}

export interface ShellViewProps {
  view: TagView & { isActive: boolean };
  onTitleChange: (viewKey: string, title: string) => void;
  pages?: readonly RoutePage[];
}

/**
 * A mounted view of the shell (`AppMain`'s `renderView`). The active view is rendered at
 * the current address, so its search and filters follow the address bar as typed; a
 * hidden view keeps the query it was left with. Its React key (in `AppMain`) is the tag
 * key, which only the view parameters change: a filter never remounts it.
 */
export function ShellView({ view, onTitleChange, pages }: ShellViewProps) {
  const location = useLocation();
  const query = view.isActive && location.pathname === view.path ? location.search : view.query;
  return <ViewRoutes view={{ path: view.path, query, key: view.key }} onTitleChange={onTitleChange} pages={pages} />;
}
