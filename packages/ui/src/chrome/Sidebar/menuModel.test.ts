import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../model/routeMeta';
import { routesForRole, storyRoutes } from '../storyData';
import { activeMenuPath, ancestorKeys, buildMenu, isExternalPath } from './menuModel';

describe('isExternalPath', () => {
  it.each([
    ['https://github.com/x', true],
    ['HTTP://example.org', true],
    ['/https', false],
    ['external-link', false],
  ])('%j is %j', (path, expected) => {
    expect(isExternalPath(path)).toBe(expected);
  });
});

describe('buildMenu', () => {
  it("gives the admin's menu: single children lifted, hidden routes left out, three levels under 'Verwaltung'", () => {
    expect(buildMenu(routesForRole('ogf_admin'))).toEqual([
      { key: '/dashboard', title: 'Dashboard', path: '/dashboard', isExternal: false, icon: 'dashboard' },
      { key: '/gis/index', title: 'GIS', path: '/gis/index', isExternal: false, icon: 'map' },
      { key: '/users/index', title: 'Nutzer', path: '/users/index', isExternal: false, icon: 'users' },
      {
        key: '/verwaltung',
        title: 'Verwaltung',
        path: '/verwaltung',
        isExternal: false,
        icon: 'building',
        children: [
          { key: '/verwaltung/kunden', title: 'Kunden', path: '/verwaltung/kunden', isExternal: false },
          {
            key: '/verwaltung/rechnungen',
            title: 'Rechnungen',
            path: '/verwaltung/rechnungen',
            isExternal: false,
            icon: 'euro',
            children: [
              {
                key: '/verwaltung/rechnungen/offen',
                title: 'Offene Rechnungen',
                path: '/verwaltung/rechnungen/offen',
                isExternal: false,
              },
              {
                key: '/verwaltung/rechnungen/archiv',
                title: 'Archiv',
                path: '/verwaltung/rechnungen/archiv',
                isExternal: false,
              },
            ],
          },
          {
            key: '/verwaltung/prognose',
            title: 'Prognose',
            path: '/verwaltung/prognose',
            isExternal: false,
            icon: 'chart',
          },
        ],
      },
      {
        key: '/kaefer',
        title: 'Käfermeldungen',
        path: '/kaefer',
        isExternal: false,
        icon: 'beetle',
        children: [
          { key: '/kaefer/offen', title: 'Zu prüfende Meldungen', path: '/kaefer/offen', isExternal: false },
          {
            key: '/kaefer/veroeffentlicht',
            title: 'Veröffentlichte Meldungen',
            path: '/kaefer/veroeffentlicht',
            isExternal: false,
          },
        ],
      },
      {
        key: 'https://github.com/PanJiaChen/vue-element-admin',
        title: 'Quellcode',
        path: 'https://github.com/PanJiaChen/vue-element-admin',
        isExternal: true,
        icon: 'external',
      },
    ]);
  });

  it.each([
    ['ogf_citizens', ['Dashboard', 'Quellcode']],
    ['ogf_expert', ['Dashboard', 'GIS', 'Käfermeldungen', 'Quellcode']],
    // The model's table lets a pending expert request go where citizens go (the copied table lacked the role).
    ['ogf_expert_query', ['Dashboard', 'Quellcode']],
    ['ogf_new', ['Dashboard', 'Quellcode']],
  ])('gives %s the top-level titles %j', (role, titles) => {
    expect(buildMenu(routesForRole(role)).map((e) => e.title)).toEqual(titles);
  });

  it('shows a parent with one visible child as a submenu when alwaysShow is set', () => {
    const routes: AppRoute[] = [
      {
        path: '/archiv',
        alwaysShow: true,
        meta: { title: 'Archiv', icon: 'document' },
        children: [{ path: 'index', meta: { title: 'Übersicht' } }],
      },
    ];
    expect(buildMenu(routes)).toEqual([
      {
        key: '/archiv',
        title: 'Archiv',
        path: '/archiv',
        isExternal: false,
        icon: 'document',
        children: [{ key: '/archiv/index', title: 'Übersicht', path: '/archiv/index', isExternal: false }],
      },
    ]);
  });

  it("a lifted child without an icon takes its parent's", () => {
    const routes: AppRoute[] = [
      {
        path: '/karten',
        meta: { title: 'Karten', icon: 'map' },
        children: [{ path: 'index', meta: { title: 'Kartenliste' } }],
      },
    ];
    expect(buildMenu(routes)).toEqual([
      { key: '/karten/index', title: 'Kartenliste', path: '/karten/index', isExternal: false, icon: 'map' },
    ]);
  });

  it('leaves out routes without a title, submenus without titled entries and parents the role filter emptied', () => {
    const routes: AppRoute[] = [
      { path: '/redirect/:path' },
      { path: '/leer', meta: { title: 'Leer' }, alwaysShow: true, children: [{ path: 'a' }, { path: 'b' }] },
      { path: '/gesperrt', meta: { title: 'Gesperrt', icon: 'lock' }, children: [] },
    ];
    expect(buildMenu(routes)).toEqual([]);
  });

  it('a route whose children are all hidden stands for itself', () => {
    const routes: AppRoute[] = [
      { path: '/hilfe', meta: { title: 'Hilfe', icon: 'info' }, children: [{ path: ':id', hidden: true }] },
    ];
    expect(buildMenu(routes)).toEqual([
      { key: '/hilfe', title: 'Hilfe', path: '/hilfe', isExternal: false, icon: 'info' },
    ]);
  });
});

describe('activeMenuPath', () => {
  it.each([
    ['/users/index', '/users/index'],
    ['/users/12', '/users/index'],
    ['/verwaltung/rechnungen/archiv', '/verwaltung/rechnungen/archiv'],
    ['/gibt/es/nicht', '/gibt/es/nicht'],
  ])('at %s highlights %s', (pathname, expected) => {
    expect(activeMenuPath(storyRoutes, pathname)).toBe(expected);
  });
});

describe('ancestorKeys', () => {
  const menu = buildMenu(routesForRole('ogf_admin'));
  it.each([
    ['/verwaltung/rechnungen/archiv', ['/verwaltung', '/verwaltung/rechnungen']],
    ['/verwaltung/kunden', ['/verwaltung']],
    ['/gis/index', []],
    ['/nirgendwo', []],
  ])('of %s are %j', (key, expected) => {
    expect(ancestorKeys(menu, key)).toEqual(expected);
  });
});
