import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';

/**
 * A leaflet map in a div this component renders, created once and removed on unmount.
 * Leaflet's own keyboard handling is off: the panes handle the arrow keys themselves, so
 * they can nudge the selected point instead of panning. The zoom buttons speak German.
 */
export function useLeafletMap(options: L.MapOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  // Options count at creation only, as with leaflet itself.
  const initialOptions = useRef(options);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, {
      ...initialOptions.current,
      keyboard: false,
      zoomControl: false,
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern', position: 'topleft' }).addTo(created);
    // The panes sit in a grid that changes with the window and the sidebar.
    const observer = new ResizeObserver(() => created.invalidateSize({ pan: false }));
    observer.observe(container);
    // Leaflet is an outside system: the map exists only once this effect ran.
    setMap(created);
    return () => {
      observer.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  return { containerRef, map };
}

/** Image pixels (column, row downwards) as leaflet coordinates of `L.CRS.Simple`: lat = −row, lng = column. */
export const pixelToLatLng = (x: number, y: number): L.LatLng => L.latLng(-y, x);
export const latLngToPixel = (latlng: L.LatLng): { x: number; y: number } => ({ x: latlng.lng, y: -latlng.lat });
