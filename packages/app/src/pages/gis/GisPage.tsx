import { lazyLoad, preloadCode, Spinner, useCodeArrived } from '@waldmonitor/ui';
import { useSearchParams } from 'react-router-dom';
import { ReadAhead, readsFrom } from '../../shell/ReadAhead';
import { karteIdFrom } from './mapListQuery';
import type { MapDetailViewProps } from './MapDetailView';

/*
 * The table and the map are chunks of their own: the maps list does not carry leaflet,
 * proj4 and the fitting maths (about 140 kB gzip), which only the opened map needs.
 */
const listView = lazyLoad(() => import('./MapListView'));
const MapListView = listView.component((m) => m.MapListView);
// The list is what the route shows unless a map is named: its chunk is fetched as soon as this
// module is there (on the click, or ahead with the menu's pages), not once the page has rendered.
void preloadCode(listView);
const detailView = lazyLoad(() => import('./MapDetailView'));
// Already here with this module (karteIdFrom): renders at once.
const listReads = readsFrom(
  () => import('./mapListQuery'),
  (m) => m.useMapListReads,
);
const MapDetailView = detailView.component((m) => m.MapDetailView);

export interface GisPageProps {
  /** World map tiles from the runtime configuration (`mapTiles`); without them the offline background. */
  tileUrl?: string;
  attribution?: string;
  /** WMS backgrounds of the world map (`mapWms`), offered beside the tiles. */
  wms?: MapDetailViewProps['wms'];
  /** Where scans come from (runtime configuration `scans`). */
  scans?: MapDetailViewProps['scans'];
}

/**
 * /gis/index (admin, expert): the maps table, and one map (metadata and georeferencing
 * editor) opened inside the same route with `?karte=<id>`, so tags and deep links work
 * (architecture §3). Each renders once its code is there, without suspending (useCodeArrived).
 */
export function GisPage({ tileUrl, attribution, wms, scans }: GisPageProps) {
  const [params] = useSearchParams();
  const karteId = karteIdFrom(params.get('karte'));
  const arrived = useCodeArrived(karteId === null ? listView : detailView);
  if (!arrived)
    return (
      <>
        {/* The list's reads go on while its code loads: unwatched, they would be aborted and sent again. */}
        {karteId === null && <ReadAhead reads={listReads} />}
        <Spinner placement="centre" size="32px" label="Seite wird geladen …" />
      </>
    );
  return karteId === null ? (
    <MapListView />
  ) : (
    <MapDetailView
      key={karteId}
      karteId={karteId}
      tileUrl={tileUrl}
      attribution={attribution}
      wms={wms}
      scans={scans}
    />
  );
}
