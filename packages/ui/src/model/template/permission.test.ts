import { describe, expect, it } from 'vitest';
import { TEMPLATE_ROUTES } from '../routes/templateRoutes';
import { can, landingAfterRoleSwitch, menuFor } from './permission';

describe('can', () => {
  it.each([
    [['admin'], ['admin'], true],
    [['editor'], ['admin'], false],
    [['editor'], ['admin', 'editor'], true],
    [['visitor', 'editor'], ['editor'], true],
    [['admin'], [], false],
    [[], ['admin'], false],
  ])('roles %j, allowed %j → %s', (roles, allowed, expected) => {
    expect(can(roles, allowed)).toBe(expected);
  });
});

describe('menuFor', () => {
  const permissionMenu = (roles: string[]) => menuFor(TEMPLATE_ROUTES, roles).find((m) => m.title === 'Permission');

  it('gives the admin the three permission pages', () => {
    expect(permissionMenu(['admin'])?.children.map((c) => c.title)).toEqual([
      'Page Permission',
      'Directive Permission',
      'Role Permission',
    ]);
  });

  it('gives the editor only the directive page', () => {
    expect(permissionMenu(['editor'])?.children.map((c) => c.title)).toEqual(['Directive Permission']);
  });

  it('shows single-page groups as their page and leaves hidden routes out', () => {
    const titles = menuFor(TEMPLATE_ROUTES, ['admin']).map((m) => m.title);
    expect(titles.slice(0, 4)).toEqual(['Dashboard', 'Documentation', 'Guide', 'Permission']);
    expect(titles).not.toContain('404');
  });

  it('gives the visitor only the dashboard (requirements §6)', () => {
    expect(menuFor(TEMPLATE_ROUTES, ['visitor']).map((m) => m.title)).toEqual(['Dashboard']);
  });
});

describe('landingAfterRoleSwitch', () => {
  it.each([
    [['admin'], '/template/permission/page', '/template/permission/page'],
    [['editor'], '/template/permission/page', '/template/permission/directive'],
    [['editor'], '/template/permission/role', '/template/permission/directive'],
    [['editor'], '/template/permission/directive', '/template/permission/directive'],
    [['visitor'], '/template/permission/page', '/template/dashboard'],
  ])('%j on %s lands on %s', (roles, path, expected) => {
    expect(landingAfterRoleSwitch(TEMPLATE_ROUTES, roles, path)).toBe(expected);
  });
});
