import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  filterMaps,
  hasFilters,
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
): MapsTableRow => ({
  id,
  map_name,
  client_id,
  client_name: client_id === 1 ? 'Forstbetrieb Hann. Münden' : client_id === 2 ? 'Gut Rößing' : null,
  jahr,
  status,
  punkte: 0,
  scale: null,
  din: null,
  aktive_punkte: null,
  rmse: null,
});

const rows = [
  row(1, 'Forstkarte Revier Bramwald 1936', 1, 1936, 'neu'),
  row(2, 'Flurkarte Gemarkung Rößing 1901', 2, 1901, 'georeferenziert'),
  row(3, 'Dränplan 1954', 2, 1954, 'in_bearbeitung'),
  row(4, 'Meliorationsplan ohne Jahr', null, null, 'neu'),
];

const ids = (filters: Partial<MapsFilters>) => filterMaps(rows, { ...NO_FILTERS, ...filters }).map((r) => r.id);

describe('filterMaps', () => {
  it.each<[string, Partial<MapsFilters>, number[]]>([
    ['no filter keeps every row', {}, [1, 2, 3, 4]],
    ['by client', { clientId: 2 }, [2, 3]],
    ['by status', { status: 'neu' }, [1, 4]],
    ['from a year, inclusive', { yearFrom: 1936 }, [1, 3]],
    ['up to a year, inclusive', { yearTo: 1936 }, [1, 2]],
    ['a year range', { yearFrom: 1900, yearTo: 1940 }, [1, 2]],
    ['text in the map name, any case', { text: 'bramwald' }, [1]],
    ['text in the client name with umlauts folded', { text: 'muenden' }, [1]],
    ['ö and ß folded both ways (map or client name)', { text: 'roessing' }, [2, 3]],
    ['every word must match', { text: 'karte 1901' }, [2]],
    ['the map number, or the digits in a name', { text: '4' }, [3, 4]],
    ['filters combine', { clientId: 2, status: 'georeferenziert', text: 'flur' }, [2]],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('hasFilters tells whether anything is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, text: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, yearTo: 1950 })).toBe(true);
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
