import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routeMeta';
import { PRODUCT_ROUTES } from './productRoutes';
import { TEMPLATE_ROUTES } from './templateRoutes';
import { pageRouteNames, partOfPath, unknownPathTarget } from './routeParts';
import { ROUTE_TABLE } from './routeTable';

const withTemplate: AppRoute[] = [
  ...PRODUCT_ROUTES,
  {
    path: '/template',
    part: 'template',
    redirect: '/template/dashboard',
    children: [{ path: 'dashboard', name: 'TemplateDashboard', meta: { title: 'Dashboard', affix: true } }],
  },
];

describe('the route table', () => {
  it('holds the product routes, then the template routes, each top-level route marked with its part', () => {
    expect(ROUTE_TABLE.slice(0, PRODUCT_ROUTES.length)).toEqual(PRODUCT_ROUTES);
    expect(ROUTE_TABLE.slice(0, 4).map((route) => [route.path, route.part])).toEqual([
      ['/', 'product'],
      ['/gis', 'product'],
      ['/users', 'product'],
      ['/profile', 'product'],
    ]);
    expect(ROUTE_TABLE.slice(4)).toEqual(TEMPLATE_ROUTES);
    for (const route of TEMPLATE_ROUTES) {
      expect(route.path.startsWith('/template')).toBe(true);
      expect(route.part).toBe('template');
    }
  });

  it('names its product page routes first, in table order', () => {
    expect(pageRouteNames(ROUTE_TABLE).slice(0, 5)).toEqual(['Dashboard', 'Gis', 'Users', 'UserDetail', 'Profile']);
  });

  it('declares the view parameters of architecture §3', () => {
    const meta = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.children?.[0]?.meta;
    expect(meta('/')?.viewParams).toEqual(['bereich', 'id']);
    expect(meta('/gis')?.viewParams).toEqual(['karte']);
    expect(meta('/users')?.viewParams).toBeUndefined();
  });
});

describe('partOfPath', () => {
  it.each([
    ['/gis/index', 'product'],
    ['/users/12', 'product'],
    ['/gibt/es/nicht', 'product'],
    ['/template/dashboard', 'template'],
    ['/template/gibt/es/nicht', 'template'],
    ['/templates', 'product'],
  ])('%s belongs to the %s part', (path, part) => {
    expect(partOfPath(withTemplate, path)).toBe(part);
  });
});

describe('unknownPathTarget', () => {
  it.each([
    ['product', '/'],
    ['template', '/template/404'],
  ] as const)('an unknown path of the %s part goes to %s (requirements §2)', (part, target) => {
    expect(unknownPathTarget(part)).toBe(target);
  });
});
