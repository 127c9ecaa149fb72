import type { OpenItemsFilter } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { listSearchParams } from '../../../api/listQuery';
import { listQuery, type ListRequest } from '../../../lists/defineList';
import { OPEN_ITEMS_LIST } from './OpenItemsSection';

const FIRST = { filter: { client: '', age: '', level: '' }, search: '', sort: null, page: 1 } as const;

const queryString = (request: ListRequest<OpenItemsFilter>) =>
  decodeURIComponent(listSearchParams(listQuery(OPEN_ITEMS_LIST, request)).toString());

describe('the Offene Posten as the data service is asked for them', () => {
  it.each<[string, Partial<ListRequest<OpenItemsFilter>>, string]>([
    ['the first page, soonest due first', {}, 'order=faellig_am.asc,id.asc&limit=25&offset=0'],
    [
      'every overdue item',
      { filter: { client: '', age: 'ueberfaellig', level: '' } },
      'tage_ueberfaellig=gt.0&order=faellig_am.asc,id.asc&limit=25&offset=0',
    ],
    [
      "one client's items of one age bucket",
      { filter: { client: '7', age: '31-60', level: '' } },
      'client_id=eq.7&altersklasse=eq.31-60&order=faellig_am.asc,id.asc&limit=25&offset=0',
    ],
    [
      'the credits, largest amount first, page 2',
      { filter: { client: '', age: 'guthaben', level: '' }, sort: { key: 'offen', direction: 'desc' }, page: 2 },
      'altersklasse=eq.guthaben&order=offen.desc,id.desc&limit=25&offset=25',
    ],
    [
      'a word of the client and an invoice number',
      { search: ' stadt 2026031 ', sort: { key: 'kunde', direction: 'asc' } },
      'and=(client_name.ilike.*stadt*,or(client_name.ilike.*2026031*,id.eq.2026031))' +
        '&order=client_name.asc.nullslast,id.asc&limit=25&offset=0',
    ],
    [
      'the overdue items already reminded',
      { filter: { client: '', age: 'ueberfaellig', level: 'gemahnt' } },
      'tage_ueberfaellig=gt.0&mahnstufe=gt.0&order=faellig_am.asc,id.asc&limit=25&offset=0',
    ],
    [
      'the items not yet reminded',
      { filter: { client: '', age: '', level: 'keine' } },
      'mahnstufe=eq.0&order=faellig_am.asc,id.asc&limit=25&offset=0',
    ],
    [
      'the items at level 2',
      { filter: { client: '', age: '', level: '2' } },
      'mahnstufe=eq.2&order=faellig_am.asc,id.asc&limit=25&offset=0',
    ],
    ['by invoice number', { sort: { key: 'rechnung', direction: 'desc' } }, 'order=id.desc&limit=25&offset=0'],
  ])('asks for %s', (_, request, expected) => {
    expect(queryString({ ...FIRST, ...request })).toBe(expected);
  });

  it.each<[string | null, OpenItemsFilter]>([
    [null, { client: '', age: '', level: '' }],
    ['ueberfaellig', { client: '', age: 'ueberfaellig', level: '' }],
    ['ueber-90', { client: '', age: 'ueber-90', level: '' }],
    ['bald', { client: '', age: '', level: '' }],
  ])('reads alter=%s from the address', (raw, filter) => {
    expect(OPEN_ITEMS_LIST.filters.age.parse(raw)).toBe(filter.age);
  });

  it.each<[string | null, OpenItemsFilter['level']]>([
    ['gemahnt', 'gemahnt'],
    ['3', '3'],
    ['5', ''],
    [null, ''],
  ])('reads stufe=%s from the address', (raw, level) => {
    expect(OPEN_ITEMS_LIST.filters.level.parse(raw)).toBe(level);
  });

  it.each<[string | null, string]>([
    ['12', '12'],
    ['0', ''],
    ['12a', ''],
    [null, ''],
  ])('reads kunde=%s from the address', (raw, client) => {
    expect(OPEN_ITEMS_LIST.filters.client.parse(raw)).toBe(client);
  });
});
