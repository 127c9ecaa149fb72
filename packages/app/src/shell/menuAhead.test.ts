import { filterRoutes, ROLES } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { menuAhead, menuPages } from './menuAhead';
import { PAGES } from './pageRoutes';

describe('menuPages and menuAhead (what is fetched ahead after sign-in)', () => {
  it('lists the pages of the administrator’s menu once each', () => {
    const pages = menuPages(filterRoutes(PRODUCT_ROUTES, ROLES.admin));
    expect(pages).toEqual(expect.arrayContaining(['Dashboard', 'Users', 'Gis']));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('leaves out the pages a citizen’s menu does not have', () => {
    const pages = menuPages(filterRoutes(PRODUCT_ROUTES, ROLES.citizen));
    expect(pages).toContain('Dashboard');
    expect(pages).not.toContain('Users');
    expect(pages).not.toContain('Gis');
  });

  it('fetches the administrator’s list reads and pages, and none a citizen cannot open', () => {
    const admin = menuAhead(filterRoutes(PRODUCT_ROUTES, ROLES.admin));
    expect(new Set(admin.reads)).toEqual(new Set([PAGES.Users?.reads?.preload, PAGES.Gis?.reads?.preload]));
    expect(admin.pages).toEqual(expect.arrayContaining([PAGES.Users?.page.preload, PAGES.Gis?.page.preload]));
    const citizen = menuAhead(filterRoutes(PRODUCT_ROUTES, ROLES.citizen));
    expect(citizen.reads).toEqual([]);
    expect(citizen.pages).toContain(PAGES.Dashboard?.page.preload);
    expect(citizen.pages).not.toContain(PAGES.Users?.page.preload);
  });
});
