import { describe, expect, it } from 'vitest';
import { filterRoutes, hasPermission, showsBecomeExpert } from './routeFilter';
import type { AppRoute } from './routeMeta';

/** The product's route table of requirements §2, reduced to what filtering reads. */
const routes: AppRoute[] = [
  { path: '/', redirect: '/dashboard' },
  {
    path: '/dashboard',
    meta: { title: 'Dashboard', roles: ['ogf_citizens', 'ogf_expert', 'ogf_admin', 'ogf_new'] },
  },
  { path: '/gis', children: [{ path: 'index', meta: { title: 'GIS', roles: ['ogf_admin', 'ogf_expert'] } }] },
  {
    path: '/users',
    children: [
      { path: 'index', meta: { title: 'Nutzer', roles: ['ogf_admin'] } },
      { path: ':user_id', hidden: true, meta: { title: 'Nutzerdetails', roles: ['ogf_admin'] } },
    ],
  },
  {
    path: '/profile',
    hidden: true,
    children: [{ path: 'index', meta: { title: 'Profil', roles: ['ogf_citizens', 'ogf_expert', 'ogf_admin'] } }],
  },
  { path: '/admin-only', meta: { title: 'Nur Admin', roles: ['ogf_admin'] }, children: [{ path: 'open' }] },
];

/** The visible paths as `parent/child`, for compact expectations. */
function paths(list: AppRoute[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = prefix ? `${prefix}/${route.path}` : route.path;
    return [path, ...paths(route.children ?? [], path)];
  });
}

describe('filterRoutes', () => {
  it.each([
    [
      'ogf_admin',
      [
        '/',
        '/dashboard',
        '/gis',
        '/gis/index',
        '/users',
        '/users/index',
        '/users/:user_id',
        '/profile',
        '/profile/index',
        '/admin-only',
        '/admin-only/open',
      ],
    ],
    ['ogf_expert', ['/', '/dashboard', '/gis', '/gis/index', '/users', '/profile', '/profile/index']],
    ['ogf_citizens', ['/', '/dashboard', '/gis', '/users', '/profile', '/profile/index']],
    ['ogf_new', ['/', '/dashboard', '/gis', '/users', '/profile']],
    ['ogf_expert_query', ['/', '/gis', '/users', '/profile']],
    ['unbekannt', ['/', '/gis', '/users', '/profile']],
  ])('given %s, shows %j', (role, expected) => {
    expect(paths(filterRoutes(routes, role))).toEqual(expected);
  });

  it('keeps a permitted parent whose children are all filtered out, with no children', () => {
    expect(filterRoutes(routes, 'ogf_new').find((route) => route.path === '/users')?.children).toEqual([]);
  });

  it('does not change the input', () => {
    const before = JSON.stringify(routes);
    filterRoutes(routes, 'ogf_citizens');
    expect(JSON.stringify(routes)).toBe(before);
  });
});

describe('hasPermission', () => {
  const gis: AppRoute = { path: 'index', meta: { title: 'GIS', roles: ['ogf_admin', 'ogf_expert'] } };
  const editorOnly: AppRoute = { path: 'x', meta: { title: 'X', roles: ['editor'] } };
  const open: AppRoute = { path: 'open', meta: { title: 'Offen' } };

  it.each([
    ['ogf_expert', gis, true],
    ['ogf_citizens', gis, false],
    ['ogf_admin', editorOnly, true],
    ['ogf_expert', editorOnly, false],
    ['ogf_new', open, true],
    ['ogf_new', { path: 'no-meta' }, true],
  ] as const)('%s on %j is %s', (role, route, expected) => {
    expect(hasPermission(role, route)).toBe(expected);
  });
});

describe('showsBecomeExpert', () => {
  it.each([
    ['ogf_citizens', true],
    ['ogf_expert', false],
    ['ogf_admin', false],
    ['ogf_new', false],
    ['ogf_expert_query', false],
    ['', false],
    ['c', true],
    ['1', true],
  ])(
    'role %j gives %s (requirements §1: a single-character role value; and citizens, who can ask)',
    (role, expected) => {
      expect(showsBecomeExpert(role)).toBe(expected);
    },
  );
});
