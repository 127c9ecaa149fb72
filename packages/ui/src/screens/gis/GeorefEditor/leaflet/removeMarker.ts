import type * as L from 'leaflet';

/** What of leaflet 1.9's marker drag handler `removeMarker` needs: its drag, and whether it moves. */
type MarkerDrag = L.Handler & { _draggable?: L.Draggable & { _moving?: boolean } };

/**
 * Removes a marker, ending a drag under way first, without reporting it. Leaflet 1.9's marker
 * drag handler drops its own dragend listener before it disables the drag, so the auto-pan
 * frame it had scheduled ran after the marker lost its element and threw ("reading
 * '_leaflet_pos'" of null): a point deleted, or the editor closed, while a point was dragged
 * near the map's edge. Ending the drag runs leaflet's dragend, which cancels that frame.
 */
export function removeMarker(marker: L.Marker) {
  const drag = (marker.dragging as MarkerDrag | undefined)?._draggable;
  if (drag?._moving) {
    marker.off('dragend');
    drag.finishDrag();
  }
  marker.remove();
}
