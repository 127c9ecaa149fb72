import { ALL_ROLES, filterRoutes, flattenRoutes, type Role } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ROUTES } from './productRoutes';

const pages = (role: Role) =>
  flattenRoutes(filterRoutes(PRODUCT_ROUTES, role))
    .filter((f) => !f.route.children)
    .map((f) => f.fullPath);

/** requirements §2 and §6, every role × every route of the table (expert_query as citizen: see productRoutes.ts). */
const expected: Record<Role, string[]> = {
  ogf_admin: ['/dashboard', '/gis/index', '/users/index', '/users/:user_id', '/profile/index'],
  ogf_expert: ['/dashboard', '/gis/index', '/profile/index'],
  ogf_citizens: ['/dashboard', '/profile/index'],
  ogf_expert_query: ['/dashboard', '/profile/index'],
  ogf_new: ['/dashboard'],
};

describe('the role filter over the product route table', () => {
  it.each(ALL_ROLES)('%s sees exactly its routes', (role) => {
    expect(pages(role)).toEqual(expected[role]);
  });

  it("keeps the table's flags: dashboard pinned and not cached, user detail hidden and not cached", () => {
    const flat = flattenRoutes(PRODUCT_ROUTES);
    const byPath = (p: string) => flat.find((f) => f.fullPath === p)?.route;
    expect(byPath('/dashboard')?.meta).toMatchObject({ affix: true, noCache: true, title: 'Dashboard' });
    expect(byPath('/users/:user_id')).toMatchObject({ hidden: true, meta: { noCache: true, title: 'Nutzerdetails' } });
    expect(byPath('/profile/index')).toMatchObject({ hidden: true, meta: { title: 'Profil' } });
    expect(byPath('/gis/index')?.meta?.title).toBe('GIS');
    expect(byPath('/users/index')?.meta?.title).toBe('Nutzer');
  });

  it('names the view parameters, the parts and the dashboard descriptions of every page route', () => {
    expect(
      flattenRoutes(PRODUCT_ROUTES)
        .filter((f) => !f.route.children)
        .map((f) => [f.fullPath, f.route.name, f.chain[0]?.part, f.route.meta?.viewParams, f.route.meta?.description]),
    ).toEqual([
      ['/dashboard', 'Dashboard', 'product', ['bereich', 'id'], undefined],
      [
        '/gis/index',
        'Gis',
        'product',
        ['karte'],
        'Gescannte Karten verwalten, Metadaten pflegen und georeferenzieren.',
      ],
      [
        '/users/index',
        'Users',
        'product',
        undefined,
        'Nutzer anlegen, Rollen ändern und Expertenanfragen entscheiden.',
      ],
      ['/users/:user_id', 'UserDetail', 'product', undefined, undefined],
      ['/profile/index', 'Profile', 'product', undefined, 'Eigene Daten, Benachrichtigungen und Expertenstatus.'],
    ]);
  });
});
