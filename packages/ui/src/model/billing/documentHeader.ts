/**
 * The editor's header form: the values the person edits, their
 * German messages, and the update calls' params. Offers and invoices share one form;
 * `le_date` is an invoice's, `status` and `sign` an offer's.
 */
import type { Angebot, Rechnung } from '../entities';
import type { OfferSign, OfferStatus } from '../domainValues';
import type { MinMaxDateRow } from '../resultRows';
import { formatDate } from '../time';
import type { DocumentKind } from './documentList';

/** The VAT rates an office in Germany bills (UStG §12: 19 % and 7 %; 0 % for exempt or reverse charge). */
export const UST_SAETZE = [
  { value: '19', label: '19 %' },
  { value: '7', label: '7 %' },
  { value: '0', label: '0 %' },
] as const;

export interface DocumentHeaderForm {
  /** an_datum or rn_datum. */
  datum: string;
  /** Invoices: Leistungsdatum, '' for none. */
  le_date: string;
  bearbeiter: string;
  anrede: string;
  anschreiben: string;
  zuerl: string;
  ust_satz: string;
  status: OfferStatus;
  sign: OfferSign;
}

export type EditedDocument = { kind: 'rechnung'; document: Rechnung } | { kind: 'angebot'; document: Angebot };

/** The saved document as form values; an empty editor becomes the signed-in user. */
export function headerFormOf(edited: EditedDocument, currentUser: string | null): DocumentHeaderForm {
  const { document } = edited;
  const bearbeiter = document.bearbeiter?.trim() ? document.bearbeiter : (currentUser ?? '');
  return {
    datum: edited.kind === 'rechnung' ? edited.document.rn_datum : edited.document.an_datum,
    le_date: edited.kind === 'rechnung' ? (edited.document.le_date ?? '') : '',
    bearbeiter,
    anrede: document.anrede ?? '',
    anschreiben: document.anschreiben ?? '',
    zuerl: document.zuerl ?? '',
    ust_satz: String(document.ust_satz),
    status: edited.kind === 'angebot' ? edited.document.status : 'entwurf',
    sign: edited.kind === 'angebot' ? edited.document.sign : 'ohne',
  };
}

/** The message for a document date outside the range its neighbours leave (a_get_minmax_*). */
export function dateRangeMessage(datum: string, range: MinMaxDateRow | null | undefined): string | undefined {
  if (!range || datum === '') return undefined;
  const order = 'damit die Nummern in Datumsfolge bleiben';
  if (range.min_datum && datum < range.min_datum)
    return `Das Datum darf nicht vor dem ${formatDate(range.min_datum)} liegen, ${order}.`;
  if (range.max_datum && datum > range.max_datum)
    return `Das Datum darf nicht nach dem ${formatDate(range.max_datum)} liegen, ${order}.`;
  return undefined;
}

export function validateHeader(
  values: DocumentHeaderForm,
  kind: DocumentKind,
  range: MinMaxDateRow | null | undefined,
): Partial<Record<keyof DocumentHeaderForm, string>> {
  const errors: Partial<Record<keyof DocumentHeaderForm, string>> = {};
  const label = kind === 'rechnung' ? 'Rechnungsdatum' : 'Angebotsdatum';
  if (values.datum === '') errors.datum = `Bitte ein ${label} eingeben.`;
  else {
    const outside = dateRangeMessage(values.datum, range);
    if (outside) errors.datum = outside;
  }
  if (kind === 'rechnung' && values.le_date !== '' && values.datum !== '' && values.le_date > values.datum)
    errors.le_date = 'Das Leistungsdatum darf nicht nach dem Rechnungsdatum liegen.';
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

function letter(values: DocumentHeaderForm) {
  return {
    bearbeiter: orNull(values.bearbeiter.trim()),
    anrede: orNull(values.anrede),
    anschreiben: orNull(values.anschreiben),
    zuerl: orNull(values.zuerl),
    ust_satz: Number(values.ust_satz),
  };
}

export function invoiceUpdateParams(invoiceId: number, values: DocumentHeaderForm) {
  return { invoice_id: invoiceId, ...letter(values), rn_datum: values.datum, le_date: orNull(values.le_date) };
}

export function offerUpdateParams(offerId: number, values: DocumentHeaderForm) {
  return { offer_id: offerId, ...letter(values), an_datum: values.datum, status: values.status, sign: values.sign };
}
