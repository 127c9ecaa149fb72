import type { Karte, KarteInsert, KartePatchField, MapPoint, RpcResult } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';
import { firstRow } from './rows';

/** Scanned maps (karte), their ground control points (mappoint) and the cadastre (spec §7). */

export function getMapList(client: DataClient, opts?: RequestOptions): Promise<RpcResult<'a_get_map_list_from_db'>> {
  return client.rpc('a_get_map_list_from_db', {}, opts);
}

/** `a_get_bbox_from_client {client_id}`: the extent of the client's maps, or null without maps. */
export async function getBboxFromClient(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_bbox_from_client'>[number] | null> {
  return firstRow(await client.rpc('a_get_bbox_from_client', { client_id: clientId }, opts));
}

export function getKatasterOverview(
  client: DataClient,
  opts?: RequestOptions,
): Promise<RpcResult<'a_get_kataster_overview'>> {
  return client.rpc('a_get_kataster_overview', {}, opts);
}

/** GET /karte?id=eq.{id}: the map, or null for an unknown id. */
export async function getKarte(client: DataClient, id: number, opts?: RequestOptions): Promise<Karte | null> {
  return firstRow(await client.select('karte', { ...opts, filters: { id } }));
}

/** POST /karte with `Prefer: return=representation`: spec §7 "the created representation is returned". */
export async function createKarte(client: DataClient, fields: KarteInsert, opts?: RequestOptions): Promise<Karte> {
  const rows = await client.insert('karte', fields, { ...opts, returnRepresentation: true });
  const created = firstRow(rows);
  if (!created) throw new Error('Der Datendienst hat die angelegte Karte nicht zurückgegeben.');
  return created;
}

/** PATCH /karte?id=eq.{id}: spec §7 "one field at a time", so the body holds exactly that field. */
export function patchKarteField<F extends KartePatchField>(
  client: DataClient,
  id: number,
  field: F,
  value: Karte[F],
  opts?: RequestOptions,
): Promise<null> {
  const patch = { [field]: value } as Pick<Karte, F>;
  return client.update('karte', { id }, patch, opts);
}

/** DELETE /karte?id=eq.{id} */
export function deleteKarte(client: DataClient, id: number, opts?: RequestOptions): Promise<null> {
  return client.remove('karte', { id }, opts);
}

/** GET /mappoint?karte_id=eq.{id}&order=nr.asc */
export function getMapPoints(client: DataClient, karteId: number, opts?: RequestOptions): Promise<MapPoint[]> {
  return client.select('mappoint', { ...opts, filters: { karte_id: karteId }, order: 'nr.asc' });
}

/** POST /mappoint with the rows. */
export function insertMapPoints(client: DataClient, points: readonly MapPoint[], opts?: RequestOptions): Promise<null> {
  return client.insert('mappoint', [...points], opts);
}

/** DELETE /mappoint?karte_id=eq.{id} */
export function deleteMapPoints(client: DataClient, karteId: number, opts?: RequestOptions): Promise<null> {
  return client.remove('mappoint', { karte_id: karteId }, opts);
}

/**
 * Saves a map's georeferencing: DELETE /mappoint?karte_id=eq.{id}, then POST /mappoint
 * (DESIGN.md §4). Every row is written with this map's `karte_id`. The two calls are not
 * one transaction: when the POST fails the error reaches the editor, which still holds
 * the points, so saving again restores them.
 */
export async function replaceMapPoints(
  client: DataClient,
  karteId: number,
  points: readonly MapPoint[],
  opts?: RequestOptions,
): Promise<null> {
  await deleteMapPoints(client, karteId, opts);
  if (points.length === 0) return null;
  return insertMapPoints(
    client,
    points.map((point) => ({ ...point, karte_id: karteId })),
    opts,
  );
}
