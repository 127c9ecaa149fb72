/**
 * How long a text may be, by `table.column` (requirements §5: only possible data). One table
 * for the whole stack: the forms take it as the field's maxLength and message, and the data
 * service has the same CHECK constraints (packages/dataservice/migrations, where a change of a
 * limit is a new migration; textLimits.test.ts reads them and compares).
 *
 * The figures follow the printed letter (DIN 5008 form B, InvoicePrint/Letter): the address
 * field is 80 mm wide at 9 pt, about 50 characters a line, and holds seven lines; a position's
 * row is never split across two pages, so its texts fit well inside one (the description
 * column is about 95 mm, some 55 characters a line, 57 lines a page).
 */

/** The longest text a column takes, in characters, unless TEXT_LIMITS names the column. */
export const DEFAULT_TEXT_LIMIT = 500;

export const TEXT_LIMITS = {
  // A person: names as the profile has always allowed, an e-mail address as SMTP allows.
  'benutzer.email': 254,
  'benutzer.first_name': 100,
  'benutzer.last_name': 100,
  'benutzer.phone': 40,
  'benutzer.berufsgruppe': 100,
  'kunde_account.username': 254,
  // The client as the letter's address field prints it: the name on two lines, the
  // addition, street and place on one each, the contact's names as a person's.
  'kunde.name': 100,
  'kunde.name_zusatz': 50,
  'kunde.strasse': 50,
  'kunde.plz': 10,
  'kunde.ort': 50,
  'kunde.ap_gender': 20,
  'kunde.ap_vorname': 100,
  'kunde.ap_nachname': 100,
  'kunde.ap_tel': 40,
  /** A Windows path is at most 260 characters (MAX_PATH); the project folder is one. */
  'kunde_settings.ordner': 260,
  'karte.map_name': 200,
  'karte.georef_bash': 100_000,
  'karte.bem_client': 5000,
  'karte.bem_to_client': 5000,
  'karte.bem_apus': 5000,
  // The review: the message as its composer allows, the finder's description as notes.
  'kaefer.message': 1000,
  'kaefer.beschreibung': 5000,
  // The letter: a salutation is one line with a name in it, the covering text and the
  // closing text each less than a page; a template holds one of them.
  'rechnung.anrede': 200,
  'rechnung.anschreiben': 3000,
  'rechnung.zuerl': 3000,
  'angebot.anrede': 200,
  'angebot.anschreiben': 3000,
  'angebot.zuerl': 3000,
  'freitexte.titel': 100,
  'freitexte.text': 3000,
  // A position's row: title, unit and explanation together fit half a page.
  'position.bez': 200,
  'position.einheit': 20,
  'position.erl_titel': 100,
  'position.erl': 2000,
  'position_tmpl.bez': 200,
  'position_tmpl.einheit': 20,
  'position_tmpl.erl_titel': 100,
  'position_tmpl.erl': 2000,
  /** The forecast's kind is a label in a table row and a chart's legend. */
  'prognose.art': 100,
  // A mail of the outbox: an address as the person's, a subject on one line, a body with a
  // review's message in it, the SMTP server's answer (packages/dataservice/sql/70_outbox.sql).
  'outbox.recipient': 254,
  'outbox.subject': 200,
  'outbox.body': 10_000,
  'outbox.event_ref': 100,
  'outbox.last_error': 2000,
  // An invoice sent by e-mail (packages/dataservice/sql/78_invoice_mail.sql): its file's name,
  // and the recipient as the outbox keeps it.
  'outbox_anhang.dateiname': 200,
  'rechnung_versand.empfaenger': 254,
  // A reminder sent by e-mail (packages/dataservice/sql/79_reminder_mail.sql): the recipient as well.
  'mahnung_versand.empfaenger': 254,
} as const satisfies Readonly<Record<string, number>>;

export type LimitedColumn = keyof typeof TEXT_LIMITS;

/** The limit of any text column, DEFAULT_TEXT_LIMIT for one TEXT_LIMITS does not name. */
export function textLimit(table: string, column: string): number {
  return (TEXT_LIMITS as Readonly<Record<string, number>>)[`${table}.${column}`] ?? DEFAULT_TEXT_LIMIT;
}

/** The characters of a text as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

const count = new Intl.NumberFormat('de-DE');

/**
 * The message at a field whose text (as stored: trimmed) is longer than its column takes,
 * or null. A field with maxLength stops typing at the limit; this is for pasted or loaded
 * text and for the form's check before it sends.
 */
export function lengthError(value: string, column: LimitedColumn): string | null {
  const limit = TEXT_LIMITS[column];
  const length = charLength(value.trim());
  if (length <= limit) return null;
  return `Bitte höchstens ${count.format(limit)} Zeichen eingeben (jetzt ${count.format(length)}).`;
}
