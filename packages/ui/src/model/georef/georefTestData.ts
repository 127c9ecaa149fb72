// Control points shared by the georeferencing tests and the fit's stories.
import { applyGeoTransform, invertGeoTransform } from './affine';
import type { fitTransform } from './transforms';
import type { ControlPoint, GeoTransform, GeorefFit, XY } from './types';

/** The fit of a result the test expects to succeed; a refused fit fails it with its message. */
export function expectFit(result: ReturnType<typeof fitTransform>): GeorefFit {
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** Pixel positions spread over a 4000 × 5000 scan. */
export const SCAN_PIXELS: readonly (readonly [number, number])[] = [
  [100, 200],
  [4000, 150],
  [3900, 5200],
  [200, 5100],
  [2000, 2600],
  [1000, 4000],
  [3000, 1000],
  [2500, 4500],
  [600, 1200],
  [3500, 3300],
  [1500, 300],
  [2900, 2100],
];

/** Enabled control points at `pixels`, each with `map` of its pixel position as its map position. */
export function pointsFrom(map: (p: XY) => XY, pixels = SCAN_PIXELS): ControlPoint[] {
  return pixels.map(([x, y]) => {
    const q = map({ x, y });
    return { pixelx: x, pixely: y, mapx: q.x, mapy: q.y, enable: true };
  });
}

/**
 * Control points of a gently bent scan (a paper map that has shrunk unevenly): 1.25 m per
 * pixel, and a wave of `wave.x` and `wave.y` metres across it.
 */
export function bentScan(pixels: readonly (readonly [number, number])[], wave: XY): ControlPoint[] {
  return pointsFrom(
    (p) => ({
      x: 4590000 + 1.25 * p.x + wave.x * Math.sin(p.y / 900),
      y: 5700000 - 1.25 * p.y + wave.y * Math.cos(p.x / 1100),
    }),
    pixels,
  );
}

/** Ten pixel positions on a 7016 × 9933 sheet, away from its corners: the minimum of polynomial 3. */
export const TEN_SPOTS = [
  [900, 1200],
  [6000, 800],
  [3500, 2500],
  [1500, 5000],
  [5200, 4700],
  [3000, 7000],
  [800, 8800],
  [6200, 9100],
  [4300, 8200],
  [2200, 3300],
] as const;

/** How far off (in metres) ten points land as a person clicks them on a real scan: a few pixels. */
export const CLICK_NOISE = [
  [2.1, -1.4],
  [-1.8, 2.5],
  [0.9, 1.7],
  [-2.6, -0.8],
  [1.5, -2.2],
  [-0.5, 1.2],
  [1.1, 0.3],
  [3, -2],
  [-1, -3],
  [2, 2],
] as const;

/** A hand-made affine fit: exact in both directions, so a test's every figure is known. */
export function affineFit(gt: GeoTransform): GeorefFit {
  const inverse = invertGeoTransform(gt);
  if (!inverse) throw new Error('degenerate');
  return {
    ok: true,
    type: 'polynomial1',
    usedIndices: [],
    forward: (p: XY) => applyGeoTransform(gt, p),
    inverse: (p: XY) => applyGeoTransform(inverse, p),
    inverseKind: 'exact',
    params: { kind: 'linear', geoTransform: gt, scaleX: gt[1], scaleY: gt[5] },
  };
}
