import { describe, expect, it } from 'vitest';
import { openItemCountLabel, openItemKind, openItemTotalsOf, openItemsHref, overdueDaysLabel } from './openItems';

describe('openItemsHref', () => {
  it.each([
    [{}, '/dashboard?bereich=offene-posten'],
    [{ client: '7' }, '/dashboard?bereich=offene-posten&kunde=7'],
    [{ age: 'ueberfaellig' as const }, '/dashboard?bereich=offene-posten&alter=ueberfaellig'],
    [{ client: '12', age: '31-60' as const }, '/dashboard?bereich=offene-posten&kunde=12&alter=31-60'],
    [{ client: '', age: '' as const }, '/dashboard?bereich=offene-posten'],
  ])('given %j, links to %s', (filter, href) => {
    expect(openItemsHref(filter)).toBe(href);
  });
});

describe('openItemKind', () => {
  it.each([
    [{ offen: 120.5, tage_ueberfaellig: 0 }, 'offen'],
    [{ offen: 120.5, tage_ueberfaellig: 1 }, 'ueberfaellig'],
    [{ offen: -40, tage_ueberfaellig: 0 }, 'guthaben'],
    // A credit is never overdue, whatever the row says.
    [{ offen: -40, tage_ueberfaellig: 12 }, 'guthaben'],
  ])('given %j, is %s', (item, kind) => {
    expect(openItemKind(item)).toBe(kind);
  });
});

describe('overdueDaysLabel', () => {
  it.each([
    [0, '–'],
    [-3, '–'],
    [1, '1 Tag'],
    [2, '2 Tage'],
    [1204, '1.204 Tage'],
  ])('given %d days, reads %s', (tage, label) => {
    expect(overdueDaysLabel(tage)).toBe(label);
  });
});

describe('openItemCountLabel', () => {
  it.each([
    [0, '0 offene Posten'],
    [1, '1 offener Posten'],
    [1500, '1.500 offene Posten'],
  ])('given %d, reads %s', (count, label) => {
    expect(openItemCountLabel(count)).toBe(label);
  });
});

describe('openItemTotalsOf', () => {
  it('takes the one row the service answers', () => {
    expect(openItemTotalsOf([{ anzahl: 3, offen_cent: 12050, ueberfaellig_cent: 4000 }])).toEqual({
      anzahl: 3,
      offen_cent: 12050,
      ueberfaellig_cent: 4000,
    });
  });
  it('reads no row as nothing open', () => {
    expect(openItemTotalsOf([])).toEqual({ anzahl: 0, offen_cent: 0, ueberfaellig_cent: 0 });
  });
});
