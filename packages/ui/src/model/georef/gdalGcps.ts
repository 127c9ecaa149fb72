/**
 * Which ground control points GDAL gets for a fit, so that its warp reproduces OUR fit: the
 * GDAL script and the VRT both carry these (one choice, two files).
 *
 * - Linear and Helmert: GDAL has neither; the four image corners carried through the fit make
 *   `-order 1` exactly that affine map.
 * - Projective: a grid carried through the homography under `-order 3` (projectiveGrid.ts).
 * - The polynomials and the spline: the measured points; gdalwarp fits them as we do.
 */
import type { GeorefType } from '../domainValues';
import { approximateProjective, type Extent, type GridApproximation } from './projectiveGrid';
import type { ControlPoint, GeorefFit, XY } from './types';

export type GcpPairs = [XY, XY][];

/** gdalwarp's method for the GCPs of each type (`-et 0`: exact per pixel, see gdalScript.ts). */
export const WARP_METHOD: Readonly<Record<GeorefType, string>> = {
  linear: '-order 1',
  helmert: '-order 1',
  polynomial1: '-order 1',
  polynomial2: '-order 2 -et 0',
  polynomial3: '-order 3 -et 0',
  projective: '-order 3 -et 0',
  tps: '-tps -et 0',
};

export interface GcpSource {
  type: GeorefType;
  /** All points of the map in `nr` order; only those the fit used count. */
  points: readonly ControlPoint[];
  /** The scan's size in pixels: where the corner GCPs go. */
  imageSize?: { width: number; height: number };
}

export const isCarried = (type: GeorefType): boolean => type === 'linear' || type === 'helmert';

/** The image's extent, or without a size the bounding square of the used points. */
export function gcpExtent(fit: GeorefFit, source: GcpSource): Extent {
  const { imageSize, points } = source;
  if (imageSize) return { x0: 0, y0: 0, x1: imageSize.width, y1: imageSize.height };
  const xs = fit.usedIndices.map((i) => (points[i] as ControlPoint).pixelx);
  const ys = fit.usedIndices.map((i) => (points[i] as ControlPoint).pixely);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const side = Math.max(Math.max(...xs) - x0, Math.max(...ys) - y0);
  return { x0, y0, x1: x0 + side, y1: y0 + side };
}

/** The four corners of the extent carried through the fit. */
export function cornerPairs(fit: GeorefFit, source: GcpSource): GcpPairs {
  const { x0, y0, x1, y1 } = gcpExtent(fit, source);
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x0, y: y1 },
    { x: x1, y: y1 },
  ].map((pixel) => [pixel, fit.forward(pixel)]);
}

/** The measured points of the fit as [pixel, map] pairs. */
export function measuredPairs(fit: GeorefFit, points: readonly ControlPoint[]): GcpPairs {
  return fit.usedIndices.map((i) => {
    const p = points[i] as ControlPoint;
    return [
      { x: p.pixelx, y: p.pixely },
      { x: p.mapx, y: p.mapy },
    ];
  });
}

export interface GdalGcps {
  pairs: GcpPairs;
  /** Only for the projective type: the grid and how far gdalwarp's polynomial strays from it. */
  grid: GridApproximation | null;
}

/** The GCPs for gdalwarp with WARP_METHOD of the fit's type. */
export function gdalGcps(fit: GeorefFit, source: GcpSource): GdalGcps {
  if (isCarried(source.type)) return { pairs: cornerPairs(fit, source), grid: null };
  if (source.type === 'projective') {
    const grid = approximateProjective(fit, gcpExtent(fit, source));
    return { pairs: grid.pairs, grid };
  }
  return { pairs: measuredPairs(fit, source.points), grid: null };
}

/**
 * A map coordinate with 12 significant digits: 6 µm at a northing of 5 820 000 m, 1e-10° in
 * degrees, far below any pixel, and free of the last-digit noise of a least-squares solve
 * (measured coordinates are written as stored; they have fewer digits).
 */
export function coordinateText(value: number): string {
  return String(Number(value.toPrecision(12)));
}
