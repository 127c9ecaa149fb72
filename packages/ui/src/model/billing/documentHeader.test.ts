import { describe, expect, it } from 'vitest';
import type { Rechnung } from '../entities';
import {
  EMPTY_HEADER,
  headerFormOf,
  invoiceOfHeader,
  invoiceUpdateParams,
  offerUpdateParams,
  validateHeader,
} from './documentHeader';
import { defaultInvoiceTerms, invoiceTermsOf, type InvoiceTermsFields } from './einvoice';

const invoice: Rechnung = {
  id: 7,
  bearbeiter: null,
  le_date: null,
  rn_datum: '2026-03-02',
  anrede: 'Sehr geehrte Damen und Herren,',
  anschreiben: null,
  zuerl: '',
  ust_satz: 19,
  client_id: 3,
  archiviert: false,
};

describe('the document header', () => {
  it('defaults the editor to the signed-in user', () => {
    expect(headerFormOf({ kind: 'rechnung', document: invoice }, 'admin@waldmonitor.de').bearbeiter).toBe(
      'admin@waldmonitor.de',
    );
    expect(
      headerFormOf({ kind: 'rechnung', document: { ...invoice, bearbeiter: 'Anna' } }, 'admin@waldmonitor.de')
        .bearbeiter,
    ).toBe('Anna');
  });

  it('refuses letter texts longer than the printed letter takes', () => {
    const values = headerFormOf(
      { kind: 'angebot', document: { ...invoice, an_datum: '2026-03-02', status: 'entwurf', sign: 'ohne' } },
      null,
    );
    expect(
      validateHeader(
        { ...values, anrede: 'A'.repeat(201), anschreiben: 'x'.repeat(3000), zuerl: 'z'.repeat(10_000) },
        'angebot',
        null,
      ),
    ).toEqual({
      anrede: 'Bitte höchstens 200 Zeichen eingeben (jetzt 201).',
      zuerl: 'Bitte höchstens 3.000 Zeichen eingeben (jetzt 10.000).',
    });
  });

  it('refuses a date outside the neighbours’ range and a service date after the invoice date', () => {
    const values = headerFormOf({ kind: 'rechnung', document: invoice }, null);
    const range = { min_datum: '2026-02-01', max_datum: '2026-04-01' };
    expect(validateHeader({ ...values, datum: '2026-01-31' }, 'rechnung', range)).toEqual({
      datum: 'Das Datum darf nicht vor dem 01.02.2026 liegen, damit die Nummern in Datumsfolge bleiben.',
    });
    expect(validateHeader({ ...values, datum: '2026-04-02' }, 'rechnung', range).datum).toBe(
      'Das Datum darf nicht nach dem 01.04.2026 liegen, damit die Nummern in Datumsfolge bleiben.',
    );
    expect(validateHeader({ ...values, le_date: '2026-03-03' }, 'rechnung', range)).toEqual({
      le_date: 'Das Leistungsdatum darf nicht nach dem Rechnungsdatum liegen.',
    });
    expect(validateHeader({ ...values, datum: '' }, 'angebot', null)).toEqual({
      datum: 'Bitte ein Angebotsdatum eingeben.',
    });
  });

  it('sends blank texts as null and the rate as a number (the client sends it as text)', () => {
    const values = { ...headerFormOf({ kind: 'rechnung', document: invoice }, 'Anna'), ust_satz: '7' };
    expect(invoiceUpdateParams(7, values)).toEqual({
      invoice_id: 7,
      bearbeiter: 'Anna',
      anrede: 'Sehr geehrte Damen und Herren,',
      anschreiben: null,
      zuerl: null,
      ust_satz: 7,
      rn_datum: '2026-03-02',
      le_date: null,
      art: 'rechnung',
      bezug_id: null,
      abzuege: '',
      zahlungsziel_tage: 14,
      skonto_prozent: null,
      skonto_tage: null,
      le_von: null,
      le_bis: null,
      ust_kategorie: 'S',
      befreiungsgrund: null,
      kaeufer_ustid: null,
      aufbewahrung_hinweis: null,
    });
    expect(offerUpdateParams(3, { ...values, status: 'angenommen', sign: 'bearbeiter' })).toMatchObject({
      offer_id: 3,
      an_datum: '2026-03-02',
      status: 'angenommen',
      sign: 'bearbeiter',
    });
  });

  it('checks the invoice terms at their fields and sends them (Skonto with a decimal comma, the final invoice’s numbers)', () => {
    const values = headerFormOf({ kind: 'rechnung', document: invoice }, 'Anna');
    expect(validateHeader({ ...values, skonto_prozent: '2' }, 'rechnung', null)).toEqual({
      skonto_tage: 'Skonto braucht Prozentsatz und Frist.',
    });
    expect(validateHeader({ ...values, le_von: '2026-02-10', le_bis: '2026-02-01' }, 'rechnung', null)).toEqual({
      le_bis: 'Der Zeitraum endet vor seinem Beginn.',
    });
    expect(validateHeader({ ...values, ust_kategorie: 'AE', ust_satz: '0' }, 'rechnung', null)).toEqual({
      kaeufer_ustid: 'Bei § 13b braucht die Rechnung die USt-IdNr. des Kunden.',
    });
    expect(validateHeader({ ...values, art: 'schluss', abzuege: 'x' }, 'rechnung', null)).toMatchObject({
      abzuege: expect.stringContaining('durch Kommas getrennt'),
    });
    const params = invoiceUpdateParams(7, {
      ...values,
      art: 'schluss',
      abzuege: '38, 45',
      skonto_prozent: '2,5',
      skonto_tage: '10',
      aufbewahrung_hinweis: 'nein',
    });
    expect(params).toMatchObject({
      art: 'schluss',
      abzuege: '38,45',
      skonto_prozent: 2.5,
      skonto_tage: 10,
      aufbewahrung_hinweis: false,
    });
  });

  it('reads the terms from one declaration: the empty form, the editor, the call and the checklist', () => {
    expect(invoiceOfHeader(7, EMPTY_HEADER).terms).toEqual(defaultInvoiceTerms(7));
    const stored = {
      art: 'rechnung',
      bezug_id: null,
      bezug_datum: null,
      abzuege: [],
      zahlungsziel_tage: 30,
      skonto_prozent: 2.5,
      skonto_tage: 10,
      le_von: '2026-02-01',
      le_bis: '2026-02-28',
      ust_kategorie: 'E',
      befreiungsgrund: 'Steuerfrei nach § 4 Nr. 12 UStG',
      kaeufer_ustid: null,
      aufbewahrung_hinweis: true,
    } satisfies InvoiceTermsFields;
    const values = headerFormOf({ kind: 'rechnung', document: { ...invoice, ...stored, ust_satz: 0 } }, 'Anna');
    expect(values).toMatchObject({
      art: 'rechnung',
      bezug_id: '',
      abzuege: '',
      zahlungsziel_tage: '30',
      skonto_prozent: '2.5',
      skonto_tage: '10',
      le_von: '2026-02-01',
      le_bis: '2026-02-28',
      ust_kategorie: 'E',
      befreiungsgrund: 'Steuerfrei nach § 4 Nr. 12 UStG',
      kaeufer_ustid: '',
      aufbewahrung_hinweis: 'ja',
    });
    const { bezug_datum: _date, abzuege: _deductions, ...sent } = stored;
    expect(invoiceUpdateParams(7, values)).toMatchObject({ ...sent, abzuege: '' });
    expect(invoiceOfHeader(7, values)).toEqual({
      invoice: expect.objectContaining({ id: 7, rn_datum: '2026-03-02', le_date: null, ust_satz: 0, zuerl: null }),
      terms: invoiceTermsOf({ id: 7, ...stored }),
    });
  });
});
