/**
 * The world map's backgrounds in the georeferencing editor: the configured WMS (`mapWms`) and the
 * person's choice, kept in sessionStorage for the browser session, so the next map opens on the
 * background chosen last. The editor (ui) reports the choice; this module keeps it.
 */
import type { MapBackgrounds } from '@waldmonitor/ui/gis';
import { useMemo } from 'react';
import type { WmsConfig } from '../../config/runtimeConfig';

/** The sessionStorage key of the chosen background's id (`tiles`, `wms:<name>`, `outline`). */
export const BACKGROUND_KEY = 'waldmonitor-georef-hintergrund';

/** sessionStorage, or null where the browser refuses it (storage switched off): then nothing is kept. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const NO_WMS: readonly WmsConfig[] = [];

/** The editor's `backgrounds`: the same object for the view's life, so the map keeps its layer. */
export function useMapBackgrounds(wms: readonly WmsConfig[] = NO_WMS): MapBackgrounds {
  return useMemo(
    () => ({
      wms,
      chosen: sessionStore()?.getItem(BACKGROUND_KEY) ?? null,
      onChoose: (id: string) => sessionStore()?.setItem(BACKGROUND_KEY, id),
    }),
    [wms],
  );
}
