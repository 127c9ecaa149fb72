import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { JournalRow } from '../contract';
import { csvAmount, JOURNAL_CSV_COLUMNS, journalCsvHeader, journalCsvLine } from './billingCsv';

const invoice: JournalRow = {
  schluessel: '2026-03-09/R/0000000060',
  art: 'rechnung',
  nummer: 60,
  datum: '2026-03-09',
  client_id: 1,
  kunde: 'Forstbetrieb „Am Hang“; Nord "Süd"',
  ust_satz: 19,
  netto: 1234567.5,
  ust: 234567.83,
  brutto: 1469135.33,
  faellig_am: '2026-03-23',
  rechnung_nr: null,
  referenz: null,
};
const creditNote: JournalRow = {
  ...invoice,
  schluessel: '2026-04-01/R/0000000061',
  art: 'gutschrift',
  nummer: 61,
  datum: '2026-04-01',
  kunde: 'Müller',
  ust_satz: 7,
  netto: -100,
  ust: -7,
  brutto: -107,
  faellig_am: null,
  rechnung_nr: 58,
};
const payment: JournalRow = {
  ...creditNote,
  schluessel: '2026-04-02/Z/0000000007',
  art: 'zahlung',
  nummer: 7,
  datum: '2026-04-02',
  ust_satz: null,
  netto: null,
  ust: null,
  brutto: 0.05,
  rechnung_nr: 60,
  referenz: 'RE 60\r\nTeilzahlung',
};

const file = journalCsvHeader() + [invoice, creditNote, payment].map(journalCsvLine).join('');
const bytes = new TextEncoder().encode(file);
/** A German amount back to a number: the comma is the decimal point (no thousands separator is written). */
const amount = (text: string | undefined) =>
  text === undefined || text === '' ? null : Number(text.replace(',', '.'));

describe('the journal CSV', () => {
  it('starts with the UTF-8 byte order mark and ends its lines with CRLF', () => {
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.split('\r\n')[0]).toBe(
      '\uFEFFBelegart;Nummer;Datum;Kundennummer;Kunde;USt-Satz (%);Netto (EUR);USt (EUR);Brutto (EUR);Fällig am;Zu Rechnung;Referenz',
    );
  });

  it('parses back with a CSV parser, column by column, with the same numbers', () => {
    const records = parse(new TextDecoder().decode(bytes), { delimiter: ';', bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(records[0]!)).toEqual([...JOURNAL_CSV_COLUMNS]);
    expect(records).toEqual([
      {
        Belegart: 'Rechnung',
        Nummer: '60',
        Datum: '09.03.2026',
        Kundennummer: '1',
        Kunde: 'Forstbetrieb „Am Hang“; Nord "Süd"',
        'USt-Satz (%)': '19',
        'Netto (EUR)': '1234567,50',
        'USt (EUR)': '234567,83',
        'Brutto (EUR)': '1469135,33',
        'Fällig am': '23.03.2026',
        'Zu Rechnung': '',
        Referenz: '',
      },
      {
        Belegart: 'Stornorechnung',
        Nummer: '61',
        Datum: '01.04.2026',
        Kundennummer: '1',
        Kunde: 'Müller',
        'USt-Satz (%)': '7',
        'Netto (EUR)': '-100,00',
        'USt (EUR)': '-7,00',
        'Brutto (EUR)': '-107,00',
        'Fällig am': '',
        'Zu Rechnung': '58',
        Referenz: '',
      },
      {
        Belegart: 'Zahlung',
        Nummer: '7',
        Datum: '02.04.2026',
        Kundennummer: '1',
        Kunde: 'Müller',
        'USt-Satz (%)': '',
        'Netto (EUR)': '',
        'USt (EUR)': '',
        'Brutto (EUR)': '0,05',
        'Fällig am': '',
        'Zu Rechnung': '60',
        Referenz: 'RE 60\r\nTeilzahlung',
      },
    ]);
    expect(records.map((r) => [amount(r['Netto (EUR)']), amount(r['USt (EUR)']), amount(r['Brutto (EUR)'])])).toEqual(
      [invoice, creditNote, payment].map((row) => [row.netto, row.ust, row.brutto]),
    );
  });
});

describe('a text a spreadsheet would run as a formula', () => {
  it.each([
    ['=HYPERLINK("http://x.example","Klick")', `"'=HYPERLINK(""http://x.example"",""Klick"")"`],
    ['+49 Forst', "'+49 Forst"],
    ['-Nord', "'-Nord"],
    ['@SUMME(A1)', "'@SUMME(A1)"],
    ['Forst = Wald', 'Forst = Wald'],
  ])('%s is written as text: %s', (kunde, cell) => {
    expect(journalCsvLine({ ...invoice, kunde }).split(';')[4]).toBe(cell);
  });
});

describe('csvAmount', () => {
  it.each([
    [1190, '1190,00'],
    [-0.3, '-0,30'],
    [-0.001, '0,00'],
    [null, ''],
  ])('writes %s as %s', (euros, written) => {
    expect(csvAmount(euros)).toBe(written);
  });
});
