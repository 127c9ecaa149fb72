import type { PositionDocument, ReadFilter, WriteEffect, WriteName } from './writes';
import type { RpcParams } from '../rpc';
import { reads } from './reads';

/**
 * The billing part of the affects table (affects.ts): what the writes on invoices, offers and
 * their positions, payments, open items, dunning and the revenue forecast change. affects.ts
 * spreads these entries into AFFECTS, where the type checks that every write has one.
 */

/**
 * The rows of a list procedure under both names that read them: the lists page the view of
 * ours (requirements §7 "Table paths of ours"), the procedure stays a read of the contract,
 * and a write that changes the rows refreshes either read.
 */
const invoiceRows = [reads('getRechnungListe'), reads('a_get_invoices')];
/** The accountant's export of any period (sql/77_accounting_export.sql). */
const bookings = [reads('a_get_bookings'), reads('a_get_journal')];
const offerRows = [reads('getAngebotListe'), reads('a_get_offers')];

/** An invoice's date bounds its neighbours' dates and the first date of a new invoice. */
const invoiceDates = [reads('a_get_minmax_rn_datum'), reads('a_get_min_rn_datum_for_new_invoice')];
const offerDates = [reads('a_get_minmax_an_datum'), reads('a_get_min_an_datum_for_new_offer')];
/**
 * The lists' pages and the sums under them (a_get_invoice_totals, a_get_offer_totals); the
 * forecast chart's invoiced net per month (a_get_invoiced_per_month) follows the invoices.
 */
export const invoiceList = [...invoiceRows, reads('a_get_invoice_totals'), reads('a_get_invoiced_per_month')];
/**
 * What a payment, the archiving or a credit note changes beside the invoice: the open items
 * and their sums, the Übersicht's money and each invoice's state (kept by the triggers of
 * sql/74_open_items.sql), and the invoices' change logs (sql/76_issued_form.sql's triggers).
 */
const openItems = [
  reads('getOffenePosten'),
  reads('a_get_open_item_totals'),
  reads('a_get_billing_overview'),
  reads('a_get_invoice_state'),
  reads('a_get_invoice_changes'),
];
export const offerList = [...offerRows, reads('a_get_offer_totals')];
const invoice = (invoice_id: number) => [reads('a_get_invoice_details', { invoice_id }), ...invoiceList];
const offer = (offer_id: number) => [reads('a_get_offer_details', { offer_id }), ...offerList];

/**
 * A position change changes the document's positions and its totals: the net, VAT and
 * gross follow from the positions and the details' VAT rate, and the list shows the net.
 */
function documentTotals(document: PositionDocument): ReadFilter[] {
  if ('rechnung_id' in document) {
    const invoice_id = document.rechnung_id;
    return [reads('a_get_invoice_positions', { invoice_id }), ...invoice(invoice_id)];
  }
  const offer_id = document.angebot_id;
  return [reads('a_get_offer_positions', { offer_id }), ...offer(offer_id)];
}

/** The document of a new position: requirements §3 "rechnung_id or angebot_id", exactly one set. */
export function insertedInto(params: RpcParams<'a_insert_position'>): PositionDocument {
  if (params.rechnung_id !== null) return { rechnung_id: params.rechnung_id };
  if (params.angebot_id !== null) return { angebot_id: params.angebot_id };
  throw new Error('Eine Position gehört zu einer Rechnung oder einem Angebot.');
}

const forecasts = () => [reads('a_get_prognose')];

/** The billing writes with what they change; `satisfies` types each entry as AFFECTS does. */
export const BILLING_AFFECTS = {
  // Invoices and offers.
  a_update_invoice_details: { refreshes: ({ params }) => [...invoice(params.invoice_id), ...invoiceDates] },
  a_update_offer_details: { refreshes: ({ params }) => [...offer(params.offer_id), ...offerDates] },
  a_add_invoice: { refreshes: () => [...invoiceList, ...invoiceDates] },
  a_add_offer: { refreshes: () => [...offerList, ...offerDates] },
  /** A new invoice (list, dates) and the offer, now `abgerechnet` and naming it. */
  a_convert_offer_to_invoice: {
    refreshes: ({ params }) => [...offer(params.offer_id), ...invoiceList, ...invoiceDates],
  },
  /** A new invoice, the credit note: the list and the dates a new invoice may have. */
  a_create_credit_note: { refreshes: () => [...invoiceList, ...invoiceDates, ...openItems] },
  /** The invoice's payments; its state and the open items are computed from them. */
  a_add_payment: {
    refreshes: ({ params }) => [reads('a_get_payments', { rechnung_id: params.rechnung_id }), ...openItems],
  },
  a_reverse_payment: { refreshes: () => [reads('a_get_payments'), ...openItems] },
  /** The reminders written: the open items' levels, the proposal, the reminders' list. */
  a_create_reminders: {
    refreshes: () => [...openItems, reads('a_get_dunning_proposal'), reads('a_get_reminders')],
  },
  /** A level's days and fee change what the proposal names and states. */
  a_update_dunning_level: { refreshes: () => [reads('a_get_dunning_levels'), reads('a_get_dunning_proposal')] },
  /** A base rate changes the interest the proposal states. */
  a_set_base_rate: { refreshes: () => [reads('a_get_base_rates'), reads('a_get_dunning_proposal')] },
  /** The export's settings: the bookings' bank account and revenue accounts follow them. */
  a_update_accounting_settings: { refreshes: () => [reads('a_get_accounting_settings'), ...bookings] },
  a_update_revenue_account: { refreshes: () => [reads('a_get_revenue_accounts'), ...bookings] },
  /** A client's Debitorennummer: its bookings' account and the number to propose next. */
  a_set_debitor_nr: {
    refreshes: ({ params }) => [
      reads('a_get_debitor_nr', { client_id: params.client_id }),
      reads('a_next_debitor_nr'),
      ...bookings,
    ],
  },
  a_set_client_for_invoice: { refreshes: ({ params }) => invoice(params.rechnung_id) },
  a_set_client_for_offer: { refreshes: ({ params }) => offer(params.angebot_id) },
  /** Archiving issues the invoice: its issued form, its open item. */
  a_set_archive_for_rn: {
    refreshes: ({ params }) => [
      ...invoice(params.invoice_id),
      ...openItems,
      reads('a_get_issued_invoice', { rechnung_id: params.invoice_id }),
      reads('a_get_invoice_changes', { rechnung_id: params.invoice_id }),
    ],
  },

  /** Sending may issue the invoice (as archiving), and writes a send and a mail. */
  a_send_invoice: {
    refreshes: ({ params }) => [
      ...invoice(params.rechnung_id),
      ...openItems,
      reads('a_get_issued_invoice', { rechnung_id: params.rechnung_id }),
      reads('a_get_invoice_changes', { rechnung_id: params.rechnung_id }),
      reads('a_get_invoice_sends', { rechnung_id: params.rechnung_id }),
      reads('a_get_outbox'),
    ],
  },
  /** A written reminder stays as it is: a send adds to its sends and to the Postausgang. */
  a_send_reminder: {
    refreshes: ({ params }) => [
      reads('a_get_reminder_sends', { mahnung_id: params.mahnung_id }),
      reads('a_get_outbox'),
    ],
  },

  // Positions and forecasts.
  a_insert_position: { refreshes: ({ params }) => documentTotals(insertedInto(params)) },
  a_update_position: { refreshes: ({ context }) => documentTotals(context) },
  a_delete_position: { refreshes: ({ context }) => documentTotals(context) },
  a_insert_prognose: { refreshes: forecasts },
  a_update_prognose: { refreshes: forecasts },
  a_delete_prognose: { refreshes: forecasts },
} satisfies Partial<{ [N in WriteName]: WriteEffect<N> }>;
