import type { AngebotPosition, Prognose, RechnungPosition, RpcParams, RpcResult } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';

/**
 * Positions of invoices and offers, position templates and forecasts (prognose) (requirements §7).
 * requirements §5's position rules (null erl → '', null erl_on → 'true', null erl_titel → '',
 * numbers as text) are applied by the client for a_insert_position and a_update_position.
 */

export function getInvoicePositions(
  client: DataClient,
  invoiceId: number,
  opts?: RequestOptions,
): Promise<RechnungPosition[]> {
  return client.rpc('a_get_invoice_positions', { invoice_id: invoiceId }, opts);
}

export function getOfferPositions(
  client: DataClient,
  offerId: number,
  opts?: RequestOptions,
): Promise<AngebotPosition[]> {
  return client.rpc('a_get_offer_positions', { offer_id: offerId }, opts);
}

/** The new position's id. */
export function insertPosition(
  client: DataClient,
  params: RpcParams<'a_insert_position'>,
  opts?: RequestOptions,
): Promise<number> {
  return client.rpc('a_insert_position', params, opts);
}

export function updatePosition(
  client: DataClient,
  params: RpcParams<'a_update_position'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_position', params, opts);
}

export function deletePosition(client: DataClient, positionId: number, opts?: RequestOptions): Promise<null> {
  return client.rpc('a_delete_position', { position_id: positionId }, opts);
}

export function getPositionTemplates(
  client: DataClient,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_position_tmpl'>> {
  return client.rpc('a_get_position_tmpl', {}, opts);
}

export function getPrognose(client: DataClient, opts?: RequestOptions): Promise<Prognose[]> {
  return client.rpc('a_get_prognose', {}, opts);
}

/** The new forecast's id. */
export function insertPrognose(
  client: DataClient,
  params: RpcParams<'a_insert_prognose'>,
  opts?: RequestOptions,
): Promise<number> {
  return client.rpc('a_insert_prognose', params, opts);
}

export function updatePrognose(
  client: DataClient,
  params: RpcParams<'a_update_prognose'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_prognose', params, opts);
}

export function deletePrognose(client: DataClient, prognoseId: number, opts?: RequestOptions): Promise<null> {
  return client.rpc('a_delete_prognose', { prognose_id: prognoseId }, opts);
}
