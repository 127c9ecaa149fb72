/**
 * The offline background of the world map ("without a network it still works on
 * a bundled offline background"): Germany's outline, SIMPLIFIED by hand to about a hundred
 * vertices (a few kilometres off everywhere, islands left out). It orients the person, it
 * is not a basis for measuring: coordinates come from clicks converted with proj4 or from
 * typing.
 */
import type { Feature, Polygon } from 'geojson';

/** [longitude, latitude] in WGS 84, clockwise from the Ems estuary. */
// prettier-ignore
const RING: [number, number][] = [
  // North Sea coast
  [7.2, 53.3], [7.2, 53.6], [7.6, 53.68], [8.0, 53.7], [8.1, 53.52], [8.3, 53.42], [8.55, 53.55], [8.7, 53.87],
  [9.0, 53.85], [8.85, 54.12], [8.6, 54.3], [8.85, 54.48], [8.75, 54.7], [8.66, 54.91],
  // Danish border
  [9.0, 54.84], [9.25, 54.83], [9.45, 54.83], [9.62, 54.84],
  // Baltic coast
  [9.95, 54.75], [10.0, 54.5], [10.2, 54.42], [10.6, 54.33], [11.0, 54.38], [11.1, 54.2], [10.85, 53.97],
  [11.2, 54.0], [11.45, 53.92], [11.8, 54.1], [12.1, 54.18], [12.45, 54.42], [12.9, 54.42], [13.15, 54.55],
  [13.43, 54.68], [13.65, 54.5], [13.6, 54.3], [13.8, 54.15], [14.2, 53.94],
  // Polish border (Oder and Neiße)
  [14.27, 53.72], [14.4, 53.33], [14.4, 53.15], [14.14, 52.86], [14.45, 52.72], [14.63, 52.57], [14.55, 52.34],
  [14.7, 52.1], [14.75, 51.9], [14.65, 51.73], [14.75, 51.5], [15.03, 51.28], [14.99, 51.1], [14.82, 50.87],
  // Czech border
  [14.6, 50.92], [14.4, 51.03], [14.27, 50.97], [14.23, 50.89], [13.9, 50.78], [13.5, 50.62], [13.2, 50.5],
  [12.97, 50.42], [12.5, 50.35], [12.2, 50.33], [12.1, 50.25], [12.2, 50.1], [12.45, 49.95], [12.47, 49.78],
  [12.65, 49.5], [12.85, 49.33], [13.2, 49.12], [13.5, 48.95], [13.84, 48.77],
  // Austrian border
  [13.72, 48.52], [13.45, 48.56], [13.3, 48.35], [13.02, 48.27], [12.83, 48.16], [12.76, 47.95], [12.98, 47.82],
  [13.05, 47.6], [12.95, 47.47], [12.8, 47.67], [12.5, 47.65], [12.2, 47.6], [11.75, 47.58], [11.4, 47.45],
  [10.98, 47.4], [10.7, 47.56], [10.45, 47.55], [10.22, 47.27], [10.1, 47.42], [9.95, 47.54], [9.7, 47.55],
  // Lake Constance and the Swiss border
  [9.55, 47.52], [9.2, 47.66], [8.9, 47.65], [8.6, 47.8], [8.55, 47.66], [8.4, 47.58], [8.2, 47.62],
  [7.9, 47.56], [7.59, 47.58],
  // French border (Upper Rhine, then the Lauter and the Saar)
  [7.55, 47.8], [7.57, 48.05], [7.7, 48.3], [7.8, 48.58], [8.0, 48.8], [8.23, 48.97], [7.94, 49.05],
  [7.6, 49.08], [7.3, 49.12], [7.05, 49.15], [6.85, 49.2], [6.6, 49.37], [6.37, 49.47],
  // Luxembourg and Belgian borders
  [6.5, 49.75], [6.4, 49.95], [6.14, 50.13], [6.35, 50.33], [6.2, 50.52], [6.02, 50.75],
  // Dutch border
  [6.08, 50.92], [5.9, 51.05], [6.2, 51.37], [6.08, 51.65], [5.95, 51.82], [6.4, 51.85], [6.8, 51.98],
  [6.75, 52.12], [7.05, 52.24], [6.7, 52.48], [7.05, 52.65], [7.2, 53.0],
];

export const GERMANY_OUTLINE: Feature<Polygon, { name: string }> = {
  type: 'Feature',
  properties: { name: 'Deutschland (vereinfachter Umriss)' },
  geometry: { type: 'Polygon', coordinates: [[...RING, RING[0] as [number, number]]] },
};

/** Germany's extent as leaflet bounds ([south, west], [north, east]): the world map's view without points. */
export const GERMANY_BOUNDS: [[number, number], [number, number]] = [
  [47.27, 5.87],
  [55.06, 15.04],
];
