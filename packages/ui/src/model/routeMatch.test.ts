import { describe, expect, it } from 'vitest';
import type { AppRoute } from './routeMeta';
import { findRedirect, flattenRoutes, joinPath, matchPath, matchRoute } from './routeMatch';

const routes: AppRoute[] = [
  { path: '/', redirect: '/dashboard', children: [{ path: 'dashboard', meta: { title: 'Dashboard' } }] },
  {
    path: '/users',
    redirect: '/users/index',
    children: [
      { path: 'index', meta: { title: 'Nutzer' } },
      { path: ':user_id', hidden: true, paramPatterns: { user_id: /^\d+$/ }, meta: { title: 'Nutzerdetails' } },
    ],
  },
];

describe('joinPath', () => {
  it.each([
    ['/', 'dashboard', '/dashboard'],
    ['/users', 'index', '/users/index'],
    ['/users/', ':id', '/users/:id'],
    ['/users', '/abs', '/abs'],
    ['/x', 'https://example.org', 'https://example.org'],
    ['/users', '', '/users'],
  ])('%s + %s = %s', (parent, child, full) => {
    expect(joinPath(parent, child)).toBe(full);
  });
});

describe('matchPath', () => {
  it('matches parameters', () => {
    expect(matchPath('/users/:user_id', '/users/12')).toEqual({ user_id: '12' });
  });
  it('applies parameter patterns (requirements §5: numeric user id)', () => {
    expect(matchPath('/users/:user_id', '/users/abc', { user_id: /^\d+$/ })).toBeNull();
  });
  it('ignores a trailing slash', () => {
    expect(matchPath('/users/index', '/users/index/')).toEqual({});
  });
  it('does not match other lengths', () => {
    expect(matchPath('/users/index', '/users')).toBeNull();
  });
});

describe('matchRoute and flattenRoutes', () => {
  it('flattens with absolute paths', () => {
    expect(flattenRoutes(routes).map((f) => f.fullPath)).toEqual([
      '/',
      '/dashboard',
      '/users',
      '/users/index',
      '/users/:user_id',
    ]);
  });
  it('finds the page route with its chain and params', () => {
    const match = matchRoute(routes, '/users/7');
    expect(match?.fullPath).toBe('/users/:user_id');
    expect(match?.params).toEqual({ user_id: '7' });
    expect(match?.chain.map((r) => r.path)).toEqual(['/users', ':user_id']);
  });
  it('an unknown or non-numeric path has no match', () => {
    expect(matchRoute(routes, '/users/abc')).toBeNull();
    expect(matchRoute(routes, '/nirgendwo')).toBeNull();
  });
  it('parent paths redirect', () => {
    expect(findRedirect(routes, '/')).toBe('/dashboard');
    expect(findRedirect(routes, '/users')).toBe('/users/index');
    expect(findRedirect(routes, '/users/index')).toBeNull();
  });
});
