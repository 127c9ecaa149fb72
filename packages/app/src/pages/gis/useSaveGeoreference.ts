import type { GeorefSaveResult } from '@waldmonitor/ui/gis';
import { useCallback } from 'react';
import { useReplaceMapPoints, useTableMutation } from '../../api';

/**
 * Saving the georeferencing: the points replace the map's points
 * (DELETE /mappoint?karte_id=eq.{id}, then POST /mappoint in `nr` order), then
 * `georef_typ`, `res` and `georef_bash` are stored one PATCH at a time (requirements §7). The
 * first failure rejects with the service's error; the editor keeps everything, and
 * saving again repeats the whole sequence.
 */
export function useSaveGeoreference(karteId: number) {
  const replacePoints = useReplaceMapPoints();
  const patchKarte = useTableMutation('patchKarte');
  return useCallback(
    async ({ points, georef_typ, res, georef_bash }: GeorefSaveResult) => {
      const rows = [...points].sort((a, b) => a.nr - b.nr).map((point) => ({ ...point, karte_id: karteId }));
      await replacePoints(karteId, rows);
      await patchKarte({ id: karteId }, { georef_typ });
      await patchKarte({ id: karteId }, { res });
      await patchKarte({ id: karteId }, { georef_bash });
    },
    [karteId, replacePoints, patchKarte],
  );
}
