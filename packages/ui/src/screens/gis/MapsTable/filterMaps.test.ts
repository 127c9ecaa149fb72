import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  filterMaps,
  hasFilters,
  isNotGeoreferenced,
  reversedRangeMessage,
  type MapsFilters,
  type MapsTableRow,
} from './filterMaps';

const row = (
  id: number,
  map_name: string,
  client_id: number | null,
  jahr: number | null,
  status: MapsTableRow['status'],
  fit: Pick<MapsTableRow, 'georef_typ' | 'punkte' | 'aktive_punkte' | 'rmse'> = {
    georef_typ: null,
    punkte: 0,
    aktive_punkte: 0,
    rmse: null,
  },
): MapsTableRow => ({
  id,
  map_name,
  client_id,
  client_name: client_id === 1 ? 'Forstbetrieb Hann. Münden' : client_id === 2 ? 'Gut Rößing' : null,
  jahr,
  status,
  scale: null,
  din: null,
  ...fit,
});

const rows = [
  row(1, 'Forstkarte Revier Bramwald 1936', 1, 1936, 'neu'),
  row(2, 'Flurkarte Gemarkung Rößing 1901', 2, 1901, 'georeferenziert', {
    georef_typ: 'polynomial1',
    punkte: 8,
    aktive_punkte: 7,
    rmse: 2.5,
  }),
  // Six points, five enabled: too few for polynomial 2, so not georeferenced whatever its status.
  row(3, 'Dränplan 1954', 2, 1954, 'in_bearbeitung', {
    georef_typ: 'polynomial2',
    punkte: 6,
    aktive_punkte: 5,
    rmse: null,
  }),
  row(4, 'Meliorationsplan ohne Jahr', null, null, 'neu'),
  row(5, 'Wirtschaftskarte Forstamt Reinhausen 1962', 1, 1962, 'geprueft', {
    georef_typ: 'helmert',
    punkte: 2,
    aktive_punkte: 2,
    rmse: null,
  }),
  row(6, 'Bestandeskarte Abteilung 12 1977', 1, 1977, 'geprueft', {
    georef_typ: 'tps',
    punkte: 12,
    aktive_punkte: 12,
    rmse: 0.75,
  }),
];

const ids = (filters: Partial<MapsFilters>) => filterMaps(rows, { ...NO_FILTERS, ...filters }).map((r) => r.id);

describe('filterMaps', () => {
  it.each<[string, Partial<MapsFilters>, number[]]>([
    ['no filter keeps every row', {}, [1, 2, 3, 4, 5, 6]],
    ['by client', { clientId: 2 }, [2, 3]],
    ['by status', { status: 'neu' }, [1, 4]],
    ['from a year, inclusive', { yearFrom: 1936 }, [1, 3, 5, 6]],
    ['up to a year, inclusive', { yearTo: 1936 }, [1, 2]],
    ['a year range', { yearFrom: 1900, yearTo: 1940 }, [1, 2]],
    ['text in the map name, any case', { text: 'bramwald' }, [1]],
    ['text in the client name with umlauts folded', { text: 'muenden' }, [1, 5, 6]],
    ['ö and ß folded both ways (map or client name)', { text: 'roessing' }, [2, 3]],
    ['every word must match', { text: 'karte 1901' }, [2]],
    ['the map number, or the digits in a name', { text: '4' }, [3, 4]],
    ['filters combine', { clientId: 2, status: 'georeferenziert', text: 'flur' }, [2]],
    [
      'not yet georeferenced: no type, or fewer enabled points than the type needs',
      { notGeoreferenced: true },
      [1, 3, 4],
    ],
    ['RMSE above 1 m: maps without an RMSE drop out', { rmseAbove: 1 }, [2]],
    ['RMSE above 0: every map with an RMSE', { rmseAbove: 0 }, [2, 6]],
    ['RMSE above exactly its value: strictly above', { rmseAbove: 2.5 }, []],
    ['RMSE above 0,5 m', { rmseAbove: 0.5 }, [2, 6]],
    ['not georeferenced and an RMSE threshold exclude each other', { notGeoreferenced: true, rmseAbove: 0 }, []],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('hasFilters tells whether anything is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, text: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, yearTo: 1950 })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, notGeoreferenced: true })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, rmseAbove: 0 })).toBe(true);
  });
});

describe('isNotGeoreferenced', () => {
  it.each<[MapsTableRow['georef_typ'], number, boolean]>([
    [null, 20, true],
    ['linear', 1, true],
    ['linear', 2, false],
    ['polynomial1', 2, true],
    ['polynomial1', 3, false],
    ['polynomial2', 5, true],
    ['polynomial3', 10, false],
    ['projective', 3, true],
    ['tps', 3, false],
  ])('%s with %i enabled points → %s', (georef_typ, aktive_punkte, expected) => {
    expect(isNotGeoreferenced({ georef_typ, aktive_punkte })).toBe(expected);
  });
});

describe('reversedRangeMessage', () => {
  it.each<[number | null, number | null, string | null]>([
    [null, null, null],
    [1900, null, null],
    [null, 1900, null],
    [1900, 1900, null],
    [1900, 1960, null],
    [1960, 1900, '„Jahr bis“ (1900) liegt vor „Jahr von“ (1960). Bitte die Jahre tauschen.'],
  ])('von %s bis %s → %s', (yearFrom, yearTo, message) => {
    expect(reversedRangeMessage({ yearFrom, yearTo })).toBe(message);
  });
});
