import type { ExplainedFailure, Karte, KarteInsert, KartePatchField, MapPoint, RpcResult } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';
import { firstRow } from './rows';

/** Scanned maps (karte), their ground control points (mappoint) and the cadastre (requirements §7). */

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

/** POST /karte with `Prefer: return=representation`: requirements §7 "the created representation is returned". */
export async function createKarte(client: DataClient, fields: KarteInsert, opts?: RequestOptions): Promise<Karte> {
  const rows = await client.insert('karte', fields, { ...opts, returnRepresentation: true });
  const created = firstRow(rows);
  if (!created) throw new Error('Der Datendienst hat die angelegte Karte nicht zurückgegeben.');
  return created;
}

/** PATCH /karte?id=eq.{id}: requirements §7 "one field at a time", so the body holds exactly that field. */
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
 * A save of a map's points that did not arrive. `restored` says what the service holds
 * now: the previous points put back (their count), or `null` when even that failed and
 * the map has no points stored; the message says the same in German.
 */
export class PointsNotSavedError extends Error implements ExplainedFailure {
  readonly restored: number | null;
  /** The message is what the person reads (`describeServiceError`); the service's error is the details. */
  readonly explanation: string;

  constructor(message: string, restored: number | null, cause: unknown) {
    super(message, { cause });
    this.name = 'PointsNotSavedError';
    this.restored = restored;
    this.explanation = message;
  }
}

const pointCount = (n: number) => (n === 1 ? 'der bisherige Passpunkt ist' : `die bisherigen ${n} Passpunkte sind`);

/**
 * Saves a map's georeferencing: DELETE /mappoint?karte_id=eq.{id}, then POST /mappoint
 * (architecture §3). Every row is written with this map's `karte_id`. The two calls are not
 * one transaction, so the points are read first: when the POST fails the previous points
 * are written back and the error says what is stored now. Saving never leaves the map
 * with fewer points than before unless the service refuses the restore too, and then it
 * says so. The restore runs without the caller's abort signal: leaving the page must not
 * stop it halfway.
 */
export async function replaceMapPoints(
  client: DataClient,
  karteId: number,
  points: readonly MapPoint[],
  opts?: RequestOptions,
): Promise<null> {
  const previous = await getMapPoints(client, karteId, opts);
  await deleteMapPoints(client, karteId, opts);
  if (points.length === 0) return null;
  try {
    return await insertMapPoints(
      client,
      points.map((point) => ({ ...point, karte_id: karteId })),
      opts,
    );
  } catch (cause) {
    throw await restorePoints(client, previous, cause);
  }
}

async function restorePoints(client: DataClient, previous: readonly MapPoint[], cause: unknown) {
  const failed = 'Die Passpunkte wurden nicht gespeichert.';
  if (previous.length === 0) {
    return new PointsNotSavedError(`${failed} Für diese Karte sind weiterhin keine Passpunkte gespeichert.`, 0, cause);
  }
  try {
    await insertMapPoints(client, previous);
    return new PointsNotSavedError(
      `${failed} Gespeichert bleibt der vorige Stand: ${pointCount(previous.length)} wiederhergestellt.`,
      previous.length,
      cause,
    );
  } catch {
    return new PointsNotSavedError(
      `${failed} Auch der vorige Stand (${previous.length} Passpunkte) ließ sich nicht wiederherstellen: für diese Karte sind jetzt keine Passpunkte gespeichert. Ihre Punkte stehen weiter im Editor; bitte speichern Sie erneut.`,
      null,
      cause,
    );
  }
}
