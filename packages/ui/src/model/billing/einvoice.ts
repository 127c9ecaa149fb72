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

export function defaultInvoiceTerms(rechnungId: number): InvoiceTerms {
  return {
    rechnung_id: rechnungId,
    art: 'rechnung',
    bezug_id: null,
    bezug_datum: null,
    abzuege: [],
    zahlungsziel_tage: DEFAULT_PAYMENT_DAYS,
    skonto_prozent: null,
    skonto_tage: null,
    le_von: null,
    le_bis: null,
    ust_kategorie: 'S',
    befreiungsgrund: null,
    kaeufer_ustid: null,
    aufbewahrung_hinweis: null,
  };
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
  const pick = <K extends keyof InvoiceTermsFields>(key: K): InvoiceTerms[K] =>
    (row[key] ?? defaults[key]) as InvoiceTerms[K];
  return {
    rechnung_id: row.id,
    art: pick('art'),
    bezug_id: pick('bezug_id'),
    bezug_datum: pick('bezug_datum'),
    abzuege: pick('abzuege'),
    zahlungsziel_tage: pick('zahlungsziel_tage'),
    skonto_prozent: pick('skonto_prozent'),
    skonto_tage: pick('skonto_tage'),
    le_von: pick('le_von'),
    le_bis: pick('le_bis'),
    ust_kategorie: pick('ust_kategorie'),
    befreiungsgrund: pick('befreiungsgrund'),
    kaeufer_ustid: pick('kaeufer_ustid'),
    aufbewahrung_hinweis: row.aufbewahrung_hinweis ?? null,
  };
}
