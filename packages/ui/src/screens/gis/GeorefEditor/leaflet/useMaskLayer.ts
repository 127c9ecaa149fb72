import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { ScanMask } from '../../../../model/georef/scanMask';
import type { XY } from '../../../../model/georef/types';
import { pixelToLatLng } from './useLeafletMap';

const toLatLngs = (vertices: readonly XY[]) => vertices.map((p) => pixelToLatLng(p.x, p.y));

/**
 * The mask on the scan: what it leaves out greyed (the sheet with the mask as a hole), and
 * while one is drawn, its edges so far with a dot at each vertex. Neither takes clicks, so a
 * click on the scan still sets a vertex or a point.
 */
export function useMaskLayer(
  map: L.Map | null,
  sheet: L.LatLngBounds,
  mask: ScanMask | null,
  drawing: readonly XY[] | null,
): void {
  const layers = useRef<{ shade: L.Polygon; edges: L.Polyline; vertices: L.LayerGroup } | null>(null);
  useEffect(() => {
    if (!map) return;
    const created = {
      shade: L.polygon([], { className: 'wm-mask', interactive: false }).addTo(map),
      edges: L.polyline([], { className: 'wm-mask-drawing', interactive: false }).addTo(map),
      vertices: L.layerGroup().addTo(map),
    };
    layers.current = created;
    return () => {
      created.shade.remove();
      created.edges.remove();
      created.vertices.remove();
      layers.current = null;
    };
  }, [map]);

  useEffect(() => {
    const shown = layers.current;
    if (!shown) return;
    const corners = [sheet.getNorthWest(), sheet.getNorthEast(), sheet.getSouthEast(), sheet.getSouthWest()];
    // While a new mask is drawn the old one is not shaded: the person sees only what they draw.
    shown.shade.setLatLngs(mask && !drawing ? [corners, toLatLngs(mask)] : []);
    shown.edges.setLatLngs(drawing ? toLatLngs(drawing) : []);
    shown.vertices.clearLayers();
    for (const latlng of drawing ? toLatLngs(drawing) : []) {
      L.circleMarker(latlng, { className: 'wm-mask-vertex', radius: 4, interactive: false }).addTo(shown.vertices);
    }
  }, [map, sheet, mask, drawing]);
}
