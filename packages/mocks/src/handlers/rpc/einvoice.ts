/**
 * The e-invoice fields (requirements §3 "Decided") inside the existing calls: a_get_client_details
 * and a_get_invoice_details answer them, a_update_client_details and a_update_invoice_details
 * take them as optional parameters (left out, they stay). Stored beside the entities
 * (`kunde_erechnung`, `rechnung_angaben`), as the SQL package does (40_einvoice.sql).
 */
import {
  type ClientEInvoiceFields,
  clientEInvoiceRefusal,
  defaultInvoiceTerms,
  type EndpointScheme,
  type InvoiceDeduction,
  type InvoiceKind,
  invoiceTermsOf,
  type InvoiceTermsFields,
  invoiceTermsRefusal,
  type VatCategory,
} from '@waldmonitor/ui/model';
import type { MockTables } from '../../db/db';
import { pgErrors } from '../../store/errors';
import type { Args } from '../args';

const refuse = (message: string) => pgErrors.raise(400, message);

/** The client's e-invoice fields, null while none are stored. */
export function clientEInvoiceFields(db: MockTables, clientId: number): ClientEInvoiceFields {
  const row = db.clientEInvoice.where({ client_id: clientId })[0];
  return { e_adresse: row?.e_adresse ?? null, e_schema: row?.e_schema ?? null, leitweg_id: row?.leitweg_id ?? null };
}

/**
 * a_update_client_details' optional e-invoice parameters: a given address replaces the three
 * fields, an empty one clears them; left out (or null), they stay as they are.
 */
export function updateClientEInvoice(db: MockTables, clientId: number, args: Args): void {
  if (!args.has('e_adresse') || args.textOrNull('e_adresse') === null) return;
  const optional = (name: string) => (args.has(name) ? (args.textOrEmpty(name)?.trim() ?? null) : null);
  const fields: ClientEInvoiceFields = {
    e_adresse: optional('e_adresse'),
    e_schema: optional('e_schema') as EndpointScheme | null,
    leitweg_id: optional('leitweg_id'),
  };
  const refusal = clientEInvoiceRefusal(fields);
  if (refusal) throw refuse(refusal);
  db.clientEInvoice.delete(db.clientEInvoice.eqFilters({ client_id: clientId }));
  if (fields.e_adresse && fields.e_schema && db.kunde.where({ client_id: clientId }).length > 0) {
    db.clientEInvoice.insert([
      { client_id: clientId, e_adresse: fields.e_adresse, e_schema: fields.e_schema, leitweg_id: fields.leitweg_id },
    ]);
  }
}

/** The invoice's e-invoice fields, the defaults where none are stored. */
export function invoiceTermsFields(db: MockTables, invoiceId: number): InvoiceTermsFields {
  const row = db.invoiceTerms.where({ rechnung_id: invoiceId })[0] ?? defaultInvoiceTerms(invoiceId);
  const { rechnung_id: _id, ...fields } = invoiceTermsOf({ ...row, id: invoiceId });
  return fields;
}

/** The partial invoices a final invoice deducts, sent as their numbers separated by commas ("3,5"). */
function deductionIds(args: Args): number[] {
  const raw = args.has('abzuege') ? args.textOrEmpty('abzuege') : null;
  return raw === null ? [] : raw.split(',').map((id) => Number(id.trim()));
}

/**
 * a_update_invoice_details' optional e-invoice parameters: a given kind (`art`) replaces all
 * of them (a parameter left out takes its default); without a kind they stay as they are. A
 * credit note refers to an archived invoice of the same client (BT-25/26 from that invoice);
 * a final invoice deducts archived partial invoices of the same client, their net and VAT
 * taken from their positions.
 */
export function updateInvoiceTerms(
  db: MockTables,
  invoiceId: number,
  args: Args,
  amountsOf: (invoiceId: number, rate: number) => { netto_cent: number; ust_cent: number },
): void {
  if (!args.has('art') || args.textOrNull('art') === null) return;
  const defaults = defaultInvoiceTerms(invoiceId);
  const invoice = db.rechnung.where({ id: invoiceId })[0];
  const given = <T>(name: string, read: () => T, fallback: T): T => (args.has(name) ? read() : fallback);
  const fields: InvoiceTermsFields = {
    art: (args.textOrEmpty('art') ?? 'rechnung') as InvoiceKind,
    bezug_id: given('bezug_id', () => args.intOrNull('bezug_id'), null),
    bezug_datum: null,
    abzuege: [],
    zahlungsziel_tage: given(
      'zahlungsziel_tage',
      () => args.intOrNull('zahlungsziel_tage') ?? defaults.zahlungsziel_tage,
      defaults.zahlungsziel_tage,
    ),
    skonto_prozent: given(
      'skonto_prozent',
      () => (args.textOrEmpty('skonto_prozent') === null ? null : args.num('skonto_prozent')),
      null,
    ),
    skonto_tage: given('skonto_tage', () => args.intOrNull('skonto_tage'), null),
    le_von: given('le_von', () => args.dateOrNull('le_von'), null),
    le_bis: given('le_bis', () => args.dateOrNull('le_bis'), null),
    ust_kategorie: given('ust_kategorie', () => (args.textOrEmpty('ust_kategorie') ?? 'S') as VatCategory, 'S'),
    befreiungsgrund: given('befreiungsgrund', () => args.textOrEmpty('befreiungsgrund'), null),
    kaeufer_ustid: given('kaeufer_ustid', () => args.textOrEmpty('kaeufer_ustid'), null),
    aufbewahrung_hinweis: given('aufbewahrung_hinweis', () => args.boolOrNull('aufbewahrung_hinweis'), null),
  };
  const refusal = invoiceTermsRefusal(fields);
  if (refusal) throw refuse(refusal);
  if (fields.art === 'gutschrift') {
    const corrected = db.rechnung.where({ id: fields.bezug_id as number })[0];
    if (
      !corrected ||
      !corrected.archiviert ||
      corrected.client_id !== invoice?.client_id ||
      corrected.id === invoiceId
    ) {
      throw refuse('Eine Stornorechnung bezieht sich auf eine archivierte Rechnung desselben Kunden.');
    }
    fields.bezug_datum = corrected.rn_datum;
  } else fields.bezug_id = null;
  if (fields.art === 'schluss') {
    fields.abzuege = deductionIds(args).map((id): InvoiceDeduction => {
      const partial = db.rechnung.where({ id })[0];
      const kind = db.invoiceTerms.where({ rechnung_id: id })[0]?.art;
      if (!partial || kind !== 'abschlag' || !partial.archiviert || partial.client_id !== invoice?.client_id) {
        throw refuse('Eine Schlussrechnung zieht nur archivierte Abschlagsrechnungen desselben Kunden ab.');
      }
      return { rechnung_id: id, rn_datum: partial.rn_datum, ...amountsOf(id, partial.ust_satz) };
    });
  }
  db.invoiceTerms.delete(db.invoiceTerms.eqFilters({ rechnung_id: invoiceId }));
  db.invoiceTerms.insert([{ rechnung_id: invoiceId, ...fields }]);
}
