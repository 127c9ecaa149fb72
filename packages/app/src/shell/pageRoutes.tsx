import { ErrorPage, Spinner } from '@waldmonitor/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

/** A page module loaded only when its route is first opened (heavy libraries stay out of the first load). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const DashboardPage = lazyPage(
  () => import('../pages/dashboard/DashboardPage'),
  (m) => m.DashboardPage,
);
const UsersPage = lazyPage(
  () => import('../pages/users'),
  (m) => m.UsersPage,
);
const UserDetailPage = lazyPage(
  () => import('../pages/users'),
  (m) => m.UserDetailPage,
);
const ProfilePage = lazyPage(
  () => import('../pages/profile'),
  (m) => m.ProfilePage,
);
// leaflet, proj4 and the fitting maths load with this chunk only.
const GisPage = lazyPage(
  () => import('../pages/gis'),
  ({ GisPage: Page }) =>
    function GisRoute() {
      const { mapTiles } = useRuntimeConfig();
      return <Page tileUrl={mapTiles?.url} attribution={mapTiles?.attribution} />;
    },
);

/** Every page of the product route table, by its path pattern. */
export const PAGES: Record<string, ComponentType> = {
  '/dashboard': DashboardPage,
  '/gis/index': GisPage,
  '/users/index': UsersPage,
  '/users/:user_id': UserDetailPage,
  '/profile/index': ProfilePage,
};

export interface ViewLocation {
  path: string;
  query: string;
  key: string;
}

/**
 * The page of one view, rendered at the view's OWN location: `<Routes location>` gives
 * it its own params and query, so a hidden, kept-alive view never sees another view's URL.
 */
export function ViewRoutes({ view }: { view: ViewLocation }) {
  const location = { pathname: view.path, search: view.query, hash: '', state: null, key: view.key };
  return (
    <Suspense fallback={<Spinner size="32px" label="Seite wird geladen …" />}>
      <Routes location={location}>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/401" element={<ErrorPage code={401} />} />
        <Route path="*" element={<ErrorPage code={404} />} />
      </Routes>
    </Suspense>
  );
}
