import * as L from 'leaflet';
import { useEffect, useState } from 'react';
import type { RemoteBackground } from '../mapBackgrounds';
import { offlineBackground } from './offlineLayer';

/**
 * The layer of a remote background. A WMS is asked in the map's own CRS (leaflet's
 * EPSG:3857, sent as `CRS` in 1.3.0 and `SRS` before), its parameter names upper-case as
 * the Länder's services document them.
 */
function remoteLayer(background: RemoteBackground): L.TileLayer {
  if (background.kind === 'tiles') return L.tileLayer(background.url, { maxZoom: 19 });
  return L.tileLayer.wms(background.url, {
    layers: background.layers,
    format: background.format,
    version: background.version,
    transparent: false,
    uppercase: true,
    maxZoom: 19,
  });
}

/**
 * The background of a world map: the given tiles or WMS with its attribution, falling back
 * to the bundled offline background on the first tile that fails, when the browser goes
 * offline, or when there is none (`undefined`). Returns whether the offline background is shown.
 */
export function useMapBackground(map: L.Map | null, background: RemoteBackground | undefined): boolean {
  // The background that failed: another one chosen after it is tried afresh.
  const [failedId, setFailedId] = useState(() => (navigator.onLine ? null : (background?.id ?? null)));
  const isOffline = !background || failedId === background.id;
  useEffect(() => {
    if (!map) return;
    if (background && !isOffline) {
      const layer = remoteLayer(background).addTo(map);
      const credits = L.control.attribution({ prefix: false }).addAttribution(background.attribution).addTo(map);
      const fail = () => setFailedId(background.id);
      layer.once('tileerror', fail);
      window.addEventListener('offline', fail);
      return () => {
        window.removeEventListener('offline', fail);
        layer.off('tileerror', fail);
        layer.remove();
        credits.remove();
      };
    }
    const outline = offlineBackground(map).addTo(map);
    return () => {
      outline.remove();
    };
  }, [map, isOffline, background]);
  return isOffline;
}
