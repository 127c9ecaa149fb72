/**
 * E-invoice data beyond requirements §3: the client's electronic address and Leitweg-ID, and
 * an invoice's kind, payment terms, service period and VAT category (requirements §3,
 * "E-Rechnung"). Pure validation and defaults, shared by the editor, the checklist, the
 * print letter and the XRechnung writer.
 */
import { hasControlChars } from '../controlChars';

/** BT-49 scheme (EAS code list): an e-mail address, or a Leitweg-ID for public buyers. */
export type EndpointScheme = 'EM' | '0204';

/** The client's e-invoice data (one row per client; none until entered). */
export interface ClientEInvoice {
  client_id: number;
  /** BT-49: where the buyer receives e-invoices. */
  e_adresse: string;
  e_schema: EndpointScheme;
  /** BT-10: the public buyer's Leitweg-ID; null for businesses. */
  leitweg_id: string | null;
}

/** Invoice kinds as German practice has them, with their UNTDID 1001 type code (BT-3). */
export type InvoiceKind = 'rechnung' | 'abschlag' | 'schluss' | 'gutschrift';

export const INVOICE_KINDS: Record<InvoiceKind, { label: string; typeCode: '380' | '326' | '381' }> = {
  rechnung: { label: 'Rechnung', typeCode: '380' },
  abschlag: { label: 'Abschlagsrechnung', typeCode: '326' },
  schluss: { label: 'Schlussrechnung', typeCode: '380' },
  gutschrift: { label: 'Stornorechnung', typeCode: '381' },
};

/**
 * The form in which the buyer takes its e-invoices (the client's field "Format"): the PDF with
 * the XML inside (ZUGFeRD / Factur-X, what most businesses and private buyers read), or the
 * XRechnung alone in one of its two syntaxes (what a public buyer's portal or an ERP takes).
 */
export type EInvoiceForm = 'pdf' | 'cii' | 'ubl';

export const E_INVOICE_FORMS: Record<EInvoiceForm, string> = {
  pdf: 'ZUGFeRD-PDF (PDF mit XML)',
  cii: 'XRechnung (CII)',
  ubl: 'XRechnung (UBL)',
};

/** A client without a stored form gets the hybrid PDF: readable by anyone, and an e-invoice. */
export const DEFAULT_E_INVOICE_FORM: EInvoiceForm = 'pdf';

/** VAT category (BT-118): standard rate, exempt, reverse charge (§13b UStG). */
export type VatCategory = 'S' | 'E' | 'AE';

export const VAT_CATEGORIES: Record<VatCategory, string> = {
  S: 'Regelsteuersatz',
  E: 'Steuerbefreit',
  AE: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)',
};

/** A partial invoice deducted in a final invoice (§14 Abs. 5 UStG): its number, date and amounts. */
export interface InvoiceDeduction {
  rechnung_id: number;
  rn_datum: string;
  netto_cent: number;
  ust_cent: number;
}

/** The invoice's e-invoice data; `defaultInvoiceTerms` until the office changes it. */
export interface InvoiceTerms {
  rechnung_id: number;
  art: InvoiceKind;
  /** BT-25/26: the corrected invoice of a credit note. */
  bezug_id: number | null;
  bezug_datum: string | null;
  /** The partial invoices a final invoice deducts. */
  abzuege: InvoiceDeduction[];
  /** Zahlungsziel in days from the invoice date (BT-9). */
  zahlungsziel_tage: number;
  /** Skonto (§14 Abs. 4 Nr. 7 UStG, BT-20): percent and days, both or neither. */
  skonto_prozent: number | null;
  skonto_tage: number | null;
  /** Service period (BG-14), besides the service date. */
  le_von: string | null;
  le_bis: string | null;
  ust_kategorie: VatCategory;
  /** BT-120: why an exempt invoice carries no VAT. */
  befreiungsgrund: string | null;
  /** BT-48: the buyer's VAT id, required for reverse charge. */
  kaeufer_ustid: string | null;
  /**
   * §14 Abs. 4 Nr. 9 UStG: the recipient's two-year retention duty (services connected with
   * land); null follows `retentionNoteByDefault` of the positions.
   */
  aufbewahrung_hinweis: boolean | null;
}

export const DEFAULT_PAYMENT_DAYS = 14;

/** The due date (BT-9): the invoice date plus the days to pay, ISO. */
export function dueDateOf(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The terms the editor changes: all but the corrected invoice's date, which the service looks up. */
type EditableTerm = Exclude<keyof InvoiceTerms, 'rechnung_id' | 'bezug_datum'>;

/** The stored value of each term `TERM_FIELDS` declares, so a new term reaches every reader of the terms. */
export type EditableTerms = Pick<InvoiceTerms, EditableTerm>;

/**
 * The terms as a_update_invoice_details takes them: the deducted partial invoices as their
 * numbers separated by commas ("38,45"); the service takes their amounts from their positions.
 */
export type InvoiceTermsParams = Omit<EditableTerms, 'abzuege'> & { abzuege: string };

/** What a term's sent value depends on besides its own field: the kind and the VAT category. */
interface TermContext {
  art: InvoiceKind;
  ust_kategorie: VatCategory;
}

interface TermField<K extends EditableTerm> {
  /** The value while the invoice has none stored. */
  empty: InvoiceTerms[K];
  /** The editor's value of the stored one (text for a text field). */
  toForm: (value: InvoiceTerms[K]) => unknown;
  /** The editor's value as the update call takes it. */
  toParam: (form: never, context: TermContext) => InvoiceTermsParams[K];
}

const text = (value: number | string | null) => (value === null ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value);
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));

/**
 * The invoice head's e-invoice terms, each declared once: its value without a stored one, its
 * editor value and its sent value. The defaults, the terms of a details row, the editor's form
 * and the update call's params are all read from here, so a new term is one entry (and its
 * field in `InvoiceTerms`).
 */
const TERM_FIELDS = {
  art: { empty: 'rechnung', toForm: (art) => art, toParam: (art: InvoiceKind) => art },
  bezug_id: {
    empty: null,
    toForm: text,
    toParam: (id: string, { art }) => (art === 'gutschrift' && id !== '' ? Number(id) : null),
  },
  abzuege: {
    empty: [],
    toForm: (deductions) => deductions.map((deduction) => deduction.rechnung_id).join(', '),
    toParam: (ids: string, { art }) => (art === 'schluss' ? ids.replace(/\s+/g, '') : ''),
  },
  zahlungsziel_tage: { empty: DEFAULT_PAYMENT_DAYS, toForm: String, toParam: (days: string) => Number(days) },
  skonto_prozent: { empty: null, toForm: text, toParam: numberOrNull },
  skonto_tage: { empty: null, toForm: text, toParam: numberOrNull },
  le_von: { empty: null, toForm: text, toParam: orNull },
  le_bis: { empty: null, toForm: text, toParam: orNull },
  ust_kategorie: { empty: 'S', toForm: (category) => category, toParam: (category: VatCategory) => category },
  befreiungsgrund: {
    empty: null,
    toForm: text,
    toParam: (reason: string, { ust_kategorie }) => (ust_kategorie === 'E' ? orNull(reason.trim()) : null),
  },
  kaeufer_ustid: {
    empty: null,
    toForm: text,
    toParam: (id: string, { ust_kategorie }) => (ust_kategorie === 'AE' ? orNull(id.trim()) : null),
  },
  /** The editor offers 'auto' (null: the positions decide), 'ja' and 'nein'. */
  aufbewahrung_hinweis: {
    empty: null,
    toForm: (note): 'auto' | 'ja' | 'nein' => (note === null ? 'auto' : note ? 'ja' : 'nein'),
    toParam: (note: 'auto' | 'ja' | 'nein') => (note === 'auto' ? null : note === 'ja'),
  },
} satisfies { [K in EditableTerm]: TermField<K> };

const TERM_KEYS = Object.keys(TERM_FIELDS) as EditableTerm[];

/** One value per editable term (the declaration's order). */
function eachTerm<T>(value: (key: EditableTerm) => unknown): T {
  return Object.fromEntries(TERM_KEYS.map((key) => [key, value(key)])) as T;
}

/** The terms as the invoice editor's fields hold them. */
export type InvoiceTermsForm = { [K in EditableTerm]: ReturnType<(typeof TERM_FIELDS)[K]['toForm']> };

export function defaultInvoiceTerms(rechnungId: number): InvoiceTerms {
  return { rechnung_id: rechnungId, bezug_datum: null, ...eachTerm<EditableTerms>((key) => TERM_FIELDS[key].empty) };
}

/** The terms as the editor shows them. */
export function invoiceTermsForm(terms: InvoiceTerms): InvoiceTermsForm {
  return eachTerm((key) => (TERM_FIELDS[key].toForm as (value: unknown) => unknown)(terms[key]));
}

/** The editor's terms as a_update_invoice_details takes them: all of them, as a given kind replaces the stored terms. */
export function invoiceTermsParams(form: InvoiceTermsForm): InvoiceTermsParams {
  return eachTerm((key) =>
    (TERM_FIELDS[key].toParam as (value: unknown, context: TermContext) => unknown)(form[key], form),
  );
}

/** Surveying is a service connected with land: its invoices carry the retention note unless switched off. */
export function retentionNoteByDefault(positions: readonly { bez: string }[]): boolean {
  return positions.some((position) => /vermess|einmess|kartier/i.test(position.bez));
}

/** Whether the letter and the XML carry the retention note. */
export function showsRetentionNote(
  terms: Pick<InvoiceTerms, 'aufbewahrung_hinweis'>,
  positions: readonly { bez: string }[],
): boolean {
  return terms.aufbewahrung_hinweis ?? retentionNoteByDefault(positions);
}

/** The wording of the retention note, printed and written as a note (BT-22). */
export const RETENTION_NOTE =
  'Sie sind gesetzlich verpflichtet, diese Rechnung zwei Jahre aufzubewahren (§ 14b Abs. 1 Satz 5 UStG).';

/** §14a Abs. 5 UStG: the reverse-charge wording, printed and written as BT-120. */
export const REVERSE_CHARGE_NOTE = 'Steuerschuldnerschaft des Leistungsempfängers';

export { hasControlChars, stripControlChars } from '../controlChars';

/** A German message when a text field holds a control character; undefined when clean. */
export function controlCharProblem(text: string | null | undefined, field: string): string | undefined {
  return text && hasControlChars(text) ? `„${field}“ enthält ein Steuerzeichen; bitte neu eintippen.` : undefined;
}

/** ISO 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35); 1 for a valid code. */
export function mod97(text: string): number {
  let remainder = 0;
  for (const char of text.toUpperCase()) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * Checks a Leitweg-ID as its format specification has it: coarse address (2–12 digits),
 * optional fine address (up to 30 letters or digits), two check digits (MOD 97-10 over
 * everything without the hyphens). German message, or undefined when valid.
 */
export function leitwegIdProblem(id: string): string | undefined {
  const parts = id.trim().split('-');
  const [coarse = '', ...rest] = parts;
  const check = rest.pop();
  const fine = rest.join('');
  if (rest.length > 1 || check === undefined || !/^\d{2,12}$/.test(coarse) || !/^[A-Za-z0-9]{0,30}$/.test(fine)) {
    return 'Die Leitweg-ID hat die Form „Grobadressierung-Feinadressierung-Prüfziffer“, z. B. 04011000-1234512345-06.';
  }
  if (!/^\d{2}$/.test(check)) return 'Die Prüfziffer der Leitweg-ID sind die letzten zwei Ziffern.';
  if (mod97(coarse + fine + check) !== 1) return 'Die Prüfziffer der Leitweg-ID stimmt nicht.';
  return undefined;
}

/** A Leitweg-ID with its check digits appended: "04011000-1234512345" → "04011000-1234512345-06". */
export function withLeitwegCheckDigits(withoutCheck: string): string {
  const check = 98 - mod97(`${withoutCheck.replace(/-/g, '')}00`);
  return `${withoutCheck}-${String(check).padStart(2, '0')}`;
}

/** The e-mail address or Leitweg-ID of BT-49; German message or undefined. */
export function endpointProblem(address: string, scheme: EndpointScheme): string | undefined {
  const value = address.trim();
  if (value === '') return 'Bitte die Adresse für E-Rechnungen angeben.';
  if (scheme === '0204') return leitwegIdProblem(value);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'Keine gültige E-Mail-Adresse.';
}

/** German units the app offers and their UN/ECE Recommendation 20 code (BT-130). */
export const UNIT_TABLE: readonly { unit: string; code: string; spellings: RegExp }[] = [
  { unit: 'Stück', code: 'H87', spellings: /^(stk|stck|stück)\.?$/i },
  { unit: 'Stunde', code: 'HUR', spellings: /^(std|stunde|stunden|h)\.?$/i },
  { unit: 'Tag', code: 'DAY', spellings: /^(tag|tage|tg)\.?$/i },
  { unit: 'Woche', code: 'WEE', spellings: /^(woche|wochen|wo)\.?$/i },
  { unit: 'Monat', code: 'MON', spellings: /^(monat|monate|mon|mt)\.?$/i },
  { unit: 'Jahr', code: 'ANN', spellings: /^(jahr|jahre|j)\.?$/i },
  { unit: 'km', code: 'KMT', spellings: /^km$/i },
  { unit: 'm', code: 'MTR', spellings: /^(m|lfm|lfd\. ?m)\.?$/i },
  // HAR (hectare) is deprecated in Rec 20 and missing from the EN 16931 code list: H18, square hectometre.
  { unit: 'ha', code: 'H18', spellings: /^ha$/i },
  { unit: 'm²', code: 'MTK', spellings: /^(m²|m2|qm)$/i },
  { unit: 'pauschal', code: 'LS', spellings: /^(pauschal|psch|pausch)\.?$/i },
];

/** A position without a unit counts as "one" (C62). */
export const NO_UNIT_CODE = 'C62';

/** The Rec 20 code of a German unit; undefined for a unit the table does not know. */
export function unitCodeOf(einheit: string | null): string | undefined {
  const unit = (einheit ?? '').trim();
  if (unit === '') return NO_UNIT_CODE;
  return UNIT_TABLE.find((row) => row.spellings.test(unit))?.code;
}

/** Skonto as BT-20 wants it in XRechnung (BR-DE-18): "#SKONTO#TAGE=7#PROZENT=2.00#". */
export function skontoLine(days: number, percent: number): string {
  return `#SKONTO#TAGE=${days}#PROZENT=${percent.toFixed(2)}#`;
}

/** The client's e-invoice fields as a_get_client_details answers and a_update_client_details takes them. */
export interface ClientEInvoiceFields {
  e_adresse: string | null;
  e_schema: EndpointScheme | null;
  leitweg_id: string | null;
  /** The form the client takes; left out of an update, the stored one stays. */
  e_format: EInvoiceForm | null;
}

/** An invoice's e-invoice fields as a_get_invoice_details answers and a_update_invoice_details takes them. */
export type InvoiceTermsFields = Omit<InvoiceTerms, 'rechnung_id'>;

/** The client's stored e-invoice data, or null while it has no address. */
export function clientEInvoiceOf(row: { client_id: number } & Partial<ClientEInvoiceFields>): ClientEInvoice | null {
  if (!row.e_adresse || !row.e_schema) return null;
  return {
    client_id: row.client_id,
    e_adresse: row.e_adresse,
    e_schema: row.e_schema,
    leitweg_id: row.leitweg_id ?? null,
  };
}

/** The invoice's terms from its details row; the defaults where the row has none. */
export function invoiceTermsOf(row: { id: number } & Partial<InvoiceTermsFields>): InvoiceTerms {
  const defaults = defaultInvoiceTerms(row.id);
  const stored = (key: keyof InvoiceTermsFields) => row[key] ?? defaults[key];
  return { ...defaults, ...eachTerm<EditableTerms>(stored), bezug_datum: row.bezug_datum ?? null };
}
