/**
 * Sample data for the chrome stories and tests. The product routes are the model's own
 * table (requirements §2), never a copy; below them, clearly apart, story-only examples the
 * product does not have yet: a three-level nested menu and an external link.
 */
import { matchRoute } from '../model/routeMatch';
import type { AppRoute } from '../model/routeMeta';
import { ROLES, type Role } from '../model/roles';
import { filterRoutes } from '../model/routeFilter';
import { PRODUCT_ROUTES } from '../model/routes';
import type { TagViewInput } from '../model/tagsView';

const { citizen, expert, expertQuery, admin } = ROLES;

/** Story-only routes: menu shapes (three levels, an external link) the product table lacks. */
export const storyExampleRoutes: AppRoute[] = [
  {
    path: '/verwaltung',
    redirect: '/verwaltung/kunden',
    alwaysShow: true,
    meta: { title: 'Verwaltung', icon: 'building', roles: [admin] },
    children: [
      { path: 'kunden', name: 'Kunden', meta: { title: 'Kunden', roles: [admin] } },
      {
        path: 'rechnungen',
        redirect: '/verwaltung/rechnungen/offen',
        meta: { title: 'Rechnungen', icon: 'euro', roles: [admin] },
        children: [
          { path: 'offen', name: 'RechnungenOffen', meta: { title: 'Offene Rechnungen', roles: [admin] } },
          { path: 'archiv', name: 'RechnungenArchiv', meta: { title: 'Archiv', roles: [admin] } },
        ],
      },
      { path: 'prognose', name: 'Prognose', meta: { title: 'Prognose', icon: 'chart', roles: [admin] } },
    ],
  },
  {
    path: '/kaefer',
    meta: { title: 'Käfermeldungen', icon: 'beetle', roles: [admin, expert] },
    children: [
      { path: 'offen', name: 'KaeferOffen', meta: { title: 'Zu prüfende Meldungen', roles: [admin, expert] } },
      {
        path: 'veroeffentlicht',
        name: 'KaeferVeroeffentlicht',
        meta: { title: 'Veröffentlichte Meldungen', roles: [admin, expert] },
      },
    ],
  },
  {
    path: 'external-link',
    children: [
      { path: 'https://github.com/PanJiaChen/vue-element-admin', meta: { title: 'Quellcode', icon: 'external' } },
    ],
  },
];

/** The stories' route table: the product's table, then the story-only examples. */
export const storyRoutes: AppRoute[] = [...PRODUCT_ROUTES, ...storyExampleRoutes];

/** The tag a location opens, from the stories' route table (title, pin, cache, view parameters). */
export function storyView(path: string, query = ''): TagViewInput {
  const match = matchRoute(storyRoutes, path);
  const meta = match?.route.meta;
  return {
    path,
    ...(query ? { query } : {}),
    title: meta?.title ?? path,
    ...(match?.route.name ? { name: match.route.name } : {}),
    ...(meta?.affix ? { affix: true } : {}),
    ...(meta?.noCache ? { noCache: true } : {}),
    ...(meta?.viewParams ? { viewParams: meta.viewParams } : {}),
  };
}

/** The routes a role may open (requirements §6), through the model's filter the app uses too. */
export function routesForRole(role: Role | string, routes: readonly AppRoute[] = storyRoutes): AppRoute[] {
  return filterRoutes(routes, role);
}

/** Every role of the spec, for the stories' role controls. */
export const storyRoles: readonly Role[] = [citizen, expert, expertQuery, admin, ROLES.new];

/** A funder logo as a data URL, so stories render offline. */
export const storyFunderLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
      '<rect width="120" height="40" fill="#ffffff"/>' +
      '<rect x="4" y="6" width="6" height="28" fill="#000000"/><rect x="10" y="6" width="6" height="28" fill="#dd0000"/>' +
      '<rect x="16" y="6" width="6" height="28" fill="#ffce00"/>' +
      '<text x="28" y="25" font-family="sans-serif" font-size="11" fill="#1f2933">BMEL · FNR</text></svg>',
  );

export const storyFunderName = 'Bundesministerium für Ernährung und Landwirtschaft';

/** A visited view for each sample route the tags view stories use. */
export const dashboardView: TagViewInput = storyView('/dashboard');

export const sampleViews: TagViewInput[] = [
  storyView('/gis/index'),
  storyView('/users/index'),
  storyView('/users/12'),
  storyView('/verwaltung/rechnungen/archiv'),
  storyView('/profile/index', '?tab=experte'),
];

/** Twenty tags with long German titles: more than fit in the bar. */
export const manyViews: TagViewInput[] = Array.from({ length: 20 }, (_, i) => ({
  path: `/verwaltung/rechnungen/${2001 + i}`,
  title: `Rechnungsdetails ${2001 + i} Forstbetriebsgemeinschaft Südschwarzwald`,
}));
