import { ROUTE_TABLE, pageRouteNames, type AppRoute } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { PAGES, routePages } from './pageRoutes';

describe('the route table and the pages', () => {
  it('lists every page route of both parts with its page', () => {
    expect(routePages().map(({ part, fullPath, name, page }) => [part, fullPath, name, page === PAGES[name]])).toEqual([
      ['product', '/dashboard', 'Dashboard', true],
      ['product', '/gis/index', 'Gis', true],
      ['product', '/users/index', 'Users', true],
      ['product', '/users/:user_id', 'UserDetail', true],
      ['product', '/profile/index', 'Profile', true],
    ]);
  });

  it('every route has a page', () => {
    expect(routePages().filter(({ page }) => page === undefined)).toEqual([]);
  });

  it('every page has a route', () => {
    const names = new Set(pageRouteNames(ROUTE_TABLE));
    expect(Object.keys(PAGES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('route names are unique', () => {
    const names = pageRouteNames(ROUTE_TABLE);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a route without a page, or with a name no page has, is found', () => {
    const table: AppRoute[] = [
      { path: '/a', part: 'template', children: [{ path: 'index', name: 'Nirgends', meta: { title: 'A' } }] },
      { path: '/b', meta: { title: 'B' } },
    ];
    expect(routePages(table).map(({ part, fullPath, name, page }) => [part, fullPath, name, page])).toEqual([
      ['template', '/a/index', 'Nirgends', undefined],
      ['product', '/b', '', undefined],
    ]);
  });
});
