import type { SortState } from '@waldmonitor/ui';
import { describe, expect, it } from 'vitest';
import { listSearchParams } from '../../api/listQuery';
import { listQuery } from '../../lists/defineList';
import { MAPS_LIST, type Filters } from './mapListQuery';

const NONE = {
  clientId: null,
  status: null,
  yearFrom: null,
  yearTo: null,
  notGeoreferenced: false,
  rmseAbove: null,
} as const;

const queryString = (search: string, filter: Filters, sort: SortState, page: number) => [
  ...listSearchParams(listQuery(MAPS_LIST, { search, filter, sort, page })).entries(),
];

describe('the GIS maps list as the data service is asked for it', () => {
  it('asks for the first page by map number without a sort, as a_get_map_list_from_db ordered', () => {
    expect(queryString('', NONE, null, 1)).toEqual([
      ['order', 'id.asc'],
      ['limit', '50'],
      ['offset', '0'],
    ]);
  });

  it('sends client, state, years and RMSE, the sort with the map id breaking ties, and the page', () => {
    expect(
      queryString(
        '',
        { ...NONE, clientId: 3, status: 'in_bearbeitung', yearFrom: 1900, yearTo: 1960, rmseAbove: 1.5 },
        { key: 'jahr', direction: 'desc' },
        2,
      ),
    ).toEqual([
      ['client_id', 'eq.3'],
      ['status', 'eq.in_bearbeitung'],
      ['jahr', 'gte.1900'],
      ['jahr', 'lte.1960'],
      ['rmse', 'gt.1.5'],
      ['order', 'jahr.desc.nullslast,id.desc'],
      ['limit', '50'],
      ['offset', '50'],
    ]);
  });

  it('searches each word, accents ignored, in the map’s and the client’s name (suche), a number also as the map’s number', () => {
    expect(queryString('dächsberg 1928', NONE, { key: 'name', direction: 'asc' }, 1)).toEqual([
      ['and', '(suche.ilike.*dachsberg*,or(suche.ilike.*1928*,id.eq.1928))'],
      ['order', 'map_name.asc,id.asc'],
      ['limit', '50'],
      ['offset', '0'],
    ]);
  });

  it('asks for maps not yet georeferenced: no type, or fewer active points than the type needs', () => {
    expect(queryString('', { ...NONE, notGeoreferenced: true }, null, 1)).toEqual([
      [
        'or',
        '(georef_typ.is.null,and(georef_typ.eq.linear,aktive_punkte.lt.2),and(georef_typ.eq.helmert,aktive_punkte.lt.2),and(georef_typ.eq.polynomial1,aktive_punkte.lt.3),and(georef_typ.eq.polynomial2,aktive_punkte.lt.6),and(georef_typ.eq.polynomial3,aktive_punkte.lt.10),and(georef_typ.eq.projective,aktive_punkte.lt.4),and(georef_typ.eq.tps,aktive_punkte.lt.3))',
      ],
      ['order', 'id.asc'],
      ['limit', '50'],
      ['offset', '0'],
    ]);
  });
});
