import { ROLES, filterRoutes } from '@waldmonitor/ui/model';
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
    });
    expect(viewForLocation(routes, '/users/12', '')).toMatchObject({ title: 'Nutzerdetails', noCache: true });
    expect(viewForLocation(routes, '/gis/index', '?karte=3')).toMatchObject({
      title: 'GIS',
      query: '?karte=3',
      noCache: false,
    });
  });

  it('names the error pages in German', () => {
    expect(viewForLocation(routes, '/401', '')).toMatchObject({ title: 'Zugriff verweigert', noCache: true });
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
});
