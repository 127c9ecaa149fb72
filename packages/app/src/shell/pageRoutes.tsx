import { ErrorPage, lazyLoad, Spinner, useChromeText, useCodeArrived, type LazyComponent } from '@waldmonitor/ui';
import { flattenRoutes, PRODUCT_ROUTES, type AppRoute, type TagView } from '@waldmonitor/ui/model';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { ReadAhead, readsFrom } from './ReadAhead';
import { ViewContext } from './viewTitle';

const users = lazyLoad(() => import('../pages/users'));

/** Every page of the route table, by its route NAME (`AppRoute.name`). */
export const PAGES: Record<string, LazyComponent<object>> = {
  Dashboard: lazyLoad(() => import('../pages/dashboard/DashboardPage')).component((m) => m.DashboardPage),
  Users: users.component((m) => m.UsersPage),
  UserDetail: users.component((m) => m.UserDetailPage),
  Profile: lazyLoad(() => import('../pages/profile')).component((m) => m.ProfilePage),
  // leaflet, proj4 and the fitting maths load with this chunk only.
  Gis: lazyLoad(() => import('../pages/gis')).component(
    ({ GisPage: Page }) =>
      function GisRoute() {
        const { mapTiles, scans } = useRuntimeConfig();
        return <Page tileUrl={mapTiles?.url} attribution={mapTiles?.attribution} scans={scans} />;
      },
  ),
};

/**
 * The reads of the list pages, by route name: started while the page's code loads
 * (ReadAhead), so a list's requests go out with the click, beside its chunk; fetched ahead
 * after sign-in (menuAhead).
 */
export const PAGE_READS: Record<string, LazyComponent<object>> = {
  Users: readsFrom(
    () => import('../pages/users/usersListQuery'),
    (m) => m.useUsersReads,
  ),
  Gis: readsFrom(
    () => import('../pages/gis/mapListQuery'),
    (m) => m.useGisReads,
  ),
};

/** A page route of the table with the page its name maps to (`page` is undefined when none does). */
export interface RoutePage {
  fullPath: string;
  name: string;
  part: 'product' | 'template';
  page: LazyComponent<object> | undefined;
  /** The page's reads, started while its code loads. */
  reads?: LazyComponent<object>;
}

/**
 * Every page route of a table (routes that render, not parents or redirects) with its
 * page from `pages` (the product's by default; the template part passes its own, so its
 * routes and pages stay out of the product's first load).
 */
export function routePages(
  routes: readonly AppRoute[] = PRODUCT_ROUTES,
  pages: Readonly<Record<string, LazyComponent<object>>> = PAGES,
  reads: Readonly<Record<string, LazyComponent<object>>> = PAGE_READS,
): RoutePage[] {
  // The template's external-link entry leaves the app: it has no page.
  return flattenRoutes(routes)
    .filter(({ route, fullPath }) => !route.children?.length && !route.redirect && !/^https?:/.test(fullPath))
    .map(({ fullPath, route, chain }) => ({
      fullPath,
      name: route.name ?? '',
      part: chain[0]?.part ?? 'product',
      page: route.name ? pages[route.name] : undefined,
      ...(route.name && reads[route.name] ? { reads: reads[route.name] } : {}),
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
          {(pages ?? routePages()).map(({ fullPath, name, page, reads }) =>
            page ? (
              <Route
                key={name}
                path={fullPath}
                element={<PageWhenArrived page={page} reads={reads} loading={loading} />}
              />
            ) : null,
          )}
          <Route path="/401" element={<ErrorPage code={401} />} />
          <Route path="*" element={<ErrorPage code={404} />} />
        </Routes>
      </Suspense>
    </ViewContext.Provider>
  );
}

/**
 * A page once its code is there: a lazily loaded page shows the spinner until its chunk has
 * arrived and then renders without suspending. Suspending for it would hold the page (and
 * its first request) back: React reveals a suspended boundary no earlier than 300 ms after
 * its fallback showed. What the page itself loads later still suspends into the boundary.
 * A list page's reads start meanwhile (ReadAhead).
 */
function PageWhenArrived({
  page: Page,
  reads,
  loading,
}: {
  page: LazyComponent<object>;
  reads: LazyComponent<object> | undefined;
  loading: ReactNode;
}) {
  if (useCodeArrived(Page.code)) return <Page />;
  return (
    <>
      {reads && <ReadAhead reads={reads} />}
      {loading}
    </>
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
