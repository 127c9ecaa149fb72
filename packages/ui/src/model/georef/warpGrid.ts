/**
 * The output grid of the warped scan, made as gdalwarp makes it without `-te`/`-tr`
 * (GDALSuggestedWarpOutput2 in GDAL's gdaltransformer.cpp): the scan's outline carried
 * through the fit, its bounding box, and square pixels. The GeoTIFF written in the browser
 * (geotiffFile.ts) and the GDAL check of it (geotiffFile.gdal.test.ts) share this grid.
 */
import type { GeoTransform, GeorefFit, XY } from './types';

/**
 * Points per edge of the outline, as GDAL samples it (20 steps, 21 points): a bent fit
 * (polynomial, thin plate spline) pushes the edge out between the corners, and the bounding
 * box must hold that bulge too.
 */
export const EDGE_STEPS = 20;

/** The most output pixels the browser makes in one file: 400 MB as RGBA, about what a tab can hold beside the scan. */
export const MAX_OUTPUT_PIXELS = 100_000_000;

export interface WarpGrid {
  width: number;
  height: number;
  /** North up: gt[2] = gt[4] = 0, gt[5] = −gt[1]. */
  geoTransform: GeoTransform;
  /** Map units (metres, or degrees for a geographic system) per output pixel. */
  resolution: number;
}

export interface SheetSize {
  width: number;
  height: number;
}

/** The scan's outline, every edge in EDGE_STEPS steps, carried to the map; points the fit cannot place are left out. */
export function warpOutline(fit: GeorefFit, size: SheetSize): XY[] {
  const points: XY[] = [];
  for (let step = 0; step <= EDGE_STEPS; step += 1) {
    const ratio = step / EDGE_STEPS;
    points.push(
      fit.forward({ x: ratio * size.width, y: 0 }),
      fit.forward({ x: ratio * size.width, y: size.height }),
      fit.forward({ x: 0, y: ratio * size.height }),
      fit.forward({ x: size.width, y: ratio * size.height }),
    );
  }
  return points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
}

interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boundsOf(points: readonly XY[]): Bounds | null {
  if (points.length === 0) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/**
 * GDAL's suggested pixel size: the distance on the map between the scan's top-left and
 * bottom-right corners over their distance in pixels, so the output has about as many pixels
 * along its diagonal as the scan. When the corners land on one axis (GDAL bug #5980), the
 * bounding box's diagonal stands in. `null` when the fit places no part of the sheet.
 */
export function suggestedResolution(fit: GeorefFit, size: SheetSize): number | null {
  const bounds = boundsOf(warpOutline(fit, size));
  if (!bounds) return null;
  const first = fit.forward({ x: 0, y: 0 });
  const last = fit.forward({ x: size.width, y: size.height });
  let dx = last.x - first.x;
  let dy = last.y - first.y;
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || dx === 0 || dy === 0) {
    dx = bounds.maxX - bounds.minX;
    dy = bounds.maxY - bounds.minY;
  }
  const resolution = Math.hypot(dx, dy) / Math.hypot(size.width, size.height);
  return Number.isFinite(resolution) && resolution > 0 ? resolution : null;
}

/**
 * The grid at `resolution` map units per pixel (GDAL's suggested one when left out): the
 * outline's bounding box from its top-left corner, with as many whole pixels as round to its
 * width and height (gdalwarp's `(int)(extent / res + 0.5)`). `null` when the fit places no
 * part of the sheet or the resolution is not a positive number.
 */
export function warpGrid(fit: GeorefFit, size: SheetSize, resolution?: number): WarpGrid | null {
  const bounds = boundsOf(warpOutline(fit, size));
  const res = resolution ?? suggestedResolution(fit, size);
  if (!bounds || res === null || !Number.isFinite(res) || res <= 0) return null;
  const width = Math.max(1, Math.floor((bounds.maxX - bounds.minX) / res + 0.5));
  const height = Math.max(1, Math.floor((bounds.maxY - bounds.minY) / res + 0.5));
  return { width, height, geoTransform: [bounds.minX, res, 0, bounds.maxY, 0, -res], resolution: res };
}

/** The grid's extent as gdalwarp's `-te xmin ymin xmax ymax`. */
export function gridExtent(grid: WarpGrid): [number, number, number, number] {
  const [x0, res, , y1] = grid.geoTransform;
  return [x0, y1 - grid.height * res, x0 + grid.width * res, y1];
}

/**
 * How much smaller a picture of the scan can be read for a warp at `resolution`: the largest
 * whole factor whose picture pixels are still no larger than the output's (`mapPerScanPixel`
 * is the scan's pixel on the map), but at least what keeps the picture within `maxPixels`.
 * With `available` (an IIIF service's scale factors, ascending) only those are chosen.
 */
export function sourceReduction(
  resolution: number,
  mapPerScanPixel: number,
  size: SheetSize,
  maxPixels: number,
  available?: readonly number[],
): number {
  const ideal = Math.max(1, Math.floor(resolution / mapPerScanPixel + 1e-9) || 1);
  const needed = Math.max(1, Math.ceil(Math.sqrt((size.width * size.height) / maxPixels)));
  const want = Math.max(ideal, needed);
  if (!available || available.length === 0) return want;
  const large = available.filter((factor) => factor >= needed);
  if (large.length === 0) return available[available.length - 1] as number;
  const fitting = large.filter((factor) => factor <= want);
  return fitting.length > 0 ? (fitting[fitting.length - 1] as number) : (large[0] as number);
}
