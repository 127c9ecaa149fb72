import { describe, expect, it } from 'vitest';
import { listSearchParams, type ListQuery } from '../../../api/listQuery';
import { cadastreListQuery } from './cadastreListQuery';
import { forecastListQuery } from './forecastListQuery';
import { outboxListQuery } from './outboxListQuery';

const queryString = <Row>(query: ListQuery<Row>) => decodeURIComponent(listSearchParams(query).toString());

describe('forecastListQuery', () => {
  it('asks for the year by date, the id breaking ties', () => {
    expect(
      queryString(
        forecastListQuery({
          search: '',
          filters: { year: 2026, art: '' },
          sort: { key: 'datum', direction: 'asc' },
          page: 1,
          pageSize: 25,
        }),
      ),
    ).toBe('datum=gte.2026-01-01&datum=lte.2026-12-31&order=datum.asc,id.asc&limit=25&offset=0');
  });

  it('sends the kind, the search in the kind, a sort by kind and the page; no sort is the date', () => {
    const request = { search: 'kataster', filters: { year: 2025, art: 'Beratung' }, page: 3, pageSize: 25 };
    expect(queryString(forecastListQuery({ ...request, sort: { key: 'art', direction: 'desc' } }))).toBe(
      'datum=gte.2025-01-01&datum=lte.2025-12-31&art=eq.Beratung&suche=ilike.*kataster*&order=art.desc,datum.desc,id.desc&limit=25&offset=50',
    );
    expect(queryString(forecastListQuery({ ...request, search: '', sort: null }))).toContain('order=datum.asc,id.asc');
  });
});

describe('cadastreListQuery', () => {
  it('asks for the cadastre first, the client id breaking ties', () => {
    expect(
      queryString(
        cadastreListQuery({
          search: '',
          filters: { kataster: '' },
          sort: { key: 'kataster', direction: 'desc' },
          page: 1,
          pageSize: 25,
        }),
      ),
    ).toBe('order=kataster_status.desc,client_id.desc&limit=25&offset=0');
  });

  it('sends the cadastre filter, the search in the name, a sort by georeferenced maps and the page', () => {
    expect(
      queryString(
        cadastreListQuery({
          search: 'wald',
          filters: { kataster: 'aus' },
          sort: { key: 'georeferenziert', direction: 'asc' },
          page: 2,
          pageSize: 25,
        }),
      ),
    ).toBe(
      'kataster_status=is.false&suche=ilike.*wald*&order=karten_georeferenziert.asc,client_id.asc&limit=25&offset=25',
    );
  });
});

describe('outboxListQuery', () => {
  it('asks for the newest mails first, the id breaking ties; no sort is the same', () => {
    const request = { search: '', filters: { zustand: '' as const }, page: 1, pageSize: 25 };
    const expected = 'order=created_at.desc,id.desc&limit=25&offset=0';
    expect(queryString(outboxListQuery({ ...request, sort: { key: 'geschrieben', direction: 'desc' } }))).toBe(
      expected,
    );
    expect(queryString(outboxListQuery({ ...request, sort: null }))).toBe(expected);
  });

  it('sends the state, each search word in recipient or subject, a sort by recipient and the page', () => {
    expect(
      queryString(
        outboxListQuery({
          search: 'käfermeldung bettina',
          filters: { zustand: 'fehlgeschlagen' },
          sort: { key: 'empfaenger', direction: 'asc' },
          page: 2,
          pageSize: 25,
        }),
      ),
    ).toBe(
      'zustand=eq.fehlgeschlagen&and=(suche.ilike.*kafermeldung*,suche.ilike.*bettina*)' +
        '&order=recipient.asc,id.asc&limit=25&offset=25',
    );
  });
});
