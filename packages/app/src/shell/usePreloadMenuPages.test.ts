import { filterRoutes, ROLES } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ROUTES } from '../routes/productRoutes';
import { menuPages } from './usePreloadMenuPages';

describe('menuPages (what is fetched ahead after sign-in)', () => {
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
});
