/**
 * Billing parity (offers, invoices, positions, templates, free texts, forecasts): every read,
 * every mutation with a read of the state it leaves, and the refusals of the procedures.
 * Payloads as the app sends them (requirements §5/§7: ids, ust_satz and position numbers as text).
 * The role refusals (requirements §6) are in roles.scenarios.ts and billing.test.ts.
 */
import { createSeed } from '../../src/seed';
import { ADMIN, type Scenario } from './scenario';

const rpc = (name: string, args: Record<string, unknown> = {}) => ({ rpc: name, args });
const read = (name: string, args: Record<string, unknown> = {}) => ({ rpc: name, args });

/** The seed (SEED 20261122): invoices 1…60 (dated up to 2026-11-11; those older than 240 days archived), offers 1…40. */
const OPEN_INVOICE = '59';
const ARCHIVED_INVOICE = '3';
const OFFER = '40';
const seed = createSeed();
const ARCHIVED_POSITION = String(seed.position.find((p) => p.rechnung_id === Number(ARCHIVED_INVOICE))?.id);

const invoiceHeader = (id: string, rn_datum: string) => ({
  invoice_id: id,
  bearbeiter: 'Anja Albrecht',
  anrede: 'Sehr geehrte Damen und Herren,',
  anschreiben: 'wie besprochen:',
  zuerl: '',
  ust_satz: '7',
  le_date: '2026-10-01',
  rn_datum,
});

const offerHeader = (status: string, sign: string) => ({
  offer_id: OFFER,
  bearbeiter: '',
  anrede: null,
  anschreiben: 'Gern bieten wir an:',
  zuerl: null,
  ust_satz: '19',
  an_datum: '2026-11-13',
  status,
  sign,
});

const position = (ids: Record<string, string | null>, fields: Record<string, string> = {}) => ({
  ...ids,
  anzahl: '2.5',
  bez: 'Vor-Ort-Begehung mit Auftraggeber',
  einheit: 'Std.',
  ep: '78',
  lfd_nr: '7',
  erl: '',
  erl_on: 'true',
  erl_titel: '',
  ...fields,
});

const reads: Scenario[] = [
  {
    name: 'invoice list, newest number first, with client name and net total',
    caller: ADMIN,
    call: read('a_get_invoices'),
  },
  { name: 'offer list, newest number first', caller: ADMIN, call: read('a_get_offers') },
  { name: 'invoice details', caller: ADMIN, call: read('a_get_invoice_details', { invoice_id: '5' }) },
  {
    name: 'invoice details of an unknown id: no row',
    caller: ADMIN,
    call: read('a_get_invoice_details', { invoice_id: '999' }),
  },
  { name: 'offer details', caller: ADMIN, call: read('a_get_offer_details', { offer_id: '3' }) },
  {
    name: 'invoice positions by lfd_nr',
    caller: ADMIN,
    call: read('a_get_invoice_positions', { invoice_id: OPEN_INVOICE }),
  },
  { name: 'offer positions by lfd_nr', caller: ADMIN, call: read('a_get_offer_positions', { offer_id: OFFER }) },
  { name: 'position templates', caller: ADMIN, call: read('a_get_position_tmpl') },
  { name: 'free texts', caller: ADMIN, call: read('a_get_all_freitexte') },
  { name: 'forecasts by date', caller: ADMIN, call: read('a_get_prognose') },
  { name: 'minimum date of a new invoice', caller: ADMIN, call: read('a_get_min_rn_datum_for_new_invoice') },
  { name: 'minimum date of a new offer', caller: ADMIN, call: read('a_get_min_an_datum_for_new_offer') },
  {
    name: 'invoice date range around an existing date',
    caller: ADMIN,
    call: read('a_get_minmax_rn_datum', { rn_datum: '2026-06-01' }),
  },
  {
    name: 'invoice date range after the newest',
    caller: ADMIN,
    call: read('a_get_minmax_rn_datum', { rn_datum: '2027-01-01' }),
  },
  {
    name: 'offer date range before the oldest',
    caller: ADMIN,
    call: read('a_get_minmax_an_datum', { an_datum: '2020-01-01' }),
  },
  {
    name: 'offer date range around an existing date',
    caller: ADMIN,
    call: read('a_get_minmax_an_datum', { an_datum: '2026-03-01' }),
  },
];

const mutations: Scenario[] = [
  {
    name: 'add an invoice: next number, caller as editor',
    caller: ADMIN,
    call: rpc('a_add_invoice', { client_id: '3', rn_datum: '2026-11-20', le_date: '', ust_satz: '19' }),
    then: read('a_get_invoices'),
  },
  {
    name: 'add an offer: a draft without signature',
    caller: ADMIN,
    call: rpc('a_add_offer', { client_id: '4', an_datum: '2026-11-14', ust_satz: '7' }),
    then: read('a_get_offer_details', { offer_id: '41' }),
  },
  {
    name: 'update an open invoice within its neighbours’ dates',
    caller: ADMIN,
    call: rpc('a_update_invoice_details', invoiceHeader(OPEN_INVOICE, '2026-11-01')),
    then: read('a_get_invoice_details', { invoice_id: OPEN_INVOICE }),
  },
  {
    name: 'update an offer: status, sign, texts',
    caller: ADMIN,
    call: rpc('a_update_offer_details', offerHeader('versendet', 'geschaeftsfuehrung')),
    then: read('a_get_offers'),
  },
  {
    name: 'move an invoice to another client',
    caller: ADMIN,
    call: rpc('a_set_client_for_invoice', { client_id: '2', rechnung_id: OPEN_INVOICE }),
    then: read('a_get_invoices'),
  },
  {
    name: 'move an offer to another client',
    caller: ADMIN,
    call: rpc('a_set_client_for_offer', { client_id: '2', angebot_id: OFFER }),
    then: read('a_get_offers'),
  },
  {
    name: 'archive an invoice',
    caller: ADMIN,
    call: rpc('a_set_archive_for_rn', { invoice_id: OPEN_INVOICE }),
    then: read('a_get_invoice_details', { invoice_id: OPEN_INVOICE }),
  },
  {
    name: 'archive an archived invoice again: no change, no error',
    caller: ADMIN,
    call: rpc('a_set_archive_for_rn', { invoice_id: ARCHIVED_INVOICE }),
    then: read('a_get_invoice_details', { invoice_id: ARCHIVED_INVOICE }),
  },
  {
    name: 'insert an offer position (requirements §5 payload)',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: null, angebot_id: OFFER }, { einheit: '' })),
    then: read('a_get_offer_positions', { offer_id: OFFER }),
  },
  {
    name: 'insert an invoice position: the net total follows',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: OPEN_INVOICE, angebot_id: '' })),
    then: read('a_get_invoices'),
  },
  {
    name: 'update a position (a reorder saves lfd_nr this way)',
    caller: ADMIN,
    call: rpc(
      'a_update_position',
      position({ position_id: '1' }, { lfd_nr: '1', erl: 'Text', erl_on: 'false', erl_titel: 'Hinweis' }),
    ),
    then: read('a_get_offer_positions', { offer_id: '1' }),
  },
  {
    name: 'delete a position',
    caller: ADMIN,
    call: rpc('a_delete_position', { position_id: '2' }),
    then: read('a_get_offer_positions', { offer_id: '1' }),
  },
  {
    // The first position of an open invoice: the others are numbered 1…n again, on both sides.
    name: 'delete a position: the numbering closes up',
    caller: ADMIN,
    call: rpc('a_delete_position', {
      position_id: String(
        seed.position
          .filter((p) => p.rechnung_id === Number(OPEN_INVOICE))
          .sort((a, b) => a.lfd_nr - b.lfd_nr || a.id - b.id)[0]?.id,
      ),
    }),
    then: read('a_get_invoice_positions', { invoice_id: OPEN_INVOICE }),
  },
  {
    name: 'delete an unknown position: no change',
    caller: ADMIN,
    call: rpc('a_delete_position', { position_id: '99999' }),
  },
  {
    name: 'insert a forecast (kind trimmed)',
    caller: ADMIN,
    call: rpc('a_insert_prognose', { datum: '2027-07-01', betrag: 1250.5, art: ' Beratung ' }),
    then: read('a_get_prognose'),
  },
  {
    name: 'update a forecast',
    caller: ADMIN,
    call: rpc('a_update_prognose', { prognose_id: '2', datum: '2024-02-01', betrag: '9000', art: 'Drainagekataster' }),
    then: read('a_get_prognose'),
  },
  {
    name: 'delete a forecast',
    caller: ADMIN,
    call: rpc('a_delete_prognose', { prognose_id: '3' }),
    then: read('a_get_prognose'),
  },
];

const refusals: Scenario[] = [
  {
    name: 'refuses a new invoice older than the newest',
    caller: ADMIN,
    call: rpc('a_add_invoice', { client_id: '3', rn_datum: '2026-01-01', le_date: null, ust_satz: '19' }),
  },
  {
    name: 'refuses a new invoice for an unknown client',
    caller: ADMIN,
    call: rpc('a_add_invoice', { client_id: '9999', rn_datum: '2026-11-20', le_date: null, ust_satz: '19' }),
  },
  {
    name: 'refuses a new offer for an unknown client',
    caller: ADMIN,
    call: rpc('a_add_offer', { client_id: '9999', an_datum: '2026-11-20', ust_satz: '19' }),
  },
  {
    name: 'refuses a new offer without a VAT rate',
    caller: ADMIN,
    call: rpc('a_add_offer', { client_id: '3', an_datum: '2026-11-20', ust_satz: '' }),
  },
  {
    name: 'refuses a VAT rate of 119 percent',
    caller: ADMIN,
    call: rpc('a_add_invoice', { client_id: '3', rn_datum: '2026-11-20', le_date: null, ust_satz: '119' }),
  },
  {
    name: 'refuses a negative VAT rate on an offer',
    caller: ADMIN,
    call: rpc('a_update_offer_details', { ...offerHeader('versendet', 'ohne'), ust_satz: '-7' }),
  },
  {
    name: 'refuses an invoice date beyond the next invoice’s',
    caller: ADMIN,
    call: rpc('a_update_invoice_details', invoiceHeader('55', '2026-11-12')),
  },
  {
    name: 'refuses a change to an archived invoice',
    caller: ADMIN,
    call: rpc('a_update_invoice_details', invoiceHeader(ARCHIVED_INVOICE, '2024-01-01')),
  },
  {
    name: 'refuses another client for an archived invoice',
    caller: ADMIN,
    call: rpc('a_set_client_for_invoice', { client_id: '2', rechnung_id: ARCHIVED_INVOICE }),
  },
  {
    name: 'refuses an unknown client for an offer',
    caller: ADMIN,
    call: rpc('a_set_client_for_offer', { client_id: '9999', angebot_id: OFFER }),
  },
  {
    name: 'refuses an unknown offer status',
    caller: ADMIN,
    call: rpc('a_update_offer_details', offerHeader('erledigt', 'ohne')),
  },
  {
    name: 'refuses an unknown offer sign',
    caller: ADMIN,
    call: rpc('a_update_offer_details', offerHeader('versendet', 'chef')),
  },
  {
    name: 'refuses an offer date before the previous offer’s',
    caller: ADMIN,
    call: rpc('a_update_offer_details', { ...offerHeader('versendet', 'ohne'), an_datum: '2025-01-01' }),
  },
  {
    name: 'refuses a position for both documents',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: OPEN_INVOICE, angebot_id: OFFER })),
  },
  {
    name: 'refuses a position for no document',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: null, angebot_id: '' })),
  },
  {
    name: 'refuses a position for an unknown invoice',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: '999', angebot_id: null })),
  },
  {
    name: 'refuses a position for an unknown offer',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: null, angebot_id: '999' })),
  },
  {
    name: 'refuses a position for an archived invoice',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: ARCHIVED_INVOICE, angebot_id: null })),
  },
  {
    name: 'refuses a change to a position of an archived invoice',
    caller: ADMIN,
    call: rpc('a_update_position', position({ position_id: ARCHIVED_POSITION })),
  },
  {
    name: 'refuses deleting a position of an archived invoice',
    caller: ADMIN,
    call: rpc('a_delete_position', { position_id: ARCHIVED_POSITION }),
  },
  {
    name: 'refuses a position without an amount',
    caller: ADMIN,
    call: rpc('a_update_position', position({ position_id: '1' }, { anzahl: '' })),
  },
  {
    name: 'refuses a malformed price',
    caller: ADMIN,
    call: rpc('a_update_position', position({ position_id: '1' }, { ep: '12,50' })),
  },
  { name: 'refuses a malformed invoice id', caller: ADMIN, call: read('a_get_invoice_details', { invoice_id: 'x1' }) },
  { name: 'refuses an empty offer id', caller: ADMIN, call: read('a_get_offer_details', { offer_id: '' }) },
  {
    name: 'refuses a negative forecast',
    caller: ADMIN,
    call: rpc('a_insert_prognose', { datum: '2027-01-01', betrag: -5, art: 'Beratung' }),
  },
  {
    name: 'refuses a forecast without a kind',
    caller: ADMIN,
    call: rpc('a_insert_prognose', { datum: '2027-01-01', betrag: 5, art: '   ' }),
  },
  {
    name: 'refuses a forecast with a malformed date',
    caller: ADMIN,
    call: rpc('a_insert_prognose', { datum: 'morgen', betrag: 5, art: 'Beratung' }),
  },
  {
    name: 'answers a change to an unknown forecast with 404',
    caller: ADMIN,
    call: rpc('a_update_prognose', { prognose_id: '9999', datum: '2027-01-01', betrag: 5, art: 'Beratung' }),
  },
  {
    name: 'answers deleting an unknown forecast with 404',
    caller: ADMIN,
    call: rpc('a_delete_prognose', { prognose_id: '9999' }),
  },
];

/**
 * The procedures of ours (sql/53_billing_conversion.sql): offer → invoice and the credit note in
 * one call each. Offer 39 is `versendet` (client 2, two positions), offer 2 `abgerechnet` by seed;
 * invoice 38 is archived (client 1), 59 open, 51 open without a client. The next number is 61.
 */
const OPEN_OFFER = '39';
const BILLED_OFFER = '2';
const conversion = (offer_id: string, erneut: boolean, fields: Record<string, unknown> = {}) =>
  rpc('a_convert_offer_to_invoice', {
    offer_id,
    client_id: '2',
    rn_datum: '2026-11-20',
    le_date: '2026-11-01',
    ust_satz: '19',
    erneut,
    ...fields,
  });

const conversions: Scenario[] = [
  {
    name: 'converts an offer: the invoice has its texts',
    caller: ADMIN,
    call: conversion(OPEN_OFFER, false),
    then: read('a_get_invoice_details', { invoice_id: '61' }),
  },
  {
    name: 'converts an offer: the invoice has its positions in order',
    caller: ADMIN,
    call: conversion(OPEN_OFFER, false),
    then: read('a_get_invoice_positions', { invoice_id: '61' }),
  },
  {
    name: 'converts an offer: the offer is billed and names the invoice',
    caller: ADMIN,
    call: conversion(OPEN_OFFER, false),
    then: read('a_get_offer_details', { offer_id: OPEN_OFFER }),
  },
  {
    name: 'refuses to bill an offer marked billed, and makes no invoice',
    caller: ADMIN,
    call: conversion(BILLED_OFFER, false),
    then: read('a_get_min_rn_datum_for_new_invoice'),
  },
  {
    name: 'bills an offer marked billed again when confirmed',
    caller: ADMIN,
    call: conversion(BILLED_OFFER, true),
    then: read('a_get_offer_details', { offer_id: BILLED_OFFER }),
  },
  {
    name: 'refuses a conversion dated before the newest invoice, and makes no invoice',
    caller: ADMIN,
    call: conversion(OPEN_OFFER, false, { rn_datum: '2026-01-05' }),
    then: read('a_get_offer_details', { offer_id: OPEN_OFFER }),
  },
  {
    name: 'refuses a conversion for an unknown client',
    caller: ADMIN,
    call: conversion(OPEN_OFFER, false, { client_id: '9999' }),
  },
  { name: 'answers converting an unknown offer with 404', caller: ADMIN, call: conversion('9999', false) },
  { name: 'refuses a malformed confirmation', caller: ADMIN, call: conversion(OPEN_OFFER, 'vielleicht' as never) },
  {
    name: 'makes the credit note of an archived invoice with its positions',
    caller: ADMIN,
    call: rpc('a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-20' }),
    then: read('a_get_invoice_positions', { invoice_id: '61' }),
  },
  {
    name: 'makes the credit note of an archived invoice as kind gutschrift referring to it',
    caller: ADMIN,
    call: rpc('a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-20' }),
    then: read('a_get_invoice_details', { invoice_id: '61' }),
  },
  {
    name: 'refuses the credit note of an open invoice after copying its positions, and keeps nothing',
    caller: ADMIN,
    call: rpc('a_create_credit_note', { invoice_id: OPEN_INVOICE, rn_datum: '2026-11-20' }),
    then: read('a_get_invoice_details', { invoice_id: '61' }),
  },
  {
    name: 'refuses to issue an invoice without a client, and it stays open',
    caller: ADMIN,
    call: rpc('a_set_archive_for_rn', { invoice_id: '51' }),
    then: read('a_get_invoice_details', { invoice_id: '51' }),
  },
  {
    name: 'answers the credit note of an unknown invoice with 404',
    caller: ADMIN,
    call: rpc('a_create_credit_note', { invoice_id: '9999', rn_datum: '2026-11-20' }),
  },
];

/**
 * The invoice and offer lists as the app reads them (pages/dashboard/backOffice/documentListQuery.ts):
 * one page of the procedure's result, filtered, searched and ordered by PostgREST, counted
 * (`Prefer: count=exact`); the default order (newest number first) sends no `order=`. And the
 * sums under the lists (a_get_invoice_totals, a_get_offer_totals, sql/56_document_totals.sql)
 * with the same filters and search as arguments.
 */
const documentLists: Scenario[] = [
  {
    name: 'invoice list: page 2 in its own order (newest number first), counted',
    caller: ADMIN,
    call: { rpc: 'a_get_invoices', query: 'limit=25&offset=25', count: true },
  },
  {
    name: 'invoice list: one client in a date range, by date',
    caller: ADMIN,
    call: {
      rpc: 'a_get_invoices',
      query:
        'client_id=eq.3&rn_datum=gte.2025-01-01&rn_datum=lte.2026-11-30&order=rn_datum.asc,id.asc&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'invoice list: open ones, searched in client or editor, by net descending',
    caller: ADMIN,
    call: {
      rpc: 'a_get_invoices',
      query:
        'archiviert=is.false&or=(client_name.ilike.*stadt*,bearbeiter.ilike.*stadt*)&order=netto.desc,id.desc&limit=10&offset=0',
      count: true,
    },
  },
  {
    name: 'invoice list: a number as the search finds that invoice',
    caller: ADMIN,
    call: {
      rpc: 'a_get_invoices',
      query: 'or=(client_name.ilike.*17*,bearbeiter.ilike.*17*,id.eq.17)&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'invoice list: archived ones by client name, no client last, two search words',
    caller: ADMIN,
    call: {
      rpc: 'a_get_invoices',
      query:
        'archiviert=is.true&and=(or(client_name.ilike.*e*,bearbeiter.ilike.*e*),or(client_name.ilike.*a*,bearbeiter.ilike.*a*))&order=client_name.asc.nullslast,id.asc&limit=25&offset=0',
      count: true,
    },
  },
  {
    name: 'offer list: one status in a date range, by editor descending',
    caller: ADMIN,
    call: {
      rpc: 'a_get_offers',
      query:
        'status=eq.versendet&an_datum=gte.2025-01-01&an_datum=lte.2026-12-31&order=bearbeiter.desc.nullslast,id.desc&limit=25&offset=0',
      count: true,
    },
  },
  { name: 'invoice sums: every invoice', caller: ADMIN, call: read('a_get_invoice_totals', {}) },
  {
    name: 'invoice sums: one client in a date range',
    caller: ADMIN,
    call: read('a_get_invoice_totals', {
      suche: '',
      client_id: '3',
      archiviert: null,
      von: '2025-01-01',
      bis: '2026-11-30',
    }),
  },
  {
    name: 'invoice sums: the open invoices',
    caller: ADMIN,
    call: read('a_get_invoice_totals', { suche: null, client_id: null, archiviert: false, von: null, bis: null }),
  },
  {
    name: 'invoice sums: archived, two search words (as the list searches)',
    caller: ADMIN,
    call: read('a_get_invoice_totals', { suche: ' e  a ', client_id: null, archiviert: true, von: null, bis: null }),
  },
  {
    name: 'invoice sums: a number as the search (an empty client id is no filter)',
    caller: ADMIN,
    call: read('a_get_invoice_totals', { suche: '17', client_id: '', archiviert: null, von: null, bis: null }),
  },
  {
    name: 'invoice sums: `%` and `*` in a search stand for one character, as in the list',
    caller: ADMIN,
    call: read('a_get_invoice_totals', { suche: 'st%dt_*', client_id: null, archiviert: null, von: null, bis: null }),
  },
  {
    name: 'offer sums: one status in a date range, searched',
    caller: ADMIN,
    call: read('a_get_offer_totals', {
      suche: 'e',
      client_id: null,
      status: 'versendet',
      von: '2025-01-01',
      bis: '2026-12-31',
    }),
  },
  { name: 'offer sums: every offer', caller: ADMIN, call: read('a_get_offer_totals', {}) },
  {
    name: 'invoice sums: a search no invoice matches sums to zero',
    caller: ADMIN,
    call: read('a_get_invoice_totals', {
      suche: 'niemand-hier',
      client_id: null,
      archiviert: null,
      von: null,
      bis: null,
    }),
  },
];

/**
 * The SQL sums read each document's stored net and gross (sql/60_document_net.sql, kept by a
 * trigger on the positions), after each kind of write.
 */
const storedSums: Scenario[] = [
  {
    name: 'stored sums: an invoice position inserted',
    caller: ADMIN,
    call: rpc('a_insert_position', position({ rechnung_id: OPEN_INVOICE, angebot_id: '' })),
    then: read('a_get_invoice_totals', {}),
  },
  {
    name: 'stored sums: an offer position’s quantity and price changed',
    caller: ADMIN,
    call: rpc('a_update_position', position({ position_id: '1' }, { anzahl: '3.5', ep: '41.375' })),
    then: read('a_get_offer_totals', {}),
  },
  {
    name: 'stored sums: an offer position deleted',
    caller: ADMIN,
    call: rpc('a_delete_position', { position_id: '1' }),
    then: read('a_get_offer_totals', {}),
  },
  {
    name: 'stored sums: an offer converted to an invoice',
    caller: ADMIN,
    call: conversion(OPEN_OFFER, false),
    then: read('a_get_invoice_totals', {}),
  },
  {
    name: 'stored sums: the credit note of an archived invoice',
    caller: ADMIN,
    call: rpc('a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-20' }),
    then: read('a_get_invoice_totals', {}),
  },
  {
    name: 'stored sums: a changed VAT rate changes the gross',
    caller: ADMIN,
    call: rpc('a_update_invoice_details', invoiceHeader(OPEN_INVOICE, '2026-11-01')),
    then: read('a_get_invoice_totals', {}),
  },
  {
    name: 'offer sums: a status no offer can have sums to zero',
    caller: ADMIN,
    call: read('a_get_offer_totals', { suche: null, client_id: null, status: 'storniert', von: null, bis: null }),
  },
];

export const scenarios: Scenario[] = [
  ...reads,
  ...mutations,
  ...refusals,
  ...conversions,
  ...documentLists,
  ...storedSums,
];
