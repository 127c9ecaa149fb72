import * as L from 'leaflet';
import { GERMANY_OUTLINE } from '../germanyOutline';
import { OFFLINE_LANDS, OFFLINE_RIVERS, OFFLINE_TOWNS, type OfflinePlace } from '../offlineBackground';

const toLatLng = ([lon, lat]: [number, number]) => L.latLng(lat, lon);

/** The background's own pane, between the tiles (200) and the overlays (400): the scan, footprint and extent stay on top. */
const PANE = 'wm-background';
/**
 * The labels' pane, just above it: in one pane leaflet stacks the lines' svg at z-index 200
 * and each label by its pixel row, so the opaque outline hid every label in the top 200 px.
 */
const LABEL_PANE = 'wm-background-labels';

function label(place: OfflinePlace, className: string): L.Marker {
  return L.marker(toLatLng(place.at), {
    icon: L.divIcon({ className, html: '', iconSize: undefined }),
    interactive: false,
    keyboard: false,
    pane: LABEL_PANE,
  }).on('add', (event) => {
    // Text content, never HTML: the names are data.
    const element = (event.target as L.Marker).getElement();
    if (element) element.textContent = place.name;
  });
}

/**
 * The bundled offline background of the world map, drawn when tiles cannot be
 * loaded: Germany's outline, the rivers, the Länder by name and the towns with a dot.
 */
export function offlineBackground(map: L.Map): L.LayerGroup {
  if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '250';
  if (!map.getPane(LABEL_PANE)) map.createPane(LABEL_PANE).style.zIndex = '260';
  return L.layerGroup([
    L.geoJSON(GERMANY_OUTLINE, { style: { className: 'wm-outline' }, interactive: false, pane: PANE }),
    ...OFFLINE_RIVERS.map((river) =>
      L.polyline(river.path.map(toLatLng), { className: 'wm-river', interactive: false, pane: PANE }),
    ),
    ...OFFLINE_LANDS.map((land) => label(land, 'wm-land')),
    ...OFFLINE_TOWNS.map((town) => label(town, 'wm-town')),
  ]);
}
