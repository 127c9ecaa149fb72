import { describe, expect, it } from 'vitest';
import { listSearchParams } from '../../../api/listQuery';
import type { ClientFilter, SortState } from '@waldmonitor/ui';
import { listQuery } from '../../../lists/defineList';
import { CLIENTS_LIST } from './clientListQuery';

const queryString = (search: string, filter: ClientFilter, sort: SortState, page: number, pageSize: number) => [
  ...listSearchParams(listQuery({ ...CLIENTS_LIST, pageSize }, { search, filter, sort, page })).entries(),
];

const NONE: ClientFilter = { bundesland: '', kataster: '', status: '' };

describe('the clients list as the data service is asked for it', () => {
  it('asks for the first page of active clients by name, the client id breaking ties', () => {
    expect(queryString('', NONE, { key: 'name', direction: 'asc' }, 1, 25)).toEqual([
      ['aktiv', 'is.true'],
      ['order', 'name.asc,client_id.asc'],
      ['limit', '25'],
      ['offset', '0'],
    ]);
  });

  it('sends Land, cadastre, every search word unaccented in the search column, sort and page', () => {
    expect(
      queryString(
        'wald köhler',
        { ...NONE, bundesland: 'BW', kataster: 'aus' },
        { key: 'ort', direction: 'desc' },
        3,
        25,
      ),
    ).toEqual([
      ['bundesland', 'eq.BW'],
      ['kataster_status', 'is.false'],
      ['aktiv', 'is.true'],
      ['and', '(suche.ilike.*wald*,suche.ilike.*kohler*)'],
      ['order', 'ort.desc.nullslast,client_id.desc'],
      ['limit', '25'],
      ['offset', '50'],
    ]);
  });

  it('asks for switched-on cadastres, and the default order when the sort is switched off', () => {
    expect(queryString('', { ...NONE, kataster: 'an' }, null, 2, 25)).toEqual([
      ['kataster_status', 'is.true'],
      ['aktiv', 'is.true'],
      ['order', 'name.asc,client_id.asc'],
      ['limit', '25'],
      ['offset', '25'],
    ]);
  });

  it('asks for the deactivated clients, or for all of them', () => {
    expect(queryString('', { ...NONE, status: 'deaktiviert' }, null, 1, 25)[0]).toEqual(['aktiv', 'is.false']);
    expect(queryString('', { ...NONE, status: 'alle' }, null, 1, 25)).toEqual([
      ['order', 'name.asc,client_id.asc'],
      ['limit', '25'],
      ['offset', '0'],
    ]);
  });
});
