import type { QueueListFilter } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { createDataClient } from '../../../api/client';
import { listSearchParams } from '../../../api/listQuery';
import { listPage } from '../../../api/listPage';
import { listQuery, type ListRequest } from '../../../lists/defineList';
import { REVIEW_LIST, cellConditions } from './reviewListQuery';

const OPEN = { filter: { status: 'offen' }, search: '', sort: null, page: 1 } as const;

const reviewListQuery = (cell: Parameters<typeof cellConditions>[0], view: ListRequest<QueueListFilter>) =>
  listQuery(REVIEW_LIST, view, cellConditions(cell));

const queryString = (...args: Parameters<typeof reviewListQuery>) =>
  decodeURIComponent(listSearchParams(reviewListQuery(...args)).toString());

describe('a cell’s records as the data service is asked for them (GET /kaefer_liste)', () => {
  it('sends the cell’s Land and species, the open status, the newest find first and page 2', async () => {
    const sent: string[] = [];
    const client = createDataClient({
      baseUrl: '/data',
      getToken: () => null,
      fetch: async (input, init) => {
        sent.push(`${init?.method} ${decodeURIComponent(String(input))}`);
        return new Response('[]', { status: 200, headers: { 'Content-Range': '*/60' } });
      },
    });
    await listPage(client, 'getKaeferListe', {}, reviewListQuery({ land: 'BY', art: 3 }, { ...OPEN, page: 2 }));
    expect(sent).toEqual([
      'GET /data/kaefer_liste?bundesland=eq.BY&art=eq.3&status=in.(gemeldet,in_pruefung,bestaetigt)' +
        '&order=fund_datum.desc,id.desc&limit=50&offset=50',
    ]);
  });

  it('asks "ohne" Land and species as no value, with the search and the chosen sort', () => {
    expect(
      queryString(
        { land: null, art: null },
        { ...OPEN, filter: { status: 'alle' }, search: 'eich', sort: { key: 'bearbeiter', direction: 'asc' } },
      ),
    ).toBe(
      'bundesland=is.null&art=is.null' +
        '&suche=ilike.*eich*' +
        '&order=letzter_bearbeiter.asc.nullslast,id.asc&limit=50&offset=0',
    );
  });

  it('asks a species in every Land with one status, sorted by number', () => {
    expect(
      queryString(
        { land: 'alle', art: 2 },
        { ...OPEN, filter: { status: 'rueckfrage' }, sort: { key: 'id', direction: 'desc' } },
      ),
    ).toBe('art=eq.2&status=eq.rueckfrage&order=id.desc&limit=50&offset=0');
  });

  it('sends the default order when the sort is the newest find first', () => {
    expect(queryString({ land: 'SN', art: 'alle' }, { ...OPEN, sort: { key: 'fund', direction: 'desc' } })).toBe(
      'bundesland=eq.SN&status=in.(gemeldet,in_pruefung,bestaetigt)&order=fund_datum.desc,id.desc&limit=50&offset=0',
    );
  });
});
