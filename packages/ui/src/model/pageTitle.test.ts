import { describe, expect, it } from 'vitest';
import { pageTitle, PRODUCT_NAME } from './pageTitle';

describe('pageTitle', () => {
  it.each([
    ['Nutzer', undefined, 'Nutzer - Waldmonitor'],
    ['Nutzerdetails', undefined, 'Nutzerdetails - Waldmonitor'],
    ['  GIS  ', undefined, 'GIS - Waldmonitor'],
    ['Dashboard', 'Waldmonitor Test', 'Dashboard - Waldmonitor Test'],
    [undefined, undefined, 'Waldmonitor'],
    [null, undefined, 'Waldmonitor'],
    ['', undefined, 'Waldmonitor'],
    ['   ', 'Forstportal', 'Forstportal'],
  ])('%j with product %j is %j', (title, product, expected) => {
    expect(pageTitle(title, product)).toBe(expected);
  });

  it('names the product Waldmonitor', () => {
    expect(PRODUCT_NAME).toBe('Waldmonitor');
  });
});
