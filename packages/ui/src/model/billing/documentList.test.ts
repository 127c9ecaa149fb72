import { describe, expect, it } from 'vitest';
import type { InvoiceListRow, OfferListRow } from '../resultRows';
import {
  NO_DOCUMENT_FILTER,
  documentYears,
  filterDocuments,
  invoiceListRows,
  offerListRows,
  sumDocuments,
} from './documentList';

const invoice = (id: number, rn_datum: string, netto: number, extra: Partial<InvoiceListRow> = {}): InvoiceListRow => ({
  id,
  rn_datum,
  netto,
  bearbeiter: 'Anna Albrecht',
  le_date: null,
  anrede: null,
  anschreiben: null,
  zuerl: null,
  ust_satz: 19,
  client_id: 2,
  client_name: 'Forstbetrieb Ost',
  archiviert: false,
  ...extra,
});

const rows = invoiceListRows([
  invoice(1, '2024-03-01', 100, { archiviert: true }),
  invoice(2, '2025-06-10', 1234.56, { client_id: 3, client_name: 'Stadt Calw', ust_satz: 7 }),
  invoice(3, '2025-12-31', -50, { bearbeiter: 'Bernd Berger' }),
]);

describe('the document list', () => {
  it('computes net and gross cents from the service net and the rate', () => {
    expect(rows.map((r) => [r.netCents, r.grossCents])).toEqual([
      [10000, 11900],
      [123456, 132098],
      [-5000, -5950],
    ]);
  });

  it('filters by client, year, archived and search, and sums what is shown', () => {
    expect(filterDocuments(rows, { ...NO_DOCUMENT_FILTER, client: '3' }).map((r) => r.id)).toEqual([2]);
    expect(filterDocuments(rows, { ...NO_DOCUMENT_FILTER, year: '2025' }).map((r) => r.id)).toEqual([2, 3]);
    expect(filterDocuments(rows, { ...NO_DOCUMENT_FILTER, archiv: 'ja' }).map((r) => r.id)).toEqual([1]);
    expect(filterDocuments(rows, { ...NO_DOCUMENT_FILTER, archiv: 'nein' }).map((r) => r.id)).toEqual([2, 3]);
    expect(filterDocuments(rows, { ...NO_DOCUMENT_FILTER, query: 'berger' }).map((r) => r.id)).toEqual([3]);
    expect(filterDocuments(rows, { ...NO_DOCUMENT_FILTER, query: 'calw' }).map((r) => r.id)).toEqual([2]);
    expect(sumDocuments(filterDocuments(rows, { ...NO_DOCUMENT_FILTER, year: '2025' }))).toEqual({
      netCents: 118456,
      grossCents: 126148,
    });
    expect(documentYears(rows)).toEqual(['2025', '2024']);
  });

  it('filters offers by status', () => {
    const offer: OfferListRow = {
      id: 9,
      an_datum: '2026-01-02',
      netto: 10,
      bearbeiter: null,
      anrede: null,
      anschreiben: null,
      zuerl: null,
      ust_satz: 19,
      status: 'angenommen',
      sign: 'ohne',
      client_id: null,
      client_name: null,
    };
    const offers = offerListRows([offer, { ...offer, id: 10, status: 'entwurf' }]);
    expect(filterDocuments(offers, { ...NO_DOCUMENT_FILTER, status: 'angenommen' }).map((r) => r.id)).toEqual([9]);
  });
});
