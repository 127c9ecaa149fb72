/**
 * Geometry the two map views draw: the scan's footprint on the world map, residual vectors
 * on the image, and the placeholder sheet for a map without a scan. Pure, so it is tested
 * without leaflet.
 */
import type { SupportedEpsg } from '../../../model/georef/coordinates';
import { toWgs84 } from '../../../model/georef/coordinates';
import type { GeorefFit, XY } from '../../../model/georef/types';
import { palette } from '../../../theme';

/** Points per edge of the footprint: polynomials and the spline bend the sheet's edges. */
const EDGE_SAMPLES = 8;

/**
 * The sheet's outline carried through the fit onto the world map, as [lat, lon] pairs
 * (leaflet's order), clockwise from the top left corner.
 */
export function footprint(
  fit: GeorefFit,
  size: { width: number; height: number },
  epsg: SupportedEpsg,
): [number, number][] {
  const { width, height } = size;
  const corners: XY[] = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const outline: [number, number][] = [];
  corners.forEach((from, index) => {
    const to = corners[(index + 1) % corners.length] as XY;
    for (let step = 0; step < EDGE_SAMPLES; step += 1) {
      const t = step / EDGE_SAMPLES;
      const map = fit.forward({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
      const { lon, lat } = toWgs84(epsg, map);
      outline.push([lat, lon]);
    }
  });
  return outline;
}

const NICE_STEPS = [1, 2, 5] as const;

/**
 * How much the residual vectors are drawn enlarged: the nice factor (1, 2, 5, 10, 20, …)
 * that makes the longest vector at most a twentieth of the sheet's diagonal. Residuals of
 * a pixel or two would otherwise vanish on a sheet of ten thousand pixels; QGIS scales
 * its residual arrows the same way.
 */
export function vectorExaggeration(maxResidual: number, diagonal: number): number {
  if (!(maxResidual > 0) || !(diagonal > 0)) return 1;
  const wanted = diagonal / 20 / maxResidual;
  if (wanted <= 1) return 1;
  let best = 1;
  for (let decade = 1; decade <= wanted; decade *= 10) {
    for (const step of NICE_STEPS) if (step * decade <= wanted) best = step * decade;
  }
  return best;
}

const xmlEscape = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char);

/**
 * The stand-in for a scan the service does not provide: the sheet in its pixel size with a
 * grid every tenth of a side, so points can still be placed by pixel and typed coordinates.
 */
export function placeholderSheet(size: { width: number; height: number }, label: string): string {
  const { width, height } = size;
  const stroke = Math.max(width, height) / 1000;
  const lines: string[] = [];
  for (let k = 1; k < 10; k += 1) {
    lines.push(`M${(width * k) / 10} 0V${height}`, `M0 ${(height * k) / 10}H${width}`);
  }
  const fontSize = Math.min(width, height) / 24;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${palette.surfaceMuted}" stroke="${palette.borderStrong}" stroke-width="${stroke * 2}"/>`,
    `<path d="${lines.join('')}" stroke="${palette.border}" stroke-width="${stroke}"/>`,
    `<text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" fill="${palette.textSecondary}">${xmlEscape(label)}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Cells per side of the warped preview's mesh: 16 × 16 affine pieces follow a thin plate spline closely enough to see. */
export const WARP_CELLS = 16;

/**
 * The warped preview's mesh: the sheet's pixel grid at `cells` × `cells` cells
 * carried through the fit onto the world map, [lat, lon] per vertex, row by row from the
 * top left; null where the fit or the projection gives no finite place.
 */
export function warpMesh(
  fit: Pick<GeorefFit, 'forward'>,
  size: { width: number; height: number },
  epsg: SupportedEpsg,
  cells = WARP_CELLS,
): ([number, number] | null)[] {
  const vertices: ([number, number] | null)[] = [];
  for (let j = 0; j <= cells; j += 1) {
    for (let i = 0; i <= cells; i += 1) {
      const map = fit.forward({ x: (size.width * i) / cells, y: (size.height * j) / cells });
      let place: [number, number] | null = null;
      if (Number.isFinite(map.x) && Number.isFinite(map.y)) {
        const { lon, lat } = toWgs84(epsg, map);
        if (Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90) place = [lat, lon];
      }
      vertices.push(place);
    }
  }
  return vertices;
}
