import { describe, expect, it } from 'vitest';
import { listSearchParams } from '../../../api/listQuery';
import type { ClientFilter, SortState } from '@waldmonitor/ui';
import { clientListQuery } from './clientListQuery';

const queryString = (search: string, filters: ClientFilter, sort: SortState, page: number, pageSize: number) => [
  ...listSearchParams(clientListQuery({ search, filters, sort, page, pageSize })).entries(),
];

describe('clientListQuery', () => {
  it('asks for the first page by name, the client id breaking ties', () => {
    expect(queryString('', { bundesland: '', kataster: '' }, { key: 'name', direction: 'asc' }, 1, 25)).toEqual([
      ['order', 'name.asc,client_id.asc'],
      ['limit', '25'],
      ['offset', '0'],
    ]);
  });

  it('sends Land, cadastre, every search word over the remembered columns, sort and page', () => {
    const word = (text: string) =>
      `or(${['name', 'name_zusatz', 'strasse', 'plz', 'ort', 'ap_vorname', 'ap_nachname']
        .map((column) => `${column}.ilike.*${text}*`)
        .join(',')})`;
    expect(
      queryString('wald köhler', { bundesland: 'BW', kataster: 'aus' }, { key: 'ort', direction: 'desc' }, 3, 25),
    ).toEqual([
      ['bundesland', 'eq.BW'],
      ['kataster_status', 'is.false'],
      ['and', `(${word('wald')},${word('köhler')})`],
      ['order', 'ort.desc.nullslast,client_id.desc'],
      ['limit', '25'],
      ['offset', '50'],
    ]);
  });

  it('asks for switched-on cadastres, and the default order when the sort is switched off', () => {
    expect(queryString('', { bundesland: '', kataster: 'an' }, null, 2, 25)).toEqual([
      ['kataster_status', 'is.true'],
      ['order', 'name.asc,client_id.asc'],
      ['limit', '25'],
      ['offset', '25'],
    ]);
  });
});
