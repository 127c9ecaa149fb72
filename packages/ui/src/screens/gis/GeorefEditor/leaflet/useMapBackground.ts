import * as L from 'leaflet';
import { useEffect, useState } from 'react';
import { offlineBackground } from './offlineLayer';

/**
 * The background of a world map: the configured tiles with their attribution, falling back
 * to the bundled offline background on the first tile that fails, when the browser goes
 * offline, or when no tile source is configured. Returns whether the fallback is shown.
 */
export function useMapBackground(map: L.Map | null, tileUrl?: string, attribution?: string): boolean {
  const [isOffline, setOffline] = useState(() => !tileUrl || !navigator.onLine);
  useEffect(() => {
    if (!map) return;
    if (!isOffline && tileUrl) {
      const tiles = L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
      const credits = L.control
        .attribution({ prefix: false })
        .addAttribution(attribution ?? '')
        .addTo(map);
      const goOffline = () => setOffline(true);
      tiles.once('tileerror', goOffline);
      window.addEventListener('offline', goOffline);
      return () => {
        window.removeEventListener('offline', goOffline);
        tiles.remove();
        credits.remove();
      };
    }
    const background = offlineBackground(map).addTo(map);
    return () => {
      background.remove();
    };
  }, [map, isOffline, tileUrl, attribution]);
  return isOffline;
}
