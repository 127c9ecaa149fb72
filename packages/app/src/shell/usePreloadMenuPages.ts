import { useEffect, useRef } from 'react';
import { ROLES, pageRouteNames, type AppRoute } from '@waldmonitor/ui/model';
// From its module, not the api's index: the shell's first load does not carry the read hooks.
import { useWhenReadsSettle } from '../api/inflight';
import { oneAtATime } from './oneAtATime';
import { PAGES, preloadPageReads } from './pageRoutes';
import { useWhenIdle } from './useWhenIdle';

/**
 * The back office's sections (the administrator's dashboard menu), each its own chunk: the
 * same `import()` as BackOfficePage's, so a preload here fills the module it later asks for.
 */
const BACK_OFFICE_SECTIONS: readonly (() => Promise<unknown>)[] = [
  () => import('../pages/dashboard/backOffice/ClientsSection'),
  () => import('../pages/dashboard/backOffice/OffersAndInvoicesSection'),
  () => import('../pages/dashboard/backOffice/ForecastSection'),
  () => import('../pages/dashboard/backOffice/CadastreSection'),
  () => import('../pages/dashboard/review/ReviewQueuePage'),
  // The forecast's and the cadastre's charts (echarts): shown with their lists at once.
  () => import('../pages/dashboard/backOffice/ForecastChart'),
  () => import('../pages/dashboard/backOffice/CadastreSurveyCharts'),
];

/** The pages of the signed-in role's menu: the route names of `routes` that have a page. */
export function menuPages(routes: readonly AppRoute[]): string[] {
  return [...new Set(pageRouteNames(routes))].filter((name) => PAGES[name] !== undefined);
}

/**
 * After sign-in, once the first page's data has come and the browser is idle, fetches the
 * code of the pages in the role's menu, and for administrators the back office's sections
 * with their charts: the first click on a list then waits for its data only, not for its
 * chunks (parsing echarts alone took some 100 ms of a click on Prognose). Never part of the
 * first load: nothing is fetched before the shell has rendered, a second has passed (the
 * first page's code has come and its reads have started), no read runs and the browser is
 * idle; then one chunk at a time (oneAtATime), so a click meanwhile waits for one at most.
 * It was 4 s after the shell rendered: a person who opened a list sooner paid for its
 * chunks on the click.
 */
export function usePreloadMenuPages(routes: readonly AppRoute[], role: string | undefined) {
  // Read when the task runs: the routes and role of then, not of the first render.
  const latest = useRef({ routes, role });
  useEffect(() => {
    latest.current = { routes, role };
  });
  // The list pages' reads are a few small chunks: fetched once the shell shows, not when idle.
  useEffect(preloadPageReads, []);
  const whenReadsSettle = useWhenReadsSettle();
  useWhenIdle(
    () => {
      const pages = menuPages(latest.current.routes).map((name) => () => PAGES[name]?.preload() ?? Promise.resolve());
      const sections = latest.current.role === ROLES.admin ? BACK_OFFICE_SECTIONS : [];
      void oneAtATime([...pages, ...sections]);
    },
    { notBefore: 1000, after: whenReadsSettle },
  );
}
