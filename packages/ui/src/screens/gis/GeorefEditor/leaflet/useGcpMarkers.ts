import * as L from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { GcpCanvasLayer, type MarkerHandlers, type MarkerItem } from './GcpCanvasLayer';

export type { MarkerHandlers, MarkerItem };

/**
 * The points of a pane on one canvas (GcpCanvasLayer), kept in step with `items`: a moved
 * point moves its marker, a new point gets one, a deleted one loses it. The marker being
 * dragged stays under the pointer until it is released.
 */
export function useGcpMarkers(map: L.Map | null, items: readonly MarkerItem[], handlers: MarkerHandlers) {
  const layer = useRef<GcpCanvasLayer | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!map) return;
    const created = new GcpCanvasLayer(() => latest.current).addTo(map);
    layer.current = created;
    return () => {
      created.remove();
      layer.current = null;
    };
  }, [map]);
  useEffect(() => {
    layer.current?.setItems(items);
  }, [map, items]);
}

/** The half-set point's marker, as large as the points on the canvas (GcpCanvasLayer). */
const MARKER_SIZE = 24;

/** A single marker for the half-set new point, or none: one DOM element costs nothing. */
export function useDraftMarker(map: L.Map | null, latlng: L.LatLng | null, title: string) {
  const marker = useRef<L.Marker | null>(null);
  useEffect(() => {
    if (!map) return;
    if (!latlng) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = L.marker(latlng, {
        icon: L.divIcon({
          className: 'wm-gcp wm-gcp-draft',
          html: '<span class="wm-gcp-label">+</span>',
          iconSize: [MARKER_SIZE, MARKER_SIZE],
          iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
        }),
        interactive: false,
        keyboard: false,
        title,
      }).addTo(map);
    } else {
      marker.current.setLatLng(latlng);
    }
  }, [map, latlng, title]);
  useEffect(
    () => () => {
      marker.current?.remove();
      marker.current = null;
    },
    [map],
  );
}
