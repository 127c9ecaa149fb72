/**
 * The editor's header form: the values the person edits, their
 * German messages, and the update calls' params. Offers and invoices share one form;
 * `le_date` is an invoice's, `status` and `sign` an offer's.
 */
import type { Angebot, Rechnung } from '../entities';
import type { OfferSign, OfferStatus } from '../domainValues';
import type { MinMaxDateRow } from '../resultRows';
import { formatDate } from '../time';
import { lengthError } from '../validation/textLimits';
import type { DocumentKind } from './documentList';
import {
  controlCharProblem,
  defaultInvoiceTerms,
  invoiceTermsForm,
  invoiceTermsOf,
  invoiceTermsParams,
  type InvoiceTermsForm,
} from './einvoice';

/** The VAT rates an office in Germany bills (UStG §12: 19 % and 7 %; 0 % for exempt or reverse charge). */
export const UST_SAETZE = [
  { value: '19', label: '19 %' },
  { value: '7', label: '7 %' },
  { value: '0', label: '0 %' },
] as const;

/** The head as the editor holds it; the invoice terms are `InvoiceTermsForm` (einvoice.ts declares them). */
export interface DocumentHeaderForm extends InvoiceTermsForm {
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

/** The form before the document has arrived, and an offer's invoice terms: the defaults. */
export const EMPTY_HEADER: DocumentHeaderForm = {
  datum: '',
  le_date: '',
  bearbeiter: '',
  anrede: '',
  anschreiben: '',
  zuerl: '',
  ust_satz: '19',
  status: 'entwurf',
  sign: 'ohne',
  ...invoiceTermsForm(defaultInvoiceTerms(0)),
};

export type EditedDocument = { kind: 'rechnung'; document: Rechnung } | { kind: 'angebot'; document: Angebot };

/** The saved document as form values; an empty editor becomes the signed-in user. */
export function headerFormOf(edited: EditedDocument, currentUser: string | null): DocumentHeaderForm {
  const { document } = edited;
  const bearbeiter = document.bearbeiter?.trim() ? document.bearbeiter : (currentUser ?? '');
  return {
    ...EMPTY_HEADER,
    datum: edited.kind === 'rechnung' ? edited.document.rn_datum : edited.document.an_datum,
    le_date: edited.kind === 'rechnung' ? (edited.document.le_date ?? '') : '',
    bearbeiter,
    anrede: document.anrede ?? '',
    anschreiben: document.anschreiben ?? '',
    zuerl: document.zuerl ?? '',
    ust_satz: String(document.ust_satz),
    ...(edited.kind === 'angebot'
      ? { status: edited.document.status, sign: edited.document.sign }
      : invoiceTermsForm(invoiceTermsOf(edited.document))),
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
  if (kind === 'rechnung') Object.assign(errors, validateTerms(values));
  // The letter's texts as long as the printed letter takes them (TEXT_LIMITS).
  for (const field of ['anrede', 'anschreiben', 'zuerl'] as const) {
    const tooLong = lengthError(values[field], `${kind}.${field}`);
    if (tooLong) errors[field] = tooLong;
  }
  return errors;
}

const WHOLE = /^\d{1,3}$/;

/** The invoice terms' messages, at the field they concern. */
function validateTerms(values: DocumentHeaderForm): Partial<Record<keyof DocumentHeaderForm, string>> {
  const errors: Partial<Record<keyof DocumentHeaderForm, string>> = {};
  const days = Number(values.zahlungsziel_tage);
  if (!WHOLE.test(values.zahlungsziel_tage.trim()) || days > 365)
    errors.zahlungsziel_tage = 'Das Zahlungsziel sind 0 bis 365 Tage.';
  const percent = values.skonto_prozent.trim().replace(',', '.');
  const skontoDays = values.skonto_tage.trim();
  if ((percent === '') !== (skontoDays === '')) {
    errors[percent === '' ? 'skonto_prozent' : 'skonto_tage'] = 'Skonto braucht Prozentsatz und Frist.';
  } else if (percent !== '') {
    if (!(Number(percent) > 0 && Number(percent) < 100))
      errors.skonto_prozent = 'Der Skonto liegt zwischen 0 und 100 %.';
    if (!WHOLE.test(skontoDays) || Number(skontoDays) > days)
      errors.skonto_tage = 'Die Skontofrist endet spätestens mit dem Zahlungsziel.';
  }
  if ((values.le_von === '') !== (values.le_bis === ''))
    errors[values.le_von === '' ? 'le_von' : 'le_bis'] = 'Der Leistungszeitraum braucht Beginn und Ende.';
  else if (values.le_von !== '' && values.le_bis < values.le_von)
    errors.le_bis = 'Der Zeitraum endet vor seinem Beginn.';
  const rate = Number(values.ust_satz);
  if (values.ust_kategorie === 'S' && rate === 0)
    errors.ust_satz = 'Beim Regelsteuersatz ist der Steuersatz 19 % oder 7 %; für 0 % die Kategorie wählen.';
  if (values.ust_kategorie !== 'S' && rate !== 0)
    errors.ust_satz = 'Steuerbefreite und § 13b-Rechnungen haben 0 % Umsatzsteuer.';
  if (values.ust_kategorie === 'E' && values.befreiungsgrund.trim() === '')
    errors.befreiungsgrund = 'Bitte den Grund der Steuerbefreiung nennen, z. B. „Steuerfrei nach § 4 Nr. 12 UStG“.';
  if (values.ust_kategorie === 'AE' && values.kaeufer_ustid.trim() === '')
    errors.kaeufer_ustid = 'Bei § 13b braucht die Rechnung die USt-IdNr. des Kunden.';
  if (values.art === 'schluss' && !/^\s*\d+(\s*,\s*\d+)*\s*$/.test(values.abzuege))
    errors.abzuege = 'Die Nummern der Abschlagsrechnungen, durch Kommas getrennt, z. B. 38, 45.';
  for (const field of ['befreiungsgrund', 'kaeufer_ustid'] as const) {
    const problem = controlCharProblem(values[field], field === 'befreiungsgrund' ? 'Befreiungsgrund' : 'USt-IdNr.');
    if (problem) errors[field] = problem;
  }
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
  return {
    invoice_id: invoiceId,
    ...letter(values),
    rn_datum: values.datum,
    le_date: orNull(values.le_date),
    ...invoiceTermsParams(values),
  };
}

export function offerUpdateParams(offerId: number, values: DocumentHeaderForm) {
  return { offer_id: offerId, ...letter(values), an_datum: values.datum, status: values.status, sign: values.sign };
}

/**
 * The invoice as typed, for the live §14 UStG checklist: the head and the terms as the update
 * call would send them; the deductions stay as saved.
 */
export function invoiceOfHeader(invoiceId: number, values: DocumentHeaderForm) {
  const { abzuege: _abzuege, ...params } = invoiceUpdateParams(invoiceId, values);
  return {
    invoice: { id: invoiceId, ...params },
    terms: invoiceTermsOf({
      id: invoiceId,
      ...params,
      skonto_prozent: Number.isFinite(params.skonto_prozent) ? params.skonto_prozent : null,
    }),
  };
}
