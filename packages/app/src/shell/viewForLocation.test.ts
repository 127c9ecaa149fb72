import { ROLES, filterRoutes, tagKey } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { breadcrumbsFor, viewForLocation } from './viewForLocation';

const routes = filterRoutes(PRODUCT_ROUTES, ROLES.admin);

describe('viewForLocation', () => {
  it('takes title, pin and cache flags from the route table', () => {
    expect(viewForLocation(routes, '/dashboard', '')).toEqual({
      path: '/dashboard',
      query: '',
      title: 'Dashboard',
      name: 'Dashboard',
      affix: true,
      noCache: true,
      viewParams: ['bereich', 'id'],
    });
    expect(viewForLocation(routes, '/users/12', '')).toEqual({
      path: '/users/12',
      query: '',
      title: 'Nutzerdetails',
      name: 'UserDetail',
      affix: false,
      noCache: true,
    });
    expect(viewForLocation(routes, '/gis/index', '?karte=3&jahr=1928')).toEqual({
      path: '/gis/index',
      query: '?karte=3&jahr=1928',
      title: 'GIS',
      name: 'Gis',
      affix: false,
      noCache: false,
      viewParams: ['karte'],
    });
  });

  it('the users list has no view parameters: its search and role filter are state of one view', () => {
    const typed = ['?suche=B', '?suche=Br&rolle=ogf_citizens'].map((q) => viewForLocation(routes, '/users/index', q));
    expect(typed.map((view) => tagKey(view.path, view.query, view.viewParams))).toEqual([
      '/users/index',
      '/users/index',
    ]);
  });

  it('names the error pages in German', () => {
    expect(viewForLocation(routes, '/401', '')).toEqual({
      path: '/401',
      query: '',
      title: 'Zugriff verweigert',
      name: undefined,
      affix: false,
      noCache: true,
    });
  });
});

describe('breadcrumbsFor', () => {
  it('starts with Dashboard and follows the matched routes', () => {
    expect(breadcrumbsFor(routes, '/users/12')).toEqual([
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'Nutzer', path: '/users/index' },
      { title: 'Nutzerdetails' },
    ]);
  });

  it('the dashboard alone is one crumb', () => {
    expect(breadcrumbsFor(routes, '/dashboard')).toEqual([{ title: 'Dashboard' }]);
  });

  it('a record named by view parameters follows its route, which links back to the list', () => {
    expect(breadcrumbsFor(routes, '/gis/index', 'Karte Dachsberg 1928')).toEqual([
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'GIS', path: '/gis/index' },
      { title: 'Karte Dachsberg 1928' },
    ]);
  });

  it('a record named by the path takes the place of the detail route title', () => {
    expect(breadcrumbsFor(routes, '/users/12', 'Nutzer Erika Mustermann')).toEqual([
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'Nutzer', path: '/users/index' },
      { title: 'Nutzer Erika Mustermann' },
    ]);
  });

  it("the route's own title adds no crumb", () => {
    expect(breadcrumbsFor(routes, '/gis/index', 'GIS')).toEqual([
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'GIS' },
    ]);
  });
});
