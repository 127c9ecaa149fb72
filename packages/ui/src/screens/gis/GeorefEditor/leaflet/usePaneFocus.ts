import type * as L from 'leaflet';
import { useEffect, useRef } from 'react';

/**
 * A request to centre the panes on a point: a row of the table chosen, or "Zum größten
 * Fehler". A new `seq` each time, so the same point can be asked for twice (after panning away).
 */
export interface PaneFocus {
  key: number;
  seq: number;
}

/** Centres `map` on the point of each new focus request, at the zoom shown; `locate` finds the point. */
export function usePaneFocus(
  map: L.Map | null,
  focus: PaneFocus | null | undefined,
  locate: (key: number) => L.LatLng | null,
): void {
  const locateRef = useRef(locate);
  useEffect(() => {
    locateRef.current = locate;
  });
  useEffect(() => {
    if (!map || !focus) return;
    const at = locateRef.current(focus.key);
    // No animation: the pane is where the point is at once, also for the next key press.
    if (at) map.panTo(at, { animate: false });
  }, [map, focus]);
}
