import { affectsOf, type ExplainedFailure, type MapPoint } from '@waldmonitor/ui/model';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DataClient, RequestOptions } from './client';
import { useDataService } from './DataServiceProvider';
import { matchKeys } from './keys';

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
  const previous = await client.table('getMapPoints', { id: karteId }, undefined, opts);
  await client.table('deleteMapPoints', { id: karteId }, undefined, opts);
  if (points.length === 0) return null;
  try {
    return await client.table(
      'insertMapPoints',
      {},
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
    await client.table('insertMapPoints', {}, [...previous]);
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

/**
 * Saving the georeferencing: `replaceMapPoints`, then the reads the two table writes change
 * (the affects table's `deleteMapPoints` and `insertMapPoints`), refreshed once at the end
 * so the editor never reads the map without its points in between.
 */
export function useReplaceMapPoints(): (karteId: number, points: readonly MapPoint[]) => Promise<null> {
  const { client } = useDataService();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (karteId: number, points: readonly MapPoint[]) => {
      const result = await replaceMapPoints(client, karteId, points);
      const rows = points.map((point) => ({ ...point, karte_id: karteId }));
      const filters = [
        ...affectsOf('deleteMapPoints').refreshes({ params: { id: karteId }, body: undefined }, null),
        ...affectsOf('insertMapPoints').refreshes({ params: {}, body: rows }, null),
      ];
      const distinct = [...new Map(filters.map((filter) => [JSON.stringify(filter), filter])).values()];
      await Promise.all(distinct.map((filter) => mutate(matchKeys(filter.call, filter.params as never))));
      return result;
    },
    [client, mutate],
  );
}
