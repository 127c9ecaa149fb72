/**
 * The projective fit in a form every GDAL from 3.0 on can warp. gdalwarp knows a homography
 * only since 3.11 (`-to SRC_METHOD=GCP_HOMOGRAPHY`); Debian 12's GDAL 3.6 refuses it. So the
 * script carries an 8 × 8 grid of points through OUR fitted homography and lets gdalwarp fit
 * a third-order polynomial to it (`-order 3`). For the mild perspective of a scanned or
 * photographed sheet that stays within thousandths of a pixel of the homography; a thin plate
 * spline through the same grid was measured 100 times worse (it bends only between nodes),
 * a denser grid does not help the polynomial (it is least squares over the whole sheet).
 *
 * The grid is judged the way gdalwarp uses it: its map → pixel polynomial (the direction
 * gdalwarp samples with) against the exact inverse of the homography, over a 41 × 41 raster
 * of the sheet. The worst deviation goes into the script's comment; where it exceeds
 * GRID_TOLERANCE_PIXELS (strong perspective) the script uses the exact homography on a GDAL
 * that has it and the grid only on older ones.
 */
import { fitTransform } from './transforms';
import type { ControlPoint, GeorefFit, XY } from './types';

/** Deviation the grid may have, in scan pixels: well inside what the warp test allows (0.05 px). */
export const GRID_TOLERANCE_PIXELS = 0.02;
const SIDE = 8;
const SAMPLES = 41;

export interface Extent {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface GridApproximation {
  /** Nodes per side of the grid. */
  side: number;
  /** [pixel, map] pairs of the grid, row by row. */
  pairs: [XY, XY][];
  /** The largest distance, in scan pixels, between gdalwarp's sampling and the homography's. */
  worstPixels: number;
}

function lattice(extent: Extent, side: number): XY[] {
  const nodes: XY[] = [];
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      nodes.push({
        x: extent.x0 + ((extent.x1 - extent.x0) * col) / (side - 1),
        y: extent.y0 + ((extent.y1 - extent.y0) * row) / (side - 1),
      });
    }
  }
  return nodes;
}

export function approximateProjective(fit: GeorefFit, extent: Extent): GridApproximation {
  const pairs = lattice(extent, SIDE).map((pixel): [XY, XY] => [pixel, fit.forward(pixel)]);
  const points: ControlPoint[] = pairs.map(([pixel, map]) => ({
    pixelx: pixel.x,
    pixely: pixel.y,
    mapx: map.x,
    mapy: map.y,
    enable: true,
  }));
  const grid = fitTransform('polynomial3', points);
  // A regular grid on a sheet always spans it; a homography that folds it is refused earlier.
  if (!grid.ok) throw new Error(grid.message);
  let worstPixels = 0;
  for (const sample of lattice(extent, SAMPLES)) {
    const sampled = grid.inverse(fit.forward(sample));
    worstPixels = Math.max(worstPixels, Math.hypot(sampled.x - sample.x, sampled.y - sample.y));
  }
  return { side: SIDE, pairs, worstPixels };
}
