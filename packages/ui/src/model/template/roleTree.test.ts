import { describe, expect, it } from 'vitest';
import type { TemplateRouteEntry } from '../entities';
import { checkState, checkedPathsOf, leafPaths, routeTree, routesForPaths, toggleNode } from './roleTree';

const ROUTES: TemplateRouteEntry[] = [
  { path: '/login', hidden: true },
  { path: '', redirect: 'dashboard', children: [{ path: 'dashboard', meta: { title: 'Dashboard' } }] },
  {
    path: '/permission',
    alwaysShow: true,
    meta: { title: 'Permission' },
    children: [
      { path: 'page', meta: { title: 'Page Permission' } },
      { path: 'role', meta: { title: 'Role Permission' } },
      { path: 'secret', hidden: true, meta: { title: 'Secret' } },
    ],
  },
];

const tree = routeTree(ROUTES);

describe('routeTree', () => {
  it('leaves hidden routes out and shows a single child as itself', () => {
    expect(tree).toEqual([
      { path: '/dashboard', title: 'Dashboard', children: [] },
      {
        path: '/permission',
        title: 'Permission',
        children: [
          { path: '/permission/page', title: 'Page Permission', children: [] },
          { path: '/permission/role', title: 'Role Permission', children: [] },
        ],
      },
    ]);
    expect(leafPaths(tree)).toEqual(['/dashboard', '/permission/page', '/permission/role']);
  });
});

describe('ticking', () => {
  const permission = tree[1]!;

  it('ticks every leaf of a group, and unticks a mixed group entirely', () => {
    const all = toggleNode(permission, new Set());
    expect([...all]).toEqual(['/permission/page', '/permission/role']);
    expect(checkState(permission, all)).toBe('checked');
    const mixed = new Set(['/permission/page']);
    expect(checkState(permission, mixed)).toBe('mixed');
    expect([...toggleNode(permission, mixed)]).toEqual([]);
  });

  it('keeps the routes of the ticked leaves, and reads them back', () => {
    const routes = routesForPaths(ROUTES, new Set(['/dashboard', '/permission/role']));
    expect(routes.map((r) => r.path)).toEqual(['', '/permission']);
    expect(routes[1]?.children?.map((r) => r.path)).toEqual(['role']);
    expect([...checkedPathsOf(routes, tree)]).toEqual(['/dashboard', '/permission/role']);
  });
});
