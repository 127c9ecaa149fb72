import type { DocumentFilter, DocumentKind } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import type { ListName } from '../../../api';
import { listSearchParams } from '../../../api/listQuery';
import { listQuery, type ListRequest } from '../../../lists/defineList';
import { DOCUMENT_LISTS, totalsParams } from './documentListQuery';

const NO_FILTER = { client: '', status: '', archiv: '', von: '', bis: '' } as const;
const FIRST = { search: '', sort: { key: 'id', direction: 'desc' }, page: 1 } as const;

const queryString = (kind: DocumentKind, request: ListRequest<DocumentFilter>) =>
  decodeURIComponent(listSearchParams(listQuery<ListName, DocumentFilter>(DOCUMENT_LISTS[kind], request)).toString());

describe('the invoice and offer lists as the data service is asked for them', () => {
  it('asks for the first page newest number first, as a_get_invoices and a_get_offers ordered', () => {
    expect(queryString('rechnung', { ...FIRST, filter: NO_FILTER })).toBe('order=id.desc&limit=25&offset=0');
    expect(queryString('angebot', { ...FIRST, filter: NO_FILTER, sort: null })).toBe('order=id.desc&limit=25&offset=0');
  });

  it('puts filters, a number and words of the search, the sort and the page in the query', () => {
    expect(
      queryString('rechnung', {
        filter: { ...NO_FILTER, client: '3', archiv: 'ja', von: '2025-01-01', bis: '2025-12-31' },
        search: ' stadt 17 ',
        sort: { key: 'datum', direction: 'asc' },
        page: 3,
      }),
    ).toBe(
      'client_id=eq.3&archiviert=is.true&rn_datum=gte.2025-01-01&rn_datum=lte.2025-12-31' +
        '&and=(suche.ilike.*stadt*,or(suche.ilike.*17*,id.eq.17))' +
        '&order=rn_datum.asc,id.asc&limit=25&offset=50',
    );
  });

  it('filters offers by status and their own date, names last when sorted by client descending', () => {
    expect(
      queryString('angebot', {
        ...FIRST,
        filter: { ...NO_FILTER, status: 'versendet', von: '2026-01-01', archiv: 'ja' },
        sort: { key: 'client', direction: 'desc' },
      }),
    ).toBe('status=eq.versendet&an_datum=gte.2026-01-01&order=client_name.desc.nullslast,id.desc&limit=25&offset=0');
  });

  it('gives the sums the same filter and search as arguments', () => {
    expect(totalsParams({ ...NO_FILTER, client: '3', bis: '2025-12-31' }, ' stadt ')).toEqual({
      suche: 'stadt',
      client_id: 3,
      von: null,
      bis: '2025-12-31',
    });
  });
});
