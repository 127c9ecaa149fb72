import type { ChangeLogRow } from '../contract/rpc/billing';
import { formatDate, formatDateTime, formatEuro } from '../time';

/** One changed field of a change-log entry, as a person reads it: "Anrede: Sehr geehrte … → Guten Tag …". */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** One entry of an invoice's change log as the editor lists it. */
export interface ChangeEntry {
  id: number;
  /** "Rechnung geändert", "Position 3 angelegt", "Zahlung 12 angelegt", "Rechnung gestellt". */
  what: string;
  who: string;
  /** ISO time, for `<time dateTime>`; `whenText` is the same in German (the browser's time zone). */
  when: string;
  whenText: string;
  /** The fields an update changed, or those of a new or deleted row worth naming. */
  changes: FieldChange[];
}

/** The billing tables the log covers (sql/76_issued_form.sql), by what a person calls them. */
const TABLES: Readonly<Record<string, string>> = {
  rechnung: 'Rechnung',
  rechnung_angaben: 'Rechnungsangaben',
  angebot: 'Angebot',
  position: 'Position',
  zahlung: 'Zahlung',
  rechnung_gestellt: 'Gestellte Fassung',
  mahnung: 'Mahnung',
  mahnung_posten: 'Mahnung',
  mahnstufe: 'Mahnstufe',
  basiszinssatz: 'Basiszinssatz',
};

/** The columns' names in the editor's words; a column not named here is shown as stored. */
const FIELDS: Readonly<Record<string, string>> = {
  bearbeiter: 'Bearbeiter',
  le_date: 'Leistungsdatum',
  rn_datum: 'Rechnungsdatum',
  anrede: 'Anrede',
  anschreiben: 'Anschreiben',
  zuerl: 'Schlusstext',
  ust_satz: 'Umsatzsteuersatz',
  client_id: 'Kunde (Nr.)',
  archiviert: 'Archiviert',
  lfd_nr: 'Position',
  anzahl: 'Menge',
  bez: 'Bezeichnung',
  einheit: 'Einheit',
  ep: 'Einzelpreis',
  erl: 'Erläuterung',
  erl_on: 'Erläuterung gedruckt',
  erl_titel: 'Titel der Erläuterung',
  art: 'Art',
  bezug_id: 'Bezug auf Rechnung',
  bezug_datum: 'Datum der Bezugsrechnung',
  abzuege: 'Abzüge',
  zahlungsziel_tage: 'Zahlungsziel (Tage)',
  skonto_prozent: 'Skonto (%)',
  skonto_tage: 'Skontofrist (Tage)',
  le_von: 'Leistung von',
  le_bis: 'Leistung bis',
  ust_kategorie: 'Umsatzsteuerkategorie',
  befreiungsgrund: 'Befreiungsgrund',
  kaeufer_ustid: 'USt-IdNr. des Käufers',
  aufbewahrung_hinweis: 'Aufbewahrungshinweis',
  datum: 'Datum',
  betrag: 'Betrag',
  referenz: 'Referenz',
  notiz: 'Notiz',
  gegenbuchung_zu: 'Gegenbuchung zu Zahlung',
  sha256: 'SHA-256',
};

/** What a new or deleted row is named by: enough to recognise it, never its whole content. */
const NAMING_FIELDS = ['lfd_nr', 'bez', 'datum', 'betrag', 'art', 'referenz', 'sha256'];

/** Keys and bookkeeping columns no person changed. */
const HIDDEN_FIELDS = new Set(['id', 'rechnung_id', 'angebot_id', 'inhalt', 'erfasst_von', 'erfasst_am']);

/** A stored value longer than this is cut: the log shows that a text changed, the document shows the text. */
const MAX_VALUE_LENGTH = 120;

/** Columns holding euros and days: shown as the documents show them. */
const MONEY = new Set(['betrag', 'ep']);
const DAYS = new Set(['datum', 'rn_datum', 'le_date', 'le_von', 'le_bis', 'bezug_datum', 'an_datum', 'gilt_ab']);

/**
 * A stored value as text: nothing is '–', yes/no in German, euros and days as on the documents
 * (`column` says which), a list or object in short JSON, long text cut.
 */
export function changeValueText(value: unknown, column = ''): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (MONEY.has(column) && Number.isFinite(Number(value))) return formatEuro(Number(value));
  if (DAYS.has(column) && typeof value === 'string') return formatDate(value) || value;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const fieldName = (column: string) => FIELDS[column] ?? column;

function fieldChanges(row: ChangeLogRow): FieldChange[] {
  if (row.aktion === 'geändert') {
    const before = row.alt ?? {};
    const after = row.neu ?? {};
    return Object.keys(after)
      .filter((column) => !HIDDEN_FIELDS.has(column))
      .map((column) => ({
        field: fieldName(column),
        before: changeValueText(before[column], column),
        after: changeValueText(after[column], column),
      }));
  }
  const values = (row.aktion === 'angelegt' ? row.neu : row.alt) ?? {};
  return NAMING_FIELDS.filter((column) => column in values && values[column] !== null).map((column) => ({
    field: fieldName(column),
    before: row.aktion === 'angelegt' ? '–' : changeValueText(values[column], column),
    after: row.aktion === 'angelegt' ? changeValueText(values[column], column) : '–',
  }));
}

/** "Rechnung geändert", "Position 3 angelegt", "Zahlung 12 angelegt", "Rechnung gestellt". */
function entryTitle(row: ChangeLogRow): string {
  if (row.tabelle === 'rechnung_gestellt' && row.aktion === 'angelegt') return 'Rechnung gestellt';
  const table = TABLES[row.tabelle] ?? row.tabelle;
  const values = row.neu ?? row.alt ?? {};
  const number =
    row.tabelle === 'position' && values.lfd_nr != null
      ? ` ${String(values.lfd_nr)}`
      : row.tabelle === 'zahlung'
        ? ` ${row.datensatz}`
        : '';
  return `${table}${number} ${row.aktion}`;
}

/** An invoice's change log as the editor lists it, newest first. */
export function changeEntries(rows: readonly ChangeLogRow[]): ChangeEntry[] {
  return [...rows]
    .sort((a, b) => b.id - a.id)
    .map((row) => ({
      id: row.id,
      what: entryTitle(row),
      who: row.wer ?? 'unbekannt',
      when: row.wann,
      whenText: formatDateTime(row.wann),
      changes: fieldChanges(row),
    }));
}
