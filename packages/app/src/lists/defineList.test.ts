import type { BenutzerRow } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { listSearchParams } from '../api/listQuery';
import { choiceFilter, defineList, equals, listKeys, listQuery, type ListFilter } from './defineList';

type Row = BenutzerRow;
type Filter = { role: '' | 'ogf_admin' | 'ogf_expert'; asked: boolean };

/** Either a user who asked for expert rights or one who did not: an `or` of its own. */
const asked: ListFilter<boolean, Row> = {
  key: 'gefragt',
  parse: (raw) => raw === 'ja',
  format: (value) => (value ? 'ja' : null),
  where: (value) =>
    value
      ? [
          {
            op: 'or',
            conditions: [
              { column: 'app_status', op: 'eq', value: 'ogf_expert_query' },
              { column: 'app_status', op: 'eq', value: 'ogf_expert' },
            ],
          },
        ]
      : [],
};

const LIST = defineList<'getBenutzer', Filter>({
  call: 'getBenutzer',
  where: [{ column: 'berufsgruppe', op: 'is', value: null }],
  filters: { role: choiceFilter('rolle', ['ogf_admin', 'ogf_expert'], equals('app_status')), asked },
  sorts: { name: [{ column: 'last_name', nulls: 'last' }], email: [{ column: 'email' }] },
  defaultSort: { key: 'name', direction: 'asc' },
  rowKey: 'user_id',
  pageSize: 20,
});

const queryString = (...args: Parameters<typeof listQuery<'getBenutzer', Filter>>) =>
  decodeURIComponent(listSearchParams(listQuery(...args)).toString());

const FIRST = { search: '', filter: { role: '', asked: false }, sort: null, page: 1 } as const;

describe('a declared list as the data service is asked for it', () => {
  it.each([
    [
      'no filter, no sort: the list’s own conditions, the default order, page 1',
      FIRST,
      'berufsgruppe=is.null&order=last_name.asc.nullslast,user_id.asc&limit=20&offset=0',
    ],
    [
      'a choice, a descending sort and page 3',
      { ...FIRST, filter: { role: 'ogf_admin', asked: false }, sort: { key: 'email', direction: 'desc' }, page: 3 },
      'berufsgruppe=is.null&app_status=eq.ogf_admin&order=email.desc,user_id.desc&limit=20&offset=40',
    ],
    [
      'an unknown sort key: the default sort’s terms in its direction',
      { ...FIRST, sort: { key: 'passwort', direction: 'desc' } },
      'berufsgruppe=is.null&order=last_name.desc.nullslast,user_id.desc&limit=20&offset=0',
    ],
    [
      'a filter’s tree and the search’s words: one `and` after the plain conditions',
      { ...FIRST, filter: { role: '', asked: true }, search: 'eich erik' },
      'berufsgruppe=is.null&and=(or(app_status.eq.ogf_expert_query,app_status.eq.ogf_expert),suche.ilike.*eich*,suche.ilike.*erik*)' +
        '&order=last_name.asc.nullslast,user_id.asc&limit=20&offset=0',
    ],
  ] as const)('%s', (_, request, expected) => {
    expect(queryString(LIST, request)).toBe(expected);
  });

  it('puts conditions from outside the address first', () => {
    expect(queryString(LIST, FIRST, [{ column: 'email', op: 'eq', value: 'a@b.example' }])).toBe(
      'email=eq.a@b.example&berufsgruppe=is.null&order=last_name.asc.nullslast,user_id.asc&limit=20&offset=0',
    );
  });

  it('without a default sort, no sort is the row’s key ascending', () => {
    expect(queryString({ ...LIST, defaultSort: null }, FIRST)).toContain('order=user_id.asc&');
  });

  it('names the URL keys, with a prefix where two lists share an address', () => {
    expect(listKeys({})).toEqual({ search: 'suche', sort: 'sortierung', page: 'seite' });
    expect(listKeys({ keyPrefix: 'nutzer_' })).toEqual({
      search: 'nutzer_suche',
      sort: 'nutzer_sortierung',
      page: 'nutzer_seite',
    });
  });
});
