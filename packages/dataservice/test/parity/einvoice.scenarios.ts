/**
 * E-invoice fields inside the existing calls (requirements §3 "Decided"): the client's
 * electronic address and Leitweg-ID, an invoice's kind, terms, service period and VAT
 * category; every refusal of 40_einvoice.sql, and the final
 * invoice's deductions computed alike from the partial invoices' positions.
 */
import { createSeed } from '../../src/seed';
import { CLIENT_FOUR_DETAILS, READ_CLIENT_FOUR } from './clientFour';
import { ADMIN, type Scenario } from './scenario';

const seed = createSeed();
/** The seed's partial invoices (archived) and an open invoice of the same client. */
const partials = seed.invoiceTerms.filter((terms) => terms.art === 'abschlag').map((terms) => terms.rechnung_id);
const partialClient = seed.rechnung.find((invoice) => invoice.id === partials[0])?.client_id;
const open = seed.rechnung.find((invoice) => !invoice.archiviert && invoice.client_id === partialClient);
const otherArchived = seed.rechnung.find((invoice) => invoice.archiviert && invoice.client_id !== partialClient);
if (!open || !otherArchived || partials.length !== 2) throw new Error('the seed has no partial invoices to deduct');

const header = {
  invoice_id: String(open.id),
  bearbeiter: 'Anja Albrecht',
  anrede: '',
  anschreiben: '',
  zuerl: '',
  ust_satz: '19',
  le_date: '2026-10-01',
  rn_datum: open.rn_datum,
};
const readInvoice = { rpc: 'a_get_invoice_details', args: { invoice_id: String(open.id) } };
const updateInvoice = (terms: Record<string, unknown>) => ({
  rpc: 'a_update_invoice_details',
  args: { ...header, ...terms },
});

export const scenarios: Scenario[] = [
  {
    name: 'a_get_client_details: with a Leitweg-ID',
    caller: ADMIN,
    call: { rpc: 'a_get_client_details', args: { client_id: '3' } },
  },
  {
    name: 'a_update_client_details: a Leitweg-ID as address and buyer reference',
    caller: ADMIN,
    call: {
      rpc: 'a_update_client_details',
      args: {
        ...CLIENT_FOUR_DETAILS,
        e_adresse: '04011000-1234512345-06',
        e_schema: '0204',
        leitweg_id: '04011000-1234512345-06',
      },
    },
    then: READ_CLIENT_FOUR,
  },
  {
    name: 'a_update_client_details: a Leitweg-ID with a wrong check digit is refused',
    caller: ADMIN,
    call: {
      rpc: 'a_update_client_details',
      args: { ...CLIENT_FOUR_DETAILS, e_adresse: '04011000-1234512345-07', e_schema: '0204' },
    },
    then: READ_CLIENT_FOUR,
  },
  {
    name: 'a_update_client_details: an e-mail address that is none is refused',
    caller: ADMIN,
    call: {
      rpc: 'a_update_client_details',
      args: { ...CLIENT_FOUR_DETAILS, e_adresse: 'rechnung at wald', e_schema: 'EM' },
    },
  },
  {
    name: 'a_update_client_details: the client takes the XRechnung as CII',
    caller: ADMIN,
    call: {
      rpc: 'a_update_client_details',
      args: { ...CLIENT_FOUR_DETAILS, e_adresse: 'rechnung@wald.example', e_schema: 'EM', e_format: 'cii' },
    },
    then: READ_CLIENT_FOUR,
  },
  {
    name: 'a_update_client_details: an unknown e-invoice form is refused',
    caller: ADMIN,
    call: {
      rpc: 'a_update_client_details',
      args: { ...CLIENT_FOUR_DETAILS, e_adresse: 'rechnung@wald.example', e_schema: 'EM', e_format: 'xlsx' },
    },
    then: READ_CLIENT_FOUR,
  },
  {
    name: 'a_update_client_details: an empty address clears the e-invoice fields',
    caller: ADMIN,
    call: {
      rpc: 'a_update_client_details',
      args: { ...CLIENT_FOUR_DETAILS, client_id: '1', e_adresse: '', e_schema: '', leitweg_id: '' },
    },
    then: { rpc: 'a_get_client_details', args: { client_id: '1' } },
  },
  { name: 'a_get_invoice_details: the default terms', caller: ADMIN, call: readInvoice },
  {
    name: 'a_update_invoice_details: Skonto, a service period and reverse charge',
    caller: ADMIN,
    call: updateInvoice({
      art: 'rechnung',
      zahlungsziel_tage: '30',
      skonto_prozent: '2',
      skonto_tage: '10',
      le_von: '2026-09-01',
      le_bis: '2026-09-30',
      ust_kategorie: 'AE',
      kaeufer_ustid: 'DE811569869',
      aufbewahrung_hinweis: 'false',
    }),
    then: readInvoice,
  },
  {
    name: 'a_update_invoice_details: a credit note for an archived invoice of the same client',
    caller: ADMIN,
    call: updateInvoice({ art: 'gutschrift', bezug_id: String(partials[0]) }),
    then: readInvoice,
  },
  {
    name: 'a_update_invoice_details: a credit note for another client’s invoice is refused',
    caller: ADMIN,
    call: updateInvoice({ art: 'gutschrift', bezug_id: String(otherArchived.id) }),
    then: readInvoice,
  },
  {
    name: 'a_update_invoice_details: a final invoice deducts the partial invoices (amounts from their positions)',
    caller: ADMIN,
    call: updateInvoice({ art: 'schluss', abzuege: partials.join(',') }),
    then: readInvoice,
  },
  {
    name: 'a_update_invoice_details: a final invoice cannot deduct an ordinary invoice',
    caller: ADMIN,
    call: updateInvoice({ art: 'schluss', abzuege: String(otherArchived.id) }),
  },
  {
    name: 'a_update_invoice_details: Skonto without days is refused',
    caller: ADMIN,
    call: updateInvoice({ art: 'rechnung', skonto_prozent: '2' }),
  },
  {
    name: 'a_update_invoice_details: a period that ends before it starts is refused',
    caller: ADMIN,
    call: updateInvoice({ art: 'rechnung', le_von: '2026-09-30', le_bis: '2026-09-01' }),
  },
  {
    name: 'a_update_invoice_details: an unknown kind is refused',
    caller: ADMIN,
    call: updateInvoice({ art: 'proforma' }),
  },
  {
    name: 'a_update_invoice_details: the terms of an archived invoice are read-only',
    caller: ADMIN,
    call: {
      rpc: 'a_update_invoice_details',
      args: { ...header, invoice_id: String(otherArchived.id), rn_datum: otherArchived.rn_datum, art: 'abschlag' },
    },
  },
];
