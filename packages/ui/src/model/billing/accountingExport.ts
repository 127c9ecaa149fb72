/**
 * The accountant's export as the back office's Buchhaltung writes it: the period asked for, the
 * file's name, and the file itself, read page by page from a_get_bookings or a_get_journal
 * (sql/77_accounting_export.sql, keyset-paged) and written to bytes as each page arrives, so a
 * busy year never stands in memory as one string (requirements §7 "Procedures of ours"). The
 * app collects the pages' bytes into a Blob to download; given a sink, the writer keeps none.
 */
import type { AccountingSettingsRow, BookingRow, JournalRow, PeriodPage } from '../contract';
import { datevBookingLine, datevHeaderLines } from './datevExtf';
import { journalCsvHeader, journalCsvLine } from './billingCsv';
import { encodeWindows1252 } from './windows1252';

/** The two files: the DATEV Buchungsstapel for the tax advisor, the journal as CSV for a spreadsheet. */
export type ExportKind = 'datev' | 'csv';

/** The export form: the period (ISO days, both in it) and the DATEV batch's label. */
export interface ExportDraft {
  von: string;
  bis: string;
  bezeichnung: string;
}

export type ExportDraftErrors = Partial<Record<'von' | 'bis', string>>;

/** The rows a page asks for; the service's own default, a busy year's month in one or two pages. */
export const EXPORT_PAGE_SIZE = 2000;

const pad = (n: number) => String(n).padStart(2, '0');
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last day of a month (1–12): day 0 of the next month, in UTC so no clock change shifts it. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar month before `today`'s (ISO), first and last day: what an accountant asks for at the start of a month. */
export function previousMonth(today: string): ExportDraft {
  const match = ISO_DAY.exec(today);
  if (!match) throw new Error(`„${today}“ ist kein Tag im Format JJJJ-MM-TT.`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return { von: `${y}-${pad(m)}-01`, bis: `${y}-${pad(m)}-${pad(lastDay(y, m))}`, bezeichnung: '' };
}

/** The period's German messages: both days given, the end not before the start (the service's rule too). */
export function validateExportDraft(draft: ExportDraft): ExportDraftErrors {
  const errors: ExportDraftErrors = {};
  if (draft.von === '') errors.von = 'Bitte den ersten Tag des Zeitraums eingeben.';
  if (draft.bis === '') errors.bis = 'Bitte den letzten Tag des Zeitraums eingeben.';
  else if (draft.von !== '' && draft.bis < draft.von) errors.bis = 'Der Zeitraum endet vor seinem Beginn.';
  return errors;
}

/** The month `2026-10` when the period is that whole calendar month, else null. */
function wholeMonth(von: string, bis: string): string | null {
  const start = ISO_DAY.exec(von);
  if (!start || start[3] !== '01') return null;
  const [, year, month] = start;
  return bis === `${year}-${month}-${pad(lastDay(Number(year), Number(month)))}` ? `${year}-${month}` : null;
}

/** The file's name: the month when the period is one (`EXTF_Buchungsstapel_2026-10.csv`), else both days. */
export function exportFileName(kind: ExportKind, von: string, bis: string): string {
  const period = wholeMonth(von, bis) ?? `${von}_${bis}`;
  return kind === 'datev' ? `EXTF_Buchungsstapel_${period}.csv` : `Rechnungsjournal_${period}.csv`;
}

/** The written file and how many rows it holds. */
export interface ExportFile {
  blob: Blob;
  rows: number;
}

/**
 * Takes each page's bytes as they are written, in order: a stream to a file, the bench's
 * counter. The writer then keeps none of them, so a busy year takes one page's memory.
 */
export type ExportSink = (chunk: Uint8Array) => void;

/** What a writer that was given a sink answers: the rows written to it. */
export interface StreamedExport {
  rows: number;
}

/** One page of rows of the period after `nach` (the last row's `schluessel`), `anzahl` at most. */
export type FetchPage<Row> = (page: PeriodPage) => Promise<readonly Row[]>;

interface PagedFile<Row extends { schluessel: string }> {
  von: string;
  bis: string;
  fetchPage: FetchPage<Row>;
  /** The lines before the first row, written once the first page has arrived (the service refuses first). */
  head: () => string;
  line: (row: Row) => string;
  encode: (text: string) => Uint8Array;
  /** Called with the rows written so far after each page. */
  onProgress?: (rows: number) => void;
  pageSize?: number;
}

/**
 * A mistake of the writer (a character Windows-1252 cannot hold, missing numbers in the
 * header) is the whole German sentence the person reads (an ExplainedFailure), not a failure
 * of the data service: no cause, so no "Meldung des Dienstes" repeats it.
 */
function explained(cause: unknown): Error {
  const explanation = cause instanceof Error ? cause.message : String(cause);
  return Object.assign(new Error(explanation), { explanation });
}

/** Reads every page until a short one and hands each page's bytes to `sink` as it comes; answers the rows. */
async function writePaged<Row extends { schluessel: string }>(file: PagedFile<Row>, sink: ExportSink): Promise<number> {
  const pageSize = file.pageSize ?? EXPORT_PAGE_SIZE;
  let rows = 0;
  let nach: string | null = null;
  for (;;) {
    const page: readonly Row[] = await file.fetchPage({
      von: file.von,
      bis: file.bis,
      ...(nach === null ? {} : { nach }),
      anzahl: String(pageSize),
    });
    let bytes: Uint8Array;
    try {
      let text = rows === 0 && nach === null ? file.head() : '';
      for (const row of page) text += file.line(row);
      bytes = file.encode(text);
    } catch (cause) {
      throw explained(cause);
    }
    // A full last page is followed by an empty one: no bytes, nothing to hand on.
    if (bytes.length > 0) sink(bytes);
    rows += page.length;
    file.onProgress?.(rows);
    const last = page.at(-1);
    if (page.length < pageSize || last === undefined) break;
    nach = last.schluessel;
  }
  return rows;
}

/** The file to `sink` when one is given, else its pages collected into one Blob of `type`. */
async function written<Row extends { schluessel: string }>(
  file: PagedFile<Row>,
  type: string,
  sink: ExportSink | undefined,
): Promise<ExportFile | StreamedExport> {
  if (sink) return { rows: await writePaged(file, sink) };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const rows = await writePaged(file, (chunk) => chunks.push(chunk as Uint8Array<ArrayBuffer>));
  return { blob: new Blob(chunks, { type }), rows };
}

const utf8 = new TextEncoder();

export interface ExportRequest<Row> {
  von: string;
  bis: string;
  fetchPage: FetchPage<Row>;
  onProgress?: (rows: number) => void;
  pageSize?: number;
}

export type DatevExportRequest = ExportRequest<BookingRow> & {
  settings: AccountingSettingsRow;
  bezeichnung: string;
  erzeugtAm: Date;
};

/** The DATEV Buchungsstapel of the period: header and column names once, then each booking, in Windows-1252. */
export function writeDatevExport(request: DatevExportRequest & { sink: ExportSink }): Promise<StreamedExport>;
export function writeDatevExport(request: DatevExportRequest): Promise<ExportFile>;
export function writeDatevExport({
  settings,
  bezeichnung,
  erzeugtAm,
  sink,
  ...paging
}: DatevExportRequest & { sink?: ExportSink }): Promise<ExportFile | StreamedExport> {
  const file: PagedFile<BookingRow> = {
    ...paging,
    head: () => datevHeaderLines({ settings, von: paging.von, bis: paging.bis, bezeichnung, erzeugtAm }),
    line: datevBookingLine,
    encode: encodeWindows1252,
  };
  return written(file, 'text/csv;charset=windows-1252', sink);
}

/** The journal of the period as CSV: column names once, then each row, in UTF-8 with its byte order mark. */
export function writeJournalExport(request: ExportRequest<JournalRow> & { sink: ExportSink }): Promise<StreamedExport>;
export function writeJournalExport(request: ExportRequest<JournalRow>): Promise<ExportFile>;
export function writeJournalExport({
  sink,
  ...request
}: ExportRequest<JournalRow> & { sink?: ExportSink }): Promise<ExportFile | StreamedExport> {
  const file: PagedFile<JournalRow> = {
    ...request,
    head: journalCsvHeader,
    line: journalCsvLine,
    encode: (text) => utf8.encode(text),
  };
  return written(file, 'text/csv;charset=utf-8', sink);
}
