import type { GeorefSaveResult } from '@waldmonitor/ui/gis';
import { describeServiceError, type ExplainedFailure } from '@waldmonitor/ui/model';
import { useCallback } from 'react';
import { useRpcMutation } from '../../api';

/** A georeferencing save the service answered with a refusal: one transaction, so nothing of it is stored. */
class GeoreferenceNotSavedError extends Error implements ExplainedFailure {
  readonly explanation: string;

  constructor(cause: unknown) {
    const explanation = `Es wurde nichts gespeichert; die Karte behält ihre bisherigen Passpunkte, ihren Typ, ihr Skript und ihre Maske. ${describeServiceError(cause).message}`;
    super(explanation, { cause });
    this.name = 'GeoreferenceNotSavedError';
    this.explanation = explanation;
  }
}

/** Without an answer (network, timeout, aborted) the service may or may not have stored the save. */
const UNANSWERED = new Set(['network', 'timeout', 'aborted']);

/**
 * Saving the georeferencing: the points (in `nr` order) replace the map's points and
 * `georef_typ`, `res`, `georef_bash` and the mask `georef_maske` are stored (no mask: `null`,
 * which clears a stored one), in one call of ours (a_save_georeference, requirements §7
 * "Procedures of ours"), so in one transaction: a refusal stores nothing, and
 * the error says so. The editor keeps everything (and its local draft), and saving again
 * sends the same call.
 */
export function useSaveGeoreference(karteId: number) {
  const save = useRpcMutation('a_save_georeference');
  return useCallback(
    async ({ points, georef_typ, res, georef_bash, georef_maske }: GeorefSaveResult) => {
      const punkte = [...points].sort((a, b) => a.nr - b.nr);
      try {
        await save({ karte_id: karteId, punkte, georef_typ, res, georef_bash, georef_maske: georef_maske ?? null });
      } catch (cause) {
        throw UNANSWERED.has(describeServiceError(cause).kind) ? cause : new GeoreferenceNotSavedError(cause);
      }
    },
    [karteId, save],
  );
}
