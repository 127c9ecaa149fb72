import { describe, expect, it } from 'vitest';
import { decodeWindows1252 } from '../../testing/windows1252Decoder';
import type { AccountingSettingsRow, BookingRow } from '../contract';
import { DATEV_COLUMNS, datevAmount, datevBookingLine, datevHeaderLines, type DatevBatch } from './datevExtf';
import { encodeWindows1252 } from './windows1252';

const settings: AccountingSettingsRow = {
  berater_nr: 29098,
  mandant_nr: 55003,
  kontenrahmen: 'SKR03',
  wj_beginn: 1,
  sachkontenlaenge: 4,
  bankkonto: 1200,
};

const batch: DatevBatch = {
  settings,
  von: '2026-01-01',
  bis: '2026-12-31',
  bezeichnung: 'Ausgangsrechnungen 2026',
  erzeugtAm: new Date(2027, 0, 30, 14, 4, 40, 439),
};

const invoice: BookingRow = {
  schluessel: '2026-03-09/R/0000000060',
  umsatz: 1234567.5,
  soll_haben: 'S',
  konto: 10001,
  gegenkonto: 8400,
  bu_schluessel: null,
  belegdatum: '2026-03-09',
  belegfeld1: '60',
  buchungstext: 'RE 60 Forstbetrieb „Am Hang“ "Nord"',
  leistungsdatum: '2026-02-28',
  faelligkeit: '2026-03-23',
  generalumkehr: false,
};

const creditNote: BookingRow = {
  ...invoice,
  schluessel: '2026-04-01/R/0000000061',
  umsatz: 1190,
  belegdatum: '2026-04-01',
  belegfeld1: '61',
  buchungstext: 'Storno RE 60 Forstbetrieb Süd',
  leistungsdatum: null,
  faelligkeit: null,
  generalumkehr: true,
};

const payment: BookingRow = {
  ...creditNote,
  schluessel: '2026-03-20/Z/0000000007',
  umsatz: 0.05,
  konto: 1200,
  gegenkonto: 10001,
  belegdatum: '2026-03-20',
  belegfeld1: '60',
  buchungstext: 'Zahlung RE 60 Forstbetrieb Süd',
  generalumkehr: false,
};

/** The file as DATEV reads it: Windows-1252 bytes decoded, lines by CRLF, fields by `;` outside quotes. */
function readBack(bytes: Uint8Array): string[][] {
  const content = decodeWindows1252(bytes);
  expect(content.endsWith('\r\n')).toBe(true);
  expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return content
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const fields: string[] = [];
      let rest = line;
      for (;;) {
        const match = /^("(?:[^"]|"")*"|[^;"]*)(;|$)/.exec(rest);
        if (!match) throw new Error(`unreadable: ${rest}`);
        fields.push(match[1]!);
        if (match[2] === '') return fields;
        rest = rest.slice(match[0].length);
      }
    });
}

describe('the DATEV Buchungsstapel', () => {
  const file = encodeWindows1252(
    datevHeaderLines(batch) + [invoice, creditNote, payment].map((b) => datevBookingLine(b)).join(''),
  );
  const [header, columns, ...bookings] = readBack(file);

  it('reads back the 31 header fields', () => {
    expect(header).toEqual([
      '"EXTF"',
      '700',
      '21',
      '"Buchungsstapel"',
      '13',
      '20270130140440439',
      '',
      '"RE"',
      '""',
      '""',
      '29098',
      '55003',
      '20260101',
      '4',
      '20260101',
      '20261231',
      '"Ausgangsrechnungen 2026"',
      '""',
      '1',
      '0',
      '0',
      '"EUR"',
      '',
      '""',
      '',
      '',
      '"03"',
      '',
      '',
      '""',
      '""',
    ]);
  });

  it('names the 125 columns of format version 13', () => {
    expect(columns).toEqual(DATEV_COLUMNS);
    expect(columns).toHaveLength(125);
    expect([
      columns![0],
      columns![9],
      columns![13],
      columns![114],
      columns![116],
      columns![117],
      columns![124],
    ]).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Belegdatum',
      'Buchungstext',
      'Leistungsdatum',
      'Fälligkeit',
      'Generalumkehr (GU)',
      'Abw. Skontokonto',
    ]);
  });

  /** A booking's fields by column name; every other field empty. */
  const filled = (fields: string[]) =>
    Object.fromEntries(fields.flatMap((value, i) => (value === '' ? [] : [[DATEV_COLUMNS[i], value]])));

  it('reads back an invoice: debitor against revenue, quotes doubled, service and due date', () => {
    expect(bookings[0]).toHaveLength(125);
    expect(filled(bookings[0]!)).toEqual({
      'Umsatz (ohne Soll/Haben-Kz)': '1234567,50',
      'Soll/Haben-Kennzeichen': '"S"',
      'WKZ Umsatz': '"EUR"',
      Konto: '10001',
      'Gegenkonto (ohne BU-Schlüssel)': '8400',
      'BU-Schlüssel': '""',
      Belegdatum: '0903',
      'Belegfeld 1': '"60"',
      Buchungstext: '"RE 60 Forstbetrieb „Am Hang“ ""Nord"""',
      Leistungsdatum: '28022026',
      'Datum Zuord. Steuerperiode': '09032026',
      Fälligkeit: '23032026',
      'Generalumkehr (GU)': '0',
    });
  });

  it('reads back a credit note as Generalumkehr and a payment from the bank', () => {
    expect(filled(bookings[1]!)).toMatchObject({
      'Umsatz (ohne Soll/Haben-Kz)': '1190,00',
      Belegdatum: '0104',
      'Belegfeld 1': '"61"',
      Buchungstext: '"Storno RE 60 Forstbetrieb Süd"',
      'Generalumkehr (GU)': '1',
    });
    expect(filled(bookings[1]!)).not.toHaveProperty('Fälligkeit');
    expect(filled(bookings[2]!)).toMatchObject({
      'Umsatz (ohne Soll/Haben-Kz)': '0,05',
      Konto: '1200',
      'Gegenkonto (ohne BU-Schlüssel)': '10001',
      Belegdatum: '2003',
      'Generalumkehr (GU)': '0',
    });
  });
});

describe('datevHeaderLines', () => {
  it.each([
    [1, '2026-03-01', '20260101'],
    [7, '2026-03-01', '20250701'],
    [7, '2026-07-01', '20260701'],
  ])('with the fiscal year from month %i, the period from %s begins it on %s', (month, von, start) => {
    const line = datevHeaderLines({ ...batch, settings: { ...settings, wj_beginn: month }, von, bis: von });
    expect(line.split(';')[12]).toBe(start);
  });

  it('cuts the label to 30 characters and writes SKR04 as "04"', () => {
    const fields = datevHeaderLines({
      ...batch,
      settings: { ...settings, kontenrahmen: 'SKR04' },
      bezeichnung: 'Ausgangsrechnungen und Zahlungen 2026',
    }).split(';');
    expect([fields[16], fields[26]]).toEqual(['"Ausgangsrechnungen und Zahlung"', '"04"']);
  });

  it('refuses settings without consultant or client number', () => {
    expect(() => datevHeaderLines({ ...batch, settings: { ...settings, berater_nr: null } })).toThrow(
      'In den Buchhaltungseinstellungen fehlt die Beraternummer.',
    );
    expect(() => datevHeaderLines({ ...batch, settings: { ...settings, mandant_nr: null } })).toThrow(
      'In den Buchhaltungseinstellungen fehlt die Mandantennummer.',
    );
  });
});

describe('datevAmount', () => {
  it.each([
    [1190, '1190,00'],
    [0.1 + 0.2, '0,30'],
    [1234567.891, '1234567,89'],
    [-5, '5,00'],
  ])('writes %d as %s', (euros, written) => {
    expect(datevAmount(euros)).toBe(written);
  });
});

it('writes a line break in a booking text as a blank', () => {
  expect(datevBookingLine({ ...invoice, buchungstext: 'RE 60\r\nZeile' })).toContain(';"RE 60 Zeile";');
});
