import type { Angebot, MinMaxDateRow, Rechnung, RpcParams, RpcResult } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';
import { firstRow } from './rows';

/** Invoices (Rechnung) and offers (Angebot) (requirements §7). */

export function getInvoices(client: DataClient, opts?: RequestOptions): Promise<RpcResult<'a_get_invoices'>> {
  return client.rpc('a_get_invoices', {}, opts);
}

export function getOffers(client: DataClient, opts?: RequestOptions): Promise<RpcResult<'a_get_offers'>> {
  return client.rpc('a_get_offers', {}, opts);
}

/** `a_get_invoice_details {invoice_id}`: the invoice, or null for an unknown id. */
export async function getInvoiceDetails(
  client: DataClient,
  invoiceId: number,
  opts?: RequestOptions,
): Promise<Rechnung | null> {
  return firstRow(await client.rpc('a_get_invoice_details', { invoice_id: invoiceId }, opts));
}

/** `a_get_offer_details {offer_id}`: the offer, or null for an unknown id. */
export async function getOfferDetails(
  client: DataClient,
  offerId: number,
  opts?: RequestOptions,
): Promise<Angebot | null> {
  return firstRow(await client.rpc('a_get_offer_details', { offer_id: offerId }, opts));
}

/** ust_satz is sent as text (requirements §7). */
export function updateInvoiceDetails(
  client: DataClient,
  params: RpcParams<'a_update_invoice_details'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_invoice_details', params, opts);
}

export function updateOfferDetails(
  client: DataClient,
  params: RpcParams<'a_update_offer_details'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_offer_details', params, opts);
}

/** The new invoice's id. */
export function addInvoice(
  client: DataClient,
  params: RpcParams<'a_add_invoice'>,
  opts?: RequestOptions,
): Promise<number> {
  return client.rpc('a_add_invoice', params, opts);
}

/** The new offer's id. */
export function addOffer(client: DataClient, params: RpcParams<'a_add_offer'>, opts?: RequestOptions): Promise<number> {
  return client.rpc('a_add_offer', params, opts);
}

export function setClientForInvoice(
  client: DataClient,
  params: RpcParams<'a_set_client_for_invoice'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_set_client_for_invoice', params, opts);
}

export function setClientForOffer(
  client: DataClient,
  params: RpcParams<'a_set_client_for_offer'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_set_client_for_offer', params, opts);
}

export function setArchiveForInvoice(client: DataClient, invoiceId: number, opts?: RequestOptions): Promise<null> {
  return client.rpc('a_set_archive_for_rn', { invoice_id: invoiceId }, opts);
}

/** The range an invoice date may move in; null when the service sends no row. */
export async function getMinMaxRnDatum(
  client: DataClient,
  rnDatum: string,
  opts?: RequestOptions,
): Promise<MinMaxDateRow | null> {
  return firstRow(await client.rpc('a_get_minmax_rn_datum', { rn_datum: rnDatum }, opts));
}

/** The range an offer date may move in; null when the service sends no row. */
export async function getMinMaxAnDatum(
  client: DataClient,
  anDatum: string,
  opts?: RequestOptions,
): Promise<MinMaxDateRow | null> {
  return firstRow(await client.rpc('a_get_minmax_an_datum', { an_datum: anDatum }, opts));
}

/** requirements §5: "Minimum dates for new invoices and offers come from the server." */
export function getMinRnDatumForNewInvoice(client: DataClient, opts?: RequestOptions): Promise<string> {
  return client.rpc('a_get_min_rn_datum_for_new_invoice', {}, opts);
}

export function getMinAnDatumForNewOffer(client: DataClient, opts?: RequestOptions): Promise<string> {
  return client.rpc('a_get_min_an_datum_for_new_offer', {}, opts);
}

export function getAllFreitexte(client: DataClient, opts?: RequestOptions): Promise<RpcResult<'a_get_all_freitexte'>> {
  return client.rpc('a_get_all_freitexte', {}, opts);
}
