import { useSearchParams } from 'react-router-dom';
import { MapDetailView, type MapDetailViewProps } from './MapDetailView';
import { karteIdFrom } from './mapListQuery';
import { MapListView } from './MapListView';

export interface GisPageProps {
  /** World map tiles from the runtime configuration (`mapTiles`); without them the offline background. */
  tileUrl?: string;
  attribution?: string;
  /** Where scans come from (runtime configuration `scans`). */
  scans?: MapDetailViewProps['scans'];
}

/**
 * /gis/index (admin, expert): the maps table, and one map (metadata and georeferencing
 * editor) opened inside the same route with `?karte=<id>`, so tags and deep links work
 * (architecture §3).
 */
export function GisPage({ tileUrl, attribution, scans }: GisPageProps) {
  const [params] = useSearchParams();
  const karteId = karteIdFrom(params.get('karte'));
  return karteId === null ? (
    <MapListView />
  ) : (
    <MapDetailView key={karteId} karteId={karteId} tileUrl={tileUrl} attribution={attribution} scans={scans} />
  );
}
