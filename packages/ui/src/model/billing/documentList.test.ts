import { describe, expect, it } from 'vitest';
import type { InvoiceListRow, OfferListRow } from '../resultRows';
import { invoiceListRows, offerListRows } from './documentList';

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

  it('maps offers with their status and sign, never archived', () => {
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
    expect(offers.map((r) => [r.id, r.status, r.sign, r.archiviert, r.grossCents])).toEqual([
      [9, 'angenommen', 'ohne', false, 1190],
      [10, 'entwurf', 'ohne', false, 1190],
    ]);
  });
});
