import type { BenutzerRow } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { containsPattern, listSearchParams, parseContentRange, searchConditions } from './listQuery';

const decoded = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('listSearchParams writes PostgREST query strings', () => {
  it('filters, a search tree, the order and the page', () => {
    const params = listSearchParams<BenutzerRow>({
      where: [
        { column: 'app_status', op: 'eq', value: 'ogf_admin' },
        { column: 'mail_new', op: 'is', value: true },
        { column: 'reg_date', op: 'gte', value: '2024-01-01' },
        ...searchConditions<BenutzerRow>('eich'),
      ],
      order: [
        { column: 'last_name', nulls: 'last' },
        { column: 'user_id', descending: true },
      ],
      limit: 50,
      offset: 100,
    });
    expect(decoded(params)).toBe(
      'app_status=eq.ogf_admin&mail_new=is.true&reg_date=gte.2024-01-01' +
        '&suche=ilike.*eich*' +
        '&order=last_name.asc.nullslast,user_id.desc&limit=50&offset=100',
    );
  });

  it('quotes reserved characters inside a logic tree and an `in` list, not at the top level', () => {
    const params = listSearchParams<BenutzerRow>({
      where: [
        { column: 'email', op: 'eq', value: 'a.b@forst.example' },
        { column: 'app_status', op: 'in', value: ['ogf_new', 'x,y', 'say "hi"'] },
        ...searchConditions<BenutzerRow>('anfrage@waldmonitor.example 12', { number: 'user_id' }),
      ],
      limit: 10,
      offset: 0,
    });
    expect([...params]).toEqual([
      ['email', 'eq.a.b@forst.example'],
      ['app_status', 'in.(ogf_new,"x,y","say \\"hi\\"")'],
      ['and', '(suche.ilike."*anfrage@waldmonitor.example*",or(suche.ilike.*12*,user_id.eq.12))'],
      ['limit', '10'],
      ['offset', '0'],
    ]);
  });

  it('several search words: every word in the search column, as one `and` tree', () => {
    expect(searchConditions<BenutzerRow>('  Erik   Eich ')).toEqual([
      {
        op: 'and',
        conditions: [
          { column: 'suche', op: 'ilike', value: '*Erik*' },
          { column: 'suche', op: 'ilike', value: '*Eich*' },
        ],
      },
    ]);
    expect(searchConditions<BenutzerRow>('   ')).toEqual([]);
  });

  it('a search word without its accents, as the service unaccents the search column', () => {
    expect(
      decoded(listSearchParams<BenutzerRow>({ where: searchConditions('Müller Straße'), limit: 5, offset: 0 })),
    ).toBe('and=(suche.ilike.*Muller*,suche.ilike.*Strasse*)&limit=5&offset=0');
    expect(searchConditions<BenutzerRow>('MÜLLER')).toEqual([{ column: 'suche', op: 'ilike', value: '*MULLER*' }]);
  });

  it('a word of digits may be the number column instead', () => {
    expect(searchConditions<BenutzerRow>('17', { number: 'user_id' })).toEqual([
      {
        op: 'or',
        conditions: [
          { column: 'suche', op: 'ilike', value: '*17*' },
          { column: 'user_id', op: 'eq', value: 17 },
        ],
      },
    ]);
    expect(searchConditions<BenutzerRow>('17')).toEqual([{ column: 'suche', op: 'ilike', value: '*17*' }]);
  });

  it('another search column where the list has one (the client choices: name_suche)', () => {
    expect(searchConditions<BenutzerRow>('Wäld', { column: 'name_suche' })).toEqual([
      { column: 'name_suche', op: 'ilike', value: '*Wald*' },
    ]);
  });

  it("the search text's wildcards stand for one character", () => {
    expect(containsPattern('50%')).toBe('*50_*');
    expect(containsPattern('a*b\\c')).toBe('*a_b_c*');
    expect(containsPattern('max_muster')).toBe('*max_muster*');
  });
});

describe('parseContentRange', () => {
  it.each([
    ['0-49/1234', { from: 0, to: 49, total: 1234 }],
    ['50-99/*', { from: 50, to: 99, total: null }],
    ['*/0', { from: 0, to: -1, total: 0 }],
    ['*/66', { from: 0, to: -1, total: 66 }],
    ['items 0-9/10', { from: 0, to: 9, total: 10 }],
  ])('%s', (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });

  it('null for a missing or garbled header', () => {
    expect(parseContentRange(null)).toBeNull();
    expect(parseContentRange('bytes=0-5')).toBeNull();
  });
});
