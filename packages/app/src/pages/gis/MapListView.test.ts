import { NO_FILTERS } from '@waldmonitor/ui/gis';
import { describe, expect, it } from 'vitest';
import { filtersFromQuery } from './MapListView';

describe('filtersFromQuery (?kunde= from the back office)', () => {
  it.each<[string | null, number | null]>([
    ['3', 3],
    ['12', 12],
    [null, null],
    ['', null],
    ['abc', null],
    ['3.5', null],
    ['-1', null],
  ])('%j → client %s', (kunde, clientId) => {
    expect(filtersFromQuery(kunde)).toEqual({ ...NO_FILTERS, clientId });
  });
});
