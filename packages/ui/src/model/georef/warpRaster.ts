/**
 * The scan warped onto its map grid (warpGrid.ts), sampled as gdalwarp samples: each output
 * pixel's centre goes through the fit's map → pixel direction (`fit.inverse`, the one GDAL
 * warps with) to a position in the scan, read there with the chosen kernel. GDAL's
 * convention holds on both sides: the centre of pixel (0, 0) is (0.5, 0.5).
 *
 * One kernel for 8-bit RGBA from a canvas and for Float32 bands (the GDAL test's ramp), so the
 * test measures the very loops the browser runs.
 */
import { insideMaskAt, type ScanMask } from './scanMask';
import type { WarpGrid } from './warpGrid';
import type { GeorefFit, XY } from './types';

export type Resampling = 'nearest' | 'bilinear' | 'cubic';

/** Pixel-interleaved samples, `channels` per pixel, row by row. */
export interface Raster<T extends Uint8ClampedArray | Float32Array = Uint8ClampedArray> {
  data: T;
  width: number;
  height: number;
  channels: number;
}

export interface WarpOptions {
  resampling: Resampling;
  /**
   * Pixels of the scan's positions that may be interpolated rather than computed: the inverse
   * is evaluated exactly at a row's ends, middle and quarters, and the row is split until a
   * straight line between the ends misses those by at most this (GDAL's approximate
   * transformer, `-et`, which checks the middle only). GDAL's default is 0.125; ours is 0.01,
   * so the result agrees with `gdalwarp -et 0` to a few hundredths of a pixel, at tens of exact
   * evaluations per row rather than one per pixel (the spline's inverse is the costly one).
   */
  maxError?: number;
  /**
   * The source's size over the scan's, when a reduced picture stands in for the scan (an IIIF
   * level): a position in the scan is multiplied by it.
   */
  sourceScale?: XY;
  /** The part of the scan that is map (scanMask.ts): outside it the output stays transparent, as under gdalwarp's cutline. */
  mask?: ScanMask | null;
}

export const DEFAULT_MAX_ERROR = 0.01;

/**
 * Fills `xs`, `ys` with the scan positions of row `row`'s pixel centres, `NaN` where the fit
 * gives none; exact at the ends and wherever linear interpolation would miss by more than `maxError`.
 */
export function rowPositions(
  fit: GeorefFit,
  grid: WarpGrid,
  row: number,
  maxError: number,
  xs: Float64Array,
  ys: Float64Array,
): void {
  const gt = grid.geoTransform;
  const my = row + 0.5;
  // Columns computed exactly: a quarter of one split is the middle of the next, computed once.
  const known = new Uint8Array(grid.width);
  const exact = (col: number) => {
    if (known[col] === 1) return;
    known[col] = 1;
    const mx = col + 0.5;
    const p = fit.inverse({ x: gt[0] + mx * gt[1] + my * gt[2], y: gt[3] + mx * gt[4] + my * gt[5] });
    xs[col] = Number.isFinite(p.x) ? p.x : NaN;
    ys[col] = Number.isFinite(p.y) ? p.y : NaN;
  };
  /** How far the chord from a to b misses the exact position at `col`; NaN when either is unknown. */
  const miss = (a: number, b: number, col: number) => {
    const t = (col - a) / (b - a);
    return Math.hypot(
      (xs[a] as number) + t * ((xs[b] as number) - (xs[a] as number)) - (xs[col] as number),
      (ys[a] as number) + t * ((ys[b] as number) - (ys[a] as number)) - (ys[col] as number),
    );
  };
  const fill = (a: number, b: number) => {
    if (b - a <= 1) return;
    const mid = (a + b) >> 1;
    const q1 = (a + mid) >> 1;
    const q3 = (mid + b) >> 1;
    for (const col of new Set([mid, q1, q3])) if (col > a && col < b) exact(col);
    // The quarters as well as the middle: a cubic bend (third-order polynomial, spline) can
    // cross the chord at the middle and miss it elsewhere. NaN (no place) fails the test too.
    if (Math.max(miss(a, b, mid), miss(a, b, q1), miss(a, b, q3)) <= maxError) {
      for (let col = a + 1; col < b; col += 1) {
        if (col === mid || col === q1 || col === q3) continue;
        const s = (col - a) / (b - a);
        xs[col] = (xs[a] as number) + s * ((xs[b] as number) - (xs[a] as number));
        ys[col] = (ys[a] as number) + s * ((ys[b] as number) - (ys[a] as number));
      }
      return;
    }
    fill(a, mid);
    fill(mid, b);
  };
  exact(0);
  if (grid.width > 1) exact(grid.width - 1);
  fill(0, grid.width - 1);
}

/** Keys' cubic convolution with a = −0.5, GDAL's "cubic". */
function cubicWeights(t: number, w: Float64Array): void {
  const t2 = t * t;
  const t3 = t2 * t;
  w[0] = -0.5 * t3 + t2 - 0.5 * t;
  w[1] = 1.5 * t3 - 2.5 * t2 + 1;
  w[2] = -1.5 * t3 + 2 * t2 + 0.5 * t;
  w[3] = 0.5 * t3 - 0.5 * t2;
}

/**
 * An empty output for `grid`, of the source's kind, and a function that warps rows `from`
 * to `to` (exclusive) into it, so a caller can warp in steps and let the page breathe between them.
 */
export function createWarp<T extends Uint8ClampedArray | Float32Array>(
  source: Raster<T>,
  fit: GeorefFit,
  grid: WarpGrid,
  options: WarpOptions,
): { output: Raster<T>; warpRows: (from: number, to: number) => void } {
  const { width: sw, height: sh, channels, data: src } = source;
  const { width, height } = grid;
  const make = src instanceof Float32Array ? Float32Array : Uint8ClampedArray;
  const out = new make(width * height * channels) as T;
  const xs = new Float64Array(width);
  const ys = new Float64Array(width);
  const wx = new Float64Array(4);
  const wy = new Float64Array(4);
  const maxError = options.maxError ?? DEFAULT_MAX_ERROR;
  const kx = options.sourceScale?.x ?? 1;
  const ky = options.sourceScale?.y ?? 1;
  const kernel = options.resampling;
  const mask = options.mask ?? null;
  const clampX = (i: number) => (i < 0 ? 0 : i >= sw ? sw - 1 : i);
  const clampY = (i: number) => (i < 0 ? 0 : i >= sh ? sh - 1 : i);

  const warpRows = (from: number, to: number) => {
    for (let row = from; row < to; row += 1) {
      rowPositions(fit, grid, row, maxError, xs, ys);
      for (let col = 0; col < width; col += 1) {
        const u = (xs[col] as number) * kx;
        const v = (ys[col] as number) * ky;
        // Outside the scan (and NaN): left at 0, so an RGBA pixel is transparent, as gdalwarp -dstalpha leaves it.
        if (!(u >= 0 && v >= 0 && u < sw && v < sh)) continue;
        if (mask && !insideMaskAt(mask, xs[col] as number, ys[col] as number)) continue;
        const at = (row * width + col) * channels;
        const fx = u - 0.5;
        const fy = v - 0.5;
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        if (kernel === 'nearest') {
          const pick = (Math.floor(v) * sw + Math.floor(u)) * channels;
          for (let c = 0; c < channels; c += 1) out[at + c] = src[pick + c] as number;
        } else if (kernel === 'cubic' && x0 >= 1 && y0 >= 1 && x0 + 2 < sw && y0 + 2 < sh) {
          cubicWeights(fx - x0, wx);
          cubicWeights(fy - y0, wy);
          for (let c = 0; c < channels; c += 1) {
            let sum = 0;
            for (let j = 0; j < 4; j += 1) {
              const line = (y0 - 1 + j) * sw;
              let across = 0;
              for (let i = 0; i < 4; i += 1)
                across += (wx[i] as number) * (src[(line + x0 - 1 + i) * channels + c] as number);
              sum += (wy[j] as number) * across;
            }
            out[at + c] = sum;
          }
        } else {
          // Bilinear, and cubic within two pixels of the edge (GDAL falls back there too). A
          // neighbour outside the scan is replaced by the edge pixel: what GDAL's dropping of
          // its weight and renormalising gives.
          const tx = fx - x0;
          const ty = fy - y0;
          const a = (clampY(y0) * sw + clampX(x0)) * channels;
          const b = (clampY(y0) * sw + clampX(x0 + 1)) * channels;
          const d = (clampY(y0 + 1) * sw + clampX(x0)) * channels;
          const e = (clampY(y0 + 1) * sw + clampX(x0 + 1)) * channels;
          for (let c = 0; c < channels; c += 1) {
            const top = (src[a + c] as number) * (1 - tx) + (src[b + c] as number) * tx;
            const bottom = (src[d + c] as number) * (1 - tx) + (src[e + c] as number) * tx;
            out[at + c] = top * (1 - ty) + bottom * ty;
          }
        }
      }
    }
  };
  return { output: { data: out, width, height, channels }, warpRows };
}

/** The whole warp in one go (tests, workers); the editor warps in steps with createWarp. */
export function warpRaster<T extends Uint8ClampedArray | Float32Array>(
  source: Raster<T>,
  fit: GeorefFit,
  grid: WarpGrid,
  options: WarpOptions,
): Raster<T> {
  const warp = createWarp(source, fit, grid, options);
  warp.warpRows(0, grid.height);
  return warp.output;
}
