import * as L from 'leaflet';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import type { QueryState } from '../../../model/queryState';
import type { BBoxRow } from '../../../model/resultRows';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { space } from '../../../theme';
import { PaneFrame, PaneNotice } from '../GeorefEditor/leaflet/PaneFrame';
import { useLeafletMap } from '../GeorefEditor/leaflet/useLeafletMap';
import { useMapBackground } from '../GeorefEditor/leaflet/useMapBackground';
import { tilesBackground } from '../GeorefEditor/mapBackgrounds';

/**
 * The closest the area is shown on the offline background: about 260 km across a card's
 * 340 px, so two or three of its towns (some 100 km apart) are in view.
 */
const OFFLINE_MAX_ZOOM = 7;

export interface ClientAreaMapProps {
  /** The client's extent in WGS 84 (`a_get_bbox_from_client`), as one read; null when it has no maps. */
  bbox: QueryState<BBoxRow | null>;
  /** Names the client for the map's label. */
  clientName: string;
  /** The world map's tiles from the runtime config; without them the offline background. */
  tileUrl?: string;
  attribution?: string;
}

/** The area of a client's maps on a small world map, from the GIS chunk's leaflet. */
export function ClientAreaMap({ bbox: read, clientName, tileUrl, attribution }: ClientAreaMapProps) {
  const bbox = read.data ?? null;
  if (read.isLoading) return <Spinner label="Kundengebiet wird geladen …" />;
  if (read.error !== null)
    return (
      <ErrorState title="Das Kundengebiet konnte nicht geladen werden." error={read.error} onRetry={read.onRetry} />
    );
  if (!bbox) {
    return (
      <EmptyState
        icon="map"
        title="Noch kein Kundengebiet"
        description="Das Gebiet ergibt sich aus den Karten des Kunden; für diesen Kunden ist noch keine erfasst."
      />
    );
  }
  return <AreaMap bbox={bbox} clientName={clientName} tileUrl={tileUrl} attribution={attribution} />;
}

function AreaMap({ bbox, clientName, tileUrl, attribution }: Omit<ClientAreaMapProps, 'bbox'> & { bbox: BBoxRow }) {
  const { containerRef, map } = useLeafletMap({ minZoom: 4, maxZoom: 17, zoomSnap: 0.5 });
  const tiles = useMemo(() => tilesBackground(tileUrl, attribution), [tileUrl, attribution]);
  const isOffline = useMapBackground(map, tiles);

  useEffect(() => {
    if (!map) return;
    const bounds = L.latLngBounds([bbox.ymin, bbox.xmin], [bbox.ymax, bbox.xmax]);
    const area = L.rectangle(bounds, { className: 'wm-bbox', interactive: false }).addTo(map);
    // The offline background carries Germany's towns and rivers, not a district's: fitted to
    // the area alone it showed the dashed box on an empty white. Zoomed out to where its
    // towns are, the box has neighbours to place it by; the tiles have detail at every zoom.
    map.fitBounds(bounds.pad(0.4), { animate: false, maxZoom: isOffline ? OFFLINE_MAX_ZOOM : undefined });
    return () => {
      area.remove();
    };
  }, [map, bbox, isOffline]);

  return (
    <Frame>
      {isOffline ? (
        <PaneNotice role="status" $tone="info">
          Offline-Hintergrund: Die Kartenkacheln sind nicht erreichbar; gezeigt werden Deutschlands Umriss, Flüsse und
          Städte.
        </PaneNotice>
      ) : (
        <span />
      )}
      <div
        ref={containerRef}
        role="group"
        aria-label={`Gebiet der Karten von ${clientName}`}
        data-testid="client-area"
      />
    </Frame>
  );
}

const Frame = styled(PaneFrame)`
  .leaflet-container {
    height: calc(${space[12]} * 5);
    cursor: grab;
  }
`;
