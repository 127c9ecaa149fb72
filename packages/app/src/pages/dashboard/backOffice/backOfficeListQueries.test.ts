import { describe, expect, it } from 'vitest';
import { listSearchParams, type ListQuery } from '../../../api/listQuery';
import { listQuery } from '../../../lists/defineList';
import { CADASTRE_LIST } from './cadastreListQuery';
import { forecastList } from './forecastListQuery';
import { OUTBOX_LIST } from './OutboxSection';

const FORECASTS = forecastList(2026);

const queryString = <Row>(query: ListQuery<Row>) => decodeURIComponent(listSearchParams(query).toString());

describe('the forecasts list', () => {
  it('asks for the year by date, the id breaking ties', () => {
    expect(
      queryString(
        listQuery(FORECASTS, {
          search: '',
          filter: { year: 2026, art: '' },
          sort: { key: 'datum', direction: 'asc' },
          page: 1,
        }),
      ),
    ).toBe('datum=gte.2026-01-01&datum=lte.2026-12-31&order=datum.asc,id.asc&limit=25&offset=0');
  });

  it('sends the kind, the search in the kind, a sort by kind and the page; no sort is the date', () => {
    const request = { search: 'kataster', filter: { year: 2025, art: 'Beratung' }, page: 3 };
    expect(queryString(listQuery(FORECASTS, { ...request, sort: { key: 'art', direction: 'desc' } }))).toBe(
      'datum=gte.2025-01-01&datum=lte.2025-12-31&art=eq.Beratung&suche=ilike.*kataster*&order=art.desc,datum.desc,id.desc&limit=25&offset=50',
    );
    expect(queryString(listQuery(FORECASTS, { ...request, search: '', sort: null }))).toContain(
      'order=datum.asc,id.asc',
    );
  });
});

describe('the cadastre list', () => {
  it('asks for the cadastre first, the client id breaking ties', () => {
    expect(
      queryString(
        listQuery(CADASTRE_LIST, {
          search: '',
          filter: { kataster: '' },
          sort: { key: 'kataster', direction: 'desc' },
          page: 1,
        }),
      ),
    ).toBe('order=kataster_status.desc,client_id.desc&limit=25&offset=0');
  });

  it('sends the cadastre filter, the search in the name, a sort by georeferenced maps and the page', () => {
    expect(
      queryString(
        listQuery(CADASTRE_LIST, {
          search: 'wald',
          filter: { kataster: 'aus' },
          sort: { key: 'georeferenziert', direction: 'asc' },
          page: 2,
        }),
      ),
    ).toBe(
      'kataster_status=is.false&suche=ilike.*wald*&order=karten_georeferenziert.asc,client_id.asc&limit=25&offset=25',
    );
  });
});

describe('the Postausgang', () => {
  it('asks for the newest mails first, the id breaking ties; no sort is the same', () => {
    const request = { search: '', filter: { zustand: '' as const }, page: 1 };
    const expected = 'order=created_at.desc,id.desc&limit=25&offset=0';
    expect(queryString(listQuery(OUTBOX_LIST, { ...request, sort: { key: 'geschrieben', direction: 'desc' } }))).toBe(
      expected,
    );
    expect(queryString(listQuery(OUTBOX_LIST, { ...request, sort: null }))).toBe(expected);
  });

  it('sends the state, each search word in recipient or subject, a sort by recipient and the page', () => {
    expect(
      queryString(
        listQuery(OUTBOX_LIST, {
          search: 'käfermeldung bettina',
          filter: { zustand: 'fehlgeschlagen' },
          sort: { key: 'empfaenger', direction: 'asc' },
          page: 2,
        }),
      ),
    ).toBe(
      'zustand=eq.fehlgeschlagen&and=(suche.ilike.*kafermeldung*,suche.ilike.*bettina*)' +
        '&order=recipient.asc,id.asc&limit=25&offset=25',
    );
  });
});
