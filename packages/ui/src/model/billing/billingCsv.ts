/**
 * The journal of a period as CSV for the company's own spreadsheet (rows of a_get_journal,
 * sql/77_accounting_export.sql): UTF-8 with a byte order mark, so Excel reads the umlauts;
 * `;` between fields and a decimal comma, as German Excel and LibreOffice expect; German
 * column names; CRLF line ends; a field in double quotes only when it holds `;`, a quote or a
 * line break (RFC 4180), inner quotes doubled. Line by line, like the DATEV file.
 */
import type { JournalKind, JournalRow } from '../contract';

const CRLF = '\r\n';
const BOM = '\uFEFF';

const KIND_LABELS: Record<JournalKind, string> = {
  rechnung: 'Rechnung',
  abschlag: 'Abschlagsrechnung',
  schluss: 'Schlussrechnung',
  gutschrift: 'Stornorechnung',
  zahlung: 'Zahlung',
};

/** The column names, in the order of journalCsvLine's fields. */
export const JOURNAL_CSV_COLUMNS = [
  'Belegart',
  'Nummer',
  'Datum',
  'Kundennummer',
  'Kunde',
  'USt-Satz (%)',
  'Netto (EUR)',
  'USt (EUR)',
  'Brutto (EUR)',
  'Fällig am',
  'Zu Rechnung',
  'Referenz',
] as const;

/** RFC 4180: quoted when the field holds the separator, a quote or a line break. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, a tab or a line end first: a
 * client named "=HYPERLINK(…)") starts with an apostrophe, which Excel and LibreOffice show as
 * text (OWASP "CSV injection"); the amounts and days are ours and never need it.
 */
function text(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/** Euros with a decimal comma and two decimals, a minus for a credit, no thousands separator. */
export function csvAmount(euros: number | null): string {
  if (euros === null) return '';
  const cents = Math.round(Math.abs(euros) * 100);
  return `${euros < 0 && cents > 0 ? '-' : ''}${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** '2026-03-09' → '09.03.2026', the form German spreadsheets read as a date. */
function germanDay(isoDay: string | null): string {
  if (isoDay === null) return '';
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}`;
}

/** A VAT rate as written in German: 19, 7,5. */
const rate = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The file's start: the byte order mark and the column names. */
export function journalCsvHeader(): string {
  return BOM + JOURNAL_CSV_COLUMNS.map(field).join(';') + CRLF;
}

/** One journal row's line. */
export function journalCsvLine(row: JournalRow): string {
  return (
    [
      KIND_LABELS[row.art],
      String(row.nummer),
      germanDay(row.datum),
      String(row.client_id),
      text(row.kunde),
      rate(row.ust_satz),
      csvAmount(row.netto),
      csvAmount(row.ust),
      csvAmount(row.brutto),
      germanDay(row.faellig_am),
      row.rechnung_nr === null ? '' : String(row.rechnung_nr),
      text(row.referenz ?? ''),
    ]
      .map(field)
      .join(';') + CRLF
  );
}
