import { ROUTE_TABLE, pageRouteNames, type AppRoute } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_PAGES } from '../template/templatePages';
import { PAGES, routePages } from './pageRoutes';

/** Both parts' pages: the product's (first load) and the template part's (its own chunk). */
const ALL_PAGES = { ...PAGES, ...TEMPLATE_PAGES };

describe('the route table and the pages', () => {
  it('lists every page route of the product with its page', () => {
    expect(routePages().map(({ part, fullPath, name, view }) => [part, fullPath, name, view === PAGES[name]])).toEqual([
      ['product', '/dashboard', 'Dashboard', true],
      ['product', '/gis/index', 'Gis', true],
      ['product', '/users/index', 'Users', true],
      ['product', '/users/:user_id', 'UserDetail', true],
      ['product', '/profile/index', 'Profile', true],
    ]);
  });

  it('every route of both parts has a page', () => {
    expect(routePages(ROUTE_TABLE, ALL_PAGES).filter(({ view }) => view === undefined)).toEqual([]);
  });

  it('every page has a route, of its own part', () => {
    const names = new Set(pageRouteNames(ROUTE_TABLE));
    expect(Object.keys(ALL_PAGES).filter((name) => !names.has(name))).toEqual([]);
    const parts = new Map(routePages(ROUTE_TABLE, ALL_PAGES).map(({ name, part }) => [name, part]));
    expect(Object.keys(PAGES).filter((name) => parts.get(name) !== 'product')).toEqual([]);
    expect(Object.keys(TEMPLATE_PAGES).filter((name) => parts.get(name) !== 'template')).toEqual([]);
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
    expect(routePages(table, ALL_PAGES).map(({ part, fullPath, name, view }) => [part, fullPath, name, view])).toEqual([
      ['template', '/a/index', 'Nirgends', undefined],
      ['product', '/b', '', undefined],
    ]);
  });
});
