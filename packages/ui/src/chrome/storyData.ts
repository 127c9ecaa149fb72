/**
 * Sample data for the chrome stories and tests: the product's route table (spec §2),
 * a three-level nested example and an external link, filtered per role as spec §6 says.
 */
import type { AppRoute } from '../model/routeMeta';
import { ROLES, type Role } from '../model/roles';
import { filterRoutes } from '../model/routeFilter';
import type { TagViewInput } from '../model/tagsView';

const { citizen, expert, expertQuery, admin } = ROLES;

export const storyRoutes: AppRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      {
        path: 'dashboard',
        name: 'Dashboard',
        meta: {
          title: 'Dashboard',
          icon: 'dashboard',
          affix: true,
          noCache: true,
          roles: [citizen, expert, admin, ROLES.new],
        },
      },
    ],
  },
  {
    path: '/gis',
    redirect: '/gis/index',
    children: [{ path: 'index', name: 'Gis', meta: { title: 'GIS', icon: 'map', roles: [admin, expert] } }],
  },
  {
    path: '/users',
    redirect: '/users/index',
    children: [
      { path: 'index', name: 'Users', meta: { title: 'Nutzer', icon: 'users', roles: [admin] } },
      {
        path: ':user_id',
        name: 'UserDetail',
        hidden: true,
        meta: { title: 'Nutzerdetails', noCache: true, activeMenu: '/users/index', roles: [admin] },
      },
    ],
  },
  {
    path: '/profile',
    redirect: '/profile/index',
    hidden: true,
    children: [
      { path: 'index', name: 'Profile', meta: { title: 'Profil', icon: 'user', roles: [citizen, expert, admin] } },
    ],
  },
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

/** The routes a role may open (spec §6), through the model's filter the app uses too. */
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
export const dashboardView: TagViewInput = {
  path: '/dashboard',
  title: 'Dashboard',
  name: 'Dashboard',
  affix: true,
  noCache: true,
};

export const sampleViews: TagViewInput[] = [
  { path: '/gis/index', title: 'GIS', name: 'Gis' },
  { path: '/users/index', title: 'Nutzer', name: 'Users' },
  { path: '/users/12', title: 'Nutzerdetails', name: 'UserDetail' },
  { path: '/verwaltung/rechnungen/archiv', title: 'Archiv', name: 'RechnungenArchiv' },
  { path: '/profile/index', query: '?tab=experte', title: 'Profil', name: 'Profile' },
];

/** Twenty tags with long German titles: more than fit in the bar. */
export const manyViews: TagViewInput[] = Array.from({ length: 20 }, (_, i) => ({
  path: `/verwaltung/rechnungen/${2001 + i}`,
  title: `Rechnungsdetails ${2001 + i} Forstbetriebsgemeinschaft Südschwarzwald`,
}));
