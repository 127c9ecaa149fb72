import type { Bild, KaeferArt, RpcParams, RpcResult } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';
import { firstRow } from './rows';

/** Beetle records (kaefer), species (kaeferarten) and pictures (bilder) (requirements §7). */

export function getKaeferByBundesland(
  client: DataClient,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_kaefer_by_bundesland'>> {
  return client.rpc('a_get_kaefer_by_bundesland', {}, opts);
}

export function getKaeferByArt(client: DataClient, opts?: RequestOptions): Promise<RpcResult<'a_get_kaefer_by_art'>> {
  return client.rpc('a_get_kaefer_by_art', {}, opts);
}

/** `a_get_kaefer_overview {bundesland, kaeferart}`; null in either means "all". */
export function getKaeferOverview(
  client: DataClient,
  params: RpcParams<'a_get_kaefer_overview'>,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_kaefer_overview'>> {
  return client.rpc('a_get_kaefer_overview', params, opts);
}

/** requirements §4: "Beetle record status changes through an update call." */
export function updateKaefer(
  client: DataClient,
  params: RpcParams<'a_update_kaefer'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_kaefer', params, opts);
}

export function updateMessage(
  client: DataClient,
  params: RpcParams<'a_update_message'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_message', params, opts);
}

export function updateBilder(
  client: DataClient,
  params: RpcParams<'a_update_bilder'>,
  opts?: RequestOptions,
): Promise<null> {
  return client.rpc('a_update_bilder', params, opts);
}

/** GET /kaeferarten */
export function getKaeferarten(client: DataClient, opts?: RequestOptions): Promise<KaeferArt[]> {
  return client.select('kaeferarten', opts);
}

/** GET /kaeferarten?id=eq.{id}: the species, or null for an unknown id. */
export async function getKaeferart(client: DataClient, id: number, opts?: RequestOptions): Promise<KaeferArt | null> {
  return firstRow(await client.select('kaeferarten', { ...opts, filters: { id } }));
}

/** PATCH /kaefer?id=eq.{id} with `{art}` (requirements §7): assigns a record's species. */
export function patchKaeferArt(
  client: DataClient,
  kaeferId: number,
  art: number | null,
  opts?: RequestOptions,
): Promise<null> {
  return client.update('kaefer', { id: kaeferId }, { art }, opts);
}

/** GET /bilder?kaefer_id=eq.{id}&order=filename */
export function getBilder(client: DataClient, kaeferId: number, opts?: RequestOptions): Promise<Bild[]> {
  return client.select('bilder', { ...opts, filters: { kaefer_id: kaeferId }, order: 'filename' });
}
