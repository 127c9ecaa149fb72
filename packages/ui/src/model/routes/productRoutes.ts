import { ROLES } from '../roles';
import type { AppRoute, RouteTableEntry } from '../routeMeta';

const { citizen, expert, admin, expertQuery } = ROLES;

/**
 * The product route table, exactly as requirements §2 (paths, titles, roles, pinned, not
 * cached, hidden, numeric user id). The sidebar, breadcrumb, tags view, guard, page
 * titles and the chrome stories all read it; the app maps each route name to a page.
 *
 * The spec's role lists leave out `ogf_expert_query`, a citizen whose expert request
 * is pending (requirements §4). Left literal, such a user could open nothing, not even the
 * profile tab that shows the pending request; so wherever citizens may go, they may too.
 */
export const PRODUCT_ROUTES: AppRoute[] = [
  {
    path: '/',
    part: 'product',
    redirect: '/dashboard',
    children: [
      {
        path: 'dashboard',
        name: 'Dashboard',
        // requirements §2: "ogf_citizens, ogf_expert, ogf_admin, ogf_new; pinned, not cached"
        meta: {
          title: 'Dashboard',
          icon: 'dashboard',
          roles: [citizen, expertQuery, expert, admin, ROLES.new],
          affix: true,
          noCache: true,
          // architecture §3: the back office's sections and records (`?bereich=rechnungen&id=12`).
          viewParams: ['bereich', 'id'],
        },
      },
    ],
  },
  {
    path: '/gis',
    part: 'product',
    redirect: '/gis/index',
    children: [
      {
        path: 'index',
        name: 'Gis',
        meta: {
          title: 'GIS',
          icon: 'map',
          roles: [admin, expert],
          // One map opens inside the route (`?karte=3`); the table's filters are its state.
          viewParams: ['karte'],
          description: 'Gescannte Karten verwalten, Metadaten pflegen und georeferenzieren.',
        },
      },
    ],
  },
  {
    path: '/users',
    part: 'product',
    redirect: '/users/index',
    children: [
      {
        path: 'index',
        name: 'Users',
        meta: {
          title: 'Nutzer',
          icon: 'users',
          roles: [admin],
          description: 'Nutzer anlegen, Rollen ändern und Expertenanfragen entscheiden.',
        },
      },
      {
        path: ':user_id',
        name: 'UserDetail',
        hidden: true,
        // requirements §5: "the user-detail id must be numeric"
        paramPatterns: { user_id: /^\d+$/ },
        meta: { title: 'Nutzerdetails', roles: [admin], noCache: true, activeMenu: '/users/index' },
      },
    ],
  },
  {
    path: '/profile',
    part: 'product',
    redirect: '/profile/index',
    hidden: true,
    children: [
      // requirements §2: "hidden; optional query tab=experte" — an inner tab, so no view parameter.
      {
        path: 'index',
        name: 'Profile',
        hidden: true,
        meta: {
          title: 'Profil',
          icon: 'user',
          roles: [citizen, expertQuery, expert, admin],
          description: 'Eigene Daten, Benachrichtigungen und Expertenstatus.',
        },
      },
    ],
  },
] satisfies RouteTableEntry[];
