import type * as L from 'leaflet';
import type { MarkerItem } from './gcpMarkerPicture';

/** Where each item's `at` lies in the map's container, as x, y pairs (NaN where it has none). */
export function containerPoints(map: L.Map, items: readonly MarkerItem[], at: (item: MarkerItem) => L.LatLng | null) {
  const points = new Float64Array(items.length * 2).fill(Number.NaN);
  items.forEach((item, index) => {
    const latlng = at(item);
    if (!latlng) return;
    const point = map.latLngToContainerPoint(latlng);
    points[index * 2] = point.x;
    points[index * 2 + 1] = point.y;
  });
  return points;
}

/** The indices in drawing order: the selected point over the others, the pressed one over all. */
export function drawingOrder(items: readonly MarkerItem[], pressed: number): number[] {
  const rank = (index: number) => (index === pressed ? 2 : items[index]?.isSelected ? 1 : 0);
  return items.map((_, index) => index).sort((a, b) => rank(a) - rank(b));
}
