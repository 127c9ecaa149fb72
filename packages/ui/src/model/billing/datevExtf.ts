/**
 * The DATEV Buchungsstapel (DATEV-Format "EXTF", header version 700, category 21, format
 * version 13) the tax advisor imports: line 1 the 31 header fields, line 2 the 125 column
 * names, then one line per booking of a_get_bookings (sql/77_accounting_export.sql decides what
 * is booked how). Text fields in double quotes, `;` between fields, CRLF line ends, amounts
 * with a decimal comma; the text is written to bytes by windows1252.ts, DATEV's character set.
 * The lines come one at a time, so a busy year is written page by page as it arrives.
 */
import type { AccountingSettingsRow, BookingRow } from '../contract';

/** The columns of a Buchungsstapel in format version 13, in DATEV's order and spelling. */
export const DATEV_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`Beleginfo - Art ${n}`, `Beleginfo - Inhalt ${n}`]),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  // DATEV spells the content columns without a blank before the hyphen.
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation- Inhalt ${i + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

/** What the header says beside the settings: the period (YYYY-MM-DD), a label, the moment of writing. */
export interface DatevBatch {
  settings: AccountingSettingsRow;
  von: string;
  bis: string;
  /** The batch's name in DATEV, at most 30 characters (longer is cut). */
  bezeichnung: string;
  erzeugtAm: Date;
}

const CRLF = '\r\n';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A text field: in double quotes, inner quotes doubled, line breaks and tabs as blanks (DATEV reads one line per booking). */
const text = (value: string | null, chars = Infinity) =>
  `"${Array.from((value ?? '').replace(/[\r\n\t]+/g, ' '))
    .slice(0, chars)
    .join('')
    .replace(/"/g, '""')}"`;

/** '2026-03-09' → [2026, 3, 9]. */
function dayParts(isoDay: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new Error(`Das Datum „${isoDay}“ ist kein Tag im Format JJJJ-MM-TT.`);
  return [match[1]!, match[2]!, match[3]!];
}

const yyyymmdd = (isoDay: string) => dayParts(isoDay).join('');
const ddmm = (isoDay: string) => {
  const [, month, day] = dayParts(isoDay);
  return `${day}${month}`;
};
const ddmmyyyy = (isoDay: string | null) => {
  if (isoDay === null) return '';
  const [year, month, day] = dayParts(isoDay);
  return `${day}${month}${year}`;
};

/** An amount in euros as DATEV writes it: decimal comma, two decimals, no thousands separator, no sign. */
export function datevAmount(euros: number): string {
  const cents = Math.round(Math.abs(euros) * 100);
  return `${Math.floor(cents / 100)},${pad(cents % 100)}`;
}

/** The first day of the fiscal year the period's first day lies in, YYYYMMDD. */
function fiscalYearStart(von: string, month: number): string {
  const [year, vonMonth] = dayParts(von).map(Number) as [number, number, number];
  return `${vonMonth < month ? year - 1 : year}${pad(month)}01`;
}

/** YYYYMMDDHHMMSSFFF in the writer's local time. */
const created = (at: Date) =>
  `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}` +
  `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}${pad(at.getMilliseconds(), 3)}`;

/**
 * Lines 1 and 2: the header (Kennzeichen, version 700, category 21 "Buchungsstapel", format
 * version 13, created, –, Herkunft "RE", exported by, imported by, Berater, Mandant, WJ-Beginn,
 * Sachkontenlänge, Datum vom, Datum bis, Bezeichnung, Diktatkürzel, Buchungstyp 1 (Finanzbuch-
 * führung), Rechnungslegungszweck 0, Festschreibung 0 (the advisor checks before fixing),
 * WKZ, reserved, Derivatskennzeichen, reserved ×2, Sachkontenrahmen "03"/"04", Branchenlösung,
 * reserved ×2, Anwendungsinformation) and the column names.
 */
export function datevHeaderLines({ settings, von, bis, bezeichnung, erzeugtAm }: DatevBatch): string {
  const { berater_nr: berater, mandant_nr: mandant } = settings;
  if (berater === null) throw new Error('In den Buchhaltungseinstellungen fehlt die Beraternummer.');
  if (mandant === null) throw new Error('In den Buchhaltungseinstellungen fehlt die Mandantennummer.');
  const header = [
    text('EXTF'),
    '700',
    '21',
    text('Buchungsstapel'),
    '13',
    created(erzeugtAm),
    '',
    text('RE'),
    text(''),
    text(''),
    String(berater),
    String(mandant),
    fiscalYearStart(von, settings.wj_beginn),
    String(settings.sachkontenlaenge),
    yyyymmdd(von),
    yyyymmdd(bis),
    text(bezeichnung, 30),
    text(''),
    '1',
    '0',
    '0',
    text('EUR'),
    '',
    text(''),
    '',
    '',
    text(settings.kontenrahmen.slice(3)),
    '',
    '',
    text(''),
    text(''),
  ];
  return header.join(';') + CRLF + DATEV_COLUMNS.join(';') + CRLF;
}

/** Each column's place by name, found once: a busy year writes 60,000 lines of 13 fields. */
const COLUMN_AT: ReadonlyMap<string, number> = new Map(DATEV_COLUMNS.map((name, at) => [name, at]));

function column(name: string): number {
  const at = COLUMN_AT.get(name);
  if (at === undefined) throw new Error(`Die DATEV-Spalte „${name}“ gibt es nicht.`);
  return at;
}

const EMPTY_LINE: readonly string[] = DATEV_COLUMNS.map(() => '');

/**
 * One booking's line. The service date comes with the tax period's date (DATEV refuses the one
 * without the other): the document date, as the VAT of an issued invoice is due by it.
 */
export function datevBookingLine(booking: BookingRow): string {
  const fields = [...EMPTY_LINE];
  const set = (name: string, value: string) => {
    fields[column(name)] = value;
  };
  set('Umsatz (ohne Soll/Haben-Kz)', datevAmount(booking.umsatz));
  set('Soll/Haben-Kennzeichen', text(booking.soll_haben));
  set('WKZ Umsatz', text('EUR'));
  set('Konto', String(booking.konto));
  set('Gegenkonto (ohne BU-Schlüssel)', String(booking.gegenkonto));
  set('BU-Schlüssel', text(booking.bu_schluessel));
  set('Belegdatum', ddmm(booking.belegdatum));
  set('Belegfeld 1', text(booking.belegfeld1, 36));
  set('Buchungstext', text(booking.buchungstext, 60));
  if (booking.leistungsdatum !== null) {
    set('Leistungsdatum', ddmmyyyy(booking.leistungsdatum));
    set('Datum Zuord. Steuerperiode', ddmmyyyy(booking.belegdatum));
  }
  set('Fälligkeit', ddmmyyyy(booking.faelligkeit));
  set('Generalumkehr (GU)', booking.generalumkehr ? '1' : '0');
  return fields.join(';') + CRLF;
}
