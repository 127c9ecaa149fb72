import { describe, expect, it, vi } from 'vitest';
import { decodeWindows1252 } from '../../testing/windows1252Decoder';
import type { AccountingSettingsRow, BookingRow, JournalRow, PeriodPage } from '../contract';
import {
  exportFileName,
  previousMonth,
  validateExportDraft,
  writeDatevExport,
  writeJournalExport,
} from './accountingExport';
import { datevBookingLine, datevHeaderLines } from './datevExtf';

const settings: AccountingSettingsRow = {
  berater_nr: 29098,
  mandant_nr: 55003,
  kontenrahmen: 'SKR03',
  wj_beginn: 1,
  sachkontenlaenge: 4,
  bankkonto: 1200,
};

const journalRow = (over: Partial<JournalRow>): JournalRow => ({
  schluessel: '2026-10-05/R/0000000012',
  art: 'rechnung',
  nummer: 12,
  datum: '2026-10-05',
  client_id: 3,
  kunde: 'Stadt Calw',
  ust_satz: 19,
  netto: 100,
  ust: 19,
  brutto: 119,
  faellig_am: '2026-11-04',
  rechnung_nr: null,
  referenz: null,
  ...over,
});

const JOURNAL: JournalRow[] = [
  journalRow({}),
  journalRow({ schluessel: '2026-10-09/R/0000000013', nummer: 13, datum: '2026-10-09', kunde: 'Gärtnerei Öhler' }),
  journalRow({
    schluessel: '2026-10-20/Z/0000000004',
    art: 'zahlung',
    nummer: 4,
    datum: '2026-10-20',
    ust_satz: null,
    netto: null,
    ust: null,
    faellig_am: null,
    rechnung_nr: 12,
    referenz: 'RE 12; danke',
  }),
];

/** A fake service: the rows after `nach`, at most `anzahl`, and every request it got. */
function fakePages<Row extends { schluessel: string }>(rows: readonly Row[]) {
  const requests: PeriodPage[] = [];
  const fetchPage = vi.fn(async (page: PeriodPage) => {
    requests.push(page);
    const after = rows.filter((row) => page.nach == null || row.schluessel > page.nach);
    return after.slice(0, Number(page.anzahl));
  });
  return { fetchPage, requests };
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('previousMonth', () => {
  it.each([
    ['2026-11-27', '2026-10-01', '2026-10-31'],
    ['2026-01-05', '2025-12-01', '2025-12-31'],
    ['2026-03-01', '2026-02-01', '2026-02-28'],
    ['2028-03-31', '2028-02-01', '2028-02-29'],
  ])('given today %s, proposes %s to %s', (today, von, bis) => {
    expect(previousMonth(today)).toEqual({ von, bis, bezeichnung: '' });
  });
});

describe('validateExportDraft', () => {
  it.each([
    [{ von: '2026-10-01', bis: '2026-10-31' }, {}],
    [{ von: '2026-10-01', bis: '2026-10-01' }, {}],
    [
      { von: '', bis: '' },
      { von: 'Bitte den ersten Tag des Zeitraums eingeben.', bis: 'Bitte den letzten Tag des Zeitraums eingeben.' },
    ],
    [{ von: '2026-10-31', bis: '2026-10-01' }, { bis: 'Der Zeitraum endet vor seinem Beginn.' }],
  ])('given %o, says %o', (period, errors) => {
    expect(validateExportDraft({ ...period, bezeichnung: '' })).toEqual(errors);
  });
});

describe('exportFileName', () => {
  it.each([
    ['datev', '2026-10-01', '2026-10-31', 'EXTF_Buchungsstapel_2026-10.csv'],
    ['csv', '2026-10-01', '2026-10-31', 'Rechnungsjournal_2026-10.csv'],
    ['csv', '2028-02-01', '2028-02-29', 'Rechnungsjournal_2028-02.csv'],
    ['datev', '2026-12-01', '2026-12-31', 'EXTF_Buchungsstapel_2026-12.csv'],
    ['datev', '2026-10-01', '2026-10-30', 'EXTF_Buchungsstapel_2026-10-01_2026-10-30.csv'],
    ['csv', '2026-01-01', '2026-12-31', 'Rechnungsjournal_2026-01-01_2026-12-31.csv'],
  ] as const)('given %s from %s to %s, names it %s', (kind, von, bis, name) => {
    expect(exportFileName(kind, von, bis)).toBe(name);
  });
});

describe('writeJournalExport', () => {
  it('given three rows in pages of two, asks twice by key and writes the exact UTF-8 bytes', async () => {
    const { fetchPage, requests } = fakePages(JOURNAL);
    const progress: number[] = [];
    const file = await writeJournalExport({
      von: '2026-10-01',
      bis: '2026-10-31',
      fetchPage,
      pageSize: 2,
      onProgress: (rows) => progress.push(rows),
    });
    expect(requests).toEqual([
      { von: '2026-10-01', bis: '2026-10-31', anzahl: '2' },
      { von: '2026-10-01', bis: '2026-10-31', nach: '2026-10-09/R/0000000013', anzahl: '2' },
    ]);
    expect(progress).toEqual([2, 3]);
    expect(file.rows).toBe(3);
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const text =
      '\uFEFFBelegart;Nummer;Datum;Kundennummer;Kunde;USt-Satz (%);Netto (EUR);USt (EUR);Brutto (EUR);Fällig am;Zu Rechnung;Referenz\r\n' +
      'Rechnung;12;05.10.2026;3;Stadt Calw;19;100,00;19,00;119,00;04.11.2026;;\r\n' +
      'Rechnung;13;09.10.2026;3;Gärtnerei Öhler;19;100,00;19,00;119,00;04.11.2026;;\r\n' +
      'Zahlung;4;20.10.2026;3;Stadt Calw;;;;119,00;;12;"RE 12; danke"\r\n';
    const bytes = await bytesOf(file.blob);
    expect(bytes).toEqual(new TextEncoder().encode(text));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('given a full last page, asks once more and stops at the empty one', async () => {
    const { requests, fetchPage } = fakePages(JOURNAL.slice(0, 2));
    const file = await writeJournalExport({ von: '2026-10-01', bis: '2026-10-31', fetchPage, pageSize: 2 });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.nach).toBe('2026-10-09/R/0000000013');
    expect(file.rows).toBe(2);
  });

  it('given no rows, writes only the column names', async () => {
    const { fetchPage } = fakePages<JournalRow>([]);
    const file = await writeJournalExport({ von: '2026-10-01', bis: '2026-10-31', fetchPage });
    expect(file.rows).toBe(0);
    expect(new TextDecoder().decode(await bytesOf(file.blob))).toMatch(/^Belegart;.*;Referenz\r\n$/);
  });

  it('after the service refuses the second page, rejects with its error and writes nothing', async () => {
    const refusal = { code: 'P0001', message: 'Kunde „Stadt Calw“ hat keine Debitorennummer.' };
    const fetchPage = vi.fn().mockResolvedValueOnce(JOURNAL.slice(0, 2)).mockRejectedValueOnce(refusal);
    await expect(writeJournalExport({ von: '2026-10-01', bis: '2026-10-31', fetchPage, pageSize: 2 })).rejects.toBe(
      refusal,
    );
  });
});

const booking = (over: Partial<BookingRow>): BookingRow => ({
  schluessel: '2026-10-05/R/0000000012',
  umsatz: 119,
  soll_haben: 'S',
  konto: 10003,
  gegenkonto: 8400,
  bu_schluessel: null,
  belegdatum: '2026-10-05',
  belegfeld1: '12',
  buchungstext: 'RE 12 Gärtnerei Müller',
  leistungsdatum: null,
  faelligkeit: '2026-11-04',
  generalumkehr: false,
  ...over,
});

describe('writeDatevExport', () => {
  const erzeugtAm = new Date(2026, 10, 27, 9, 30, 0, 0);
  const period = { von: '2026-10-01', bis: '2026-10-31' };

  it('given two pages, writes the header once and each booking in Windows-1252 with CRLF', async () => {
    const rows = [booking({}), booking({ schluessel: '2026-10-20/Z/0000000004', konto: 1200, gegenkonto: 10003 })];
    const { fetchPage, requests } = fakePages(rows);
    const file = await writeDatevExport({
      ...period,
      fetchPage,
      pageSize: 1,
      settings,
      bezeichnung: 'Oktober',
      erzeugtAm,
    });
    expect(requests.map((request) => request.nach ?? null)).toEqual([
      null,
      '2026-10-05/R/0000000012',
      '2026-10-20/Z/0000000004',
    ]);
    expect(file.rows).toBe(2);
    expect(file.blob.type).toBe('text/csv;charset=windows-1252');
    const bytes = await bytesOf(file.blob);
    const text =
      datevHeaderLines({ settings, ...period, bezeichnung: 'Oktober', erzeugtAm }) +
      rows.map(datevBookingLine).join('');
    expect(decodeWindows1252(bytes)).toBe(text);
    // One byte per character: "ü" is 0xFC, as DATEV reads it.
    expect(bytes).toHaveLength(text.length);
    expect(bytes[text.indexOf('Müller')! + 1]).toBe(0xfc);
    expect([...bytes.slice(-2)]).toEqual([0x0d, 0x0a]);
    expect(
      text.startsWith(
        '"EXTF";700;21;"Buchungsstapel";13;20261127093000000;;"RE";"";"";29098;55003;20260101;4;20261001;20261031;"Oktober";',
      ),
    ).toBe(true);
  });

  it('given a text Windows-1252 cannot hold, rejects with the German sentence as its explanation', async () => {
    const { fetchPage } = fakePages([booking({ buchungstext: 'RE 12 Łódź 🌲' })]);
    const failure = await writeDatevExport({ ...period, fetchPage, settings, bezeichnung: '', erzeugtAm }).catch(
      (cause: unknown) => cause,
    );
    expect(failure).toMatchObject({
      explanation: 'Das Zeichen „Ł“ (U+0141) gibt es im Zeichensatz Windows-1252 nicht.',
    });
  });

  it("given settings without Beraternummer, rejects with the header's message", async () => {
    const { fetchPage } = fakePages<BookingRow>([]);
    const failure = await writeDatevExport({
      ...period,
      fetchPage,
      settings: { ...settings, berater_nr: null },
      bezeichnung: '',
      erzeugtAm,
    }).catch((cause: unknown) => cause);
    expect(failure).toMatchObject({ explanation: 'In den Buchhaltungseinstellungen fehlt die Beraternummer.' });
  });
});

describe('given a sink', () => {
  const erzeugtAm = new Date(2026, 10, 27, 9, 30, 0, 0);
  const period = { von: '2026-10-01', bis: '2026-10-31' };

  it("after a journal of three rows in pages of two, has handed over each page's UTF-8 bytes in order and kept none", async () => {
    const { fetchPage } = fakePages(JOURNAL);
    const chunks: Uint8Array[] = [];
    const written = await writeJournalExport({
      ...period,
      fetchPage,
      pageSize: 2,
      sink: (chunk) => chunks.push(chunk),
    });
    expect(written).toEqual({ rows: 3 });
    // ignoreBOM keeps the byte order mark in the decoded text, where the file has it.
    const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
    expect(chunks.map((chunk) => utf8.decode(chunk))).toEqual([
      '\uFEFFBelegart;Nummer;Datum;Kundennummer;Kunde;USt-Satz (%);Netto (EUR);USt (EUR);Brutto (EUR);Fällig am;Zu Rechnung;Referenz\r\n' +
        'Rechnung;12;05.10.2026;3;Stadt Calw;19;100,00;19,00;119,00;04.11.2026;;\r\n' +
        'Rechnung;13;09.10.2026;3;Gärtnerei Öhler;19;100,00;19,00;119,00;04.11.2026;;\r\n',
      'Zahlung;4;20.10.2026;3;Stadt Calw;;;;119,00;;12;"RE 12; danke"\r\n',
    ]);
    // The BOM's three bytes lead the first chunk only.
    expect([...chunks[0]!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(chunks[1]![0]).toBe(0x5a);
  });

  it('after a DATEV file of two bookings in pages of one, has handed over two chunks and skipped the empty last page', async () => {
    const rows = [booking({}), booking({ schluessel: '2026-10-20/Z/0000000004', konto: 1200, gegenkonto: 10003 })];
    const { fetchPage, requests } = fakePages(rows);
    const chunks: Uint8Array[] = [];
    const written = await writeDatevExport({
      ...period,
      fetchPage,
      pageSize: 1,
      settings,
      bezeichnung: 'Oktober',
      erzeugtAm,
      sink: (chunk) => chunks.push(chunk),
    });
    expect(written).toEqual({ rows: 2 });
    expect(requests).toHaveLength(3);
    const head = datevHeaderLines({ settings, ...period, bezeichnung: 'Oktober', erzeugtAm });
    expect(chunks.map(decodeWindows1252)).toEqual([head + datevBookingLine(rows[0]!), datevBookingLine(rows[1]!)]);
    expect(chunks.map((chunk) => chunk.length)).toEqual([
      head.length + datevBookingLine(rows[0]!).length,
      datevBookingLine(rows[1]!).length,
    ]);
  });
});
