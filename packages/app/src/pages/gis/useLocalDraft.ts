import type { GeorefDraft, LocalDraftBinding } from '@waldmonitor/ui/gis';
import type { Karte, MapPoint } from '@waldmonitor/ui/model';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { browserStorage, draftDiffers, readDraft, writeDraft } from './georefDraft';

/**
 * The editor's local draft for one map. The kept draft is read once
 * when the map opens and offered while it differs from what the service holds; a draft
 * equal to the stored points is dropped. Every change the editor reports replaces it,
 * `null` (saved, or undone to the saved state) removes it; a failed save reports nothing,
 * so the draft stays.
 */
export function useLocalDraft(
  karteId: number,
  karte: Pick<Karte, 'georef_typ' | 'georef_maske'> | null,
  points: readonly MapPoint[] | null,
): LocalDraftBinding {
  const [kept, setKept] = useState(() => readDraft(browserStorage(), karteId));
  const isLoaded = karte !== null && points !== null;
  const differs =
    kept !== null &&
    isLoaded &&
    draftDiffers(kept, { georef_typ: karte.georef_typ, points, georef_maske: karte.georef_maske });

  // A kept draft equal to what the service holds says nothing: it goes from the storage (and is never offered).
  useEffect(() => {
    if (kept !== null && isLoaded && !differs) writeDraft(browserStorage(), karteId, null);
  }, [kept, isLoaded, differs, karteId]);

  const onChange = useCallback(
    (draft: GeorefDraft | null) => {
      // The person works on the map now: what is kept from before is replaced, no longer offered.
      setKept(null);
      writeDraft(browserStorage(), karteId, draft);
    },
    [karteId],
  );
  const onDiscard = useCallback(() => {
    setKept(null);
    writeDraft(browserStorage(), karteId, null);
  }, [karteId]);

  return useMemo(() => ({ offered: differs ? kept : null, onChange, onDiscard }), [differs, kept, onChange, onDiscard]);
}
