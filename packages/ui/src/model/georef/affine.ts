/**
 * The two constrained affine types of the QGIS Georeferencer:
 * - Linear: scale and offset per axis, no rotation or shear (QGIS writes it as a world file);
 * - Helmert: similarity, one scale, one rotation and a translation (4 parameters).
 * Both are fitted by least squares on the enabled points (ml-matrix QR, see numerics.ts).
 */
import { normalisation, solveLeastSquares } from './numerics';
import { degenerate } from './failures';
import type { FitResult, GeoTransform, Normalisation, PointPairs, XY } from './types';

/** mapx = gt[0] + px·gt[1] + py·gt[2], mapy = gt[3] + px·gt[4] + py·gt[5] (GDAL's order). */
export function applyGeoTransform(gt: GeoTransform, p: XY): XY {
  return { x: gt[0] + p.x * gt[1] + p.y * gt[2], y: gt[3] + p.x * gt[4] + p.y * gt[5] };
}

/** The exact inverse of a geotransform; `null` when it collapses the plane. */
export function invertGeoTransform(gt: GeoTransform): GeoTransform | null {
  const det = gt[1] * gt[5] - gt[2] * gt[4];
  if (det === 0 || !Number.isFinite(det)) return null;
  const i1 = gt[5] / det;
  const i2 = -gt[2] / det;
  const i4 = -gt[4] / det;
  const i5 = gt[1] / det;
  return [-(i1 * gt[0] + i2 * gt[3]), i1, i2, -(i4 * gt[0] + i5 * gt[3]), i4, i5];
}

/**
 * The raw-coordinate geotransform of an affine map fitted in normalised coordinates:
 * X = T.cx + T.scale · (cx0 + cx1·u + cx2·v) with u = (px − S.cx) / S.scale, likewise Y.
 */
export function geoTransformFromNormalised(
  source: Normalisation,
  target: Normalisation,
  cx: readonly [number, number, number],
  cy: readonly [number, number, number],
): GeoTransform {
  const k = target.scale / source.scale;
  const gt1 = k * cx[1];
  const gt2 = k * cx[2];
  const gt4 = k * cy[1];
  const gt5 = k * cy[2];
  return [
    target.cx + target.scale * cx[0] - gt1 * source.cx - gt2 * source.cy,
    gt1,
    gt2,
    target.cy + target.scale * cy[0] - gt4 * source.cx - gt5 * source.cy,
    gt4,
    gt5,
  ];
}

/** Fits and wraps an affine transformation whose inverse is exact. */
function affineFit(
  type: 'linear' | 'helmert',
  pairs: PointPairs,
  rows: (u: number, v: number) => [number[], number[]],
  toCoefficients: (solution: Float64Array) => [[number, number, number], [number, number, number]],
): FitResult {
  const source = normalisation(pairs.pixels);
  const target = normalisation(pairs.maps);
  if (!source || !target) return degenerate(type, 'alle aktiven Passpunkte liegen auf demselben Punkt.');
  const n = pairs.pixels.length;
  const design = new Float64Array(2 * n * 4);
  const rhs = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const p = pairs.pixels[i] as XY;
    const q = pairs.maps[i] as XY;
    const [rowX, rowY] = rows((p.x - source.cx) / source.scale, (p.y - source.cy) / source.scale);
    design.set(rowX, 8 * i);
    design.set(rowY, 8 * i + 4);
    rhs[2 * i] = (q.x - target.cx) / target.scale;
    rhs[2 * i + 1] = (q.y - target.cy) / target.scale;
  }
  const solution = solveLeastSquares(design, rhs, 2 * n, 4, 1);
  if (!solution) {
    return degenerate(
      type,
      type === 'linear'
        ? 'alle aktiven Passpunkte liegen in derselben Bildspalte oder derselben Bildzeile.'
        : 'die aktiven Passpunkte fallen zusammen.',
    );
  }
  const [cx, cy] = toCoefficients(solution);
  const gt = geoTransformFromNormalised(source, target, cx, cy);
  const inverse = invertGeoTransform(gt);
  if (!inverse) return degenerate(type, 'die Transformation bildet die Karte auf eine Linie ab.');
  const common = {
    ok: true as const,
    type,
    usedIndices: pairs.usedIndices,
    forward: (p: XY) => applyGeoTransform(gt, p),
    inverse: (q: XY) => applyGeoTransform(inverse, q),
    inverseKind: 'exact' as const,
  };
  if (type === 'linear')
    return { ...common, params: { kind: 'linear', geoTransform: gt, scaleX: gt[1], scaleY: gt[5] } };
  return {
    ...common,
    params: { kind: 'helmert', geoTransform: gt, scale: Math.hypot(gt[1], gt[2]), rotation: Math.atan2(gt[2], gt[1]) },
  };
}

/** Linear: mapx = tx + sx·px, mapy = ty + sy·py, each axis on its own (QGIS "Linear"). */
export function fitLinear(pairs: PointPairs): FitResult {
  // Unknowns [sx, sy, tx, ty]; one equation per axis and point.
  return affineFit(
    'linear',
    pairs,
    (u, v) => [
      [u, 0, 1, 0],
      [0, v, 0, 1],
    ],
    (s) => [
      [s[2] as number, s[0] as number, 0],
      [s[3] as number, 0, s[1] as number],
    ],
  );
}

/**
 * Helmert: a similarity as seen on screen. Pixel rows grow downwards and northings upwards,
 * so a scan that is only scaled and rotated by θ maps as
 *   mapx = tx + a·px + b·py,  mapy = ty + b·px − a·py,  a = s·cos θ, b = s·sin θ
 * (the QGIS Georeferencer's "invertYAxis" form; a plain similarity would mirror the scan).
 */
export function fitHelmert(pairs: PointPairs): FitResult {
  // Unknowns [a, b, tx, ty].
  return affineFit(
    'helmert',
    pairs,
    (u, v) => [
      [u, v, 1, 0],
      [-v, u, 0, 1],
    ],
    (s) => {
      const a = s[0] as number;
      const b = s[1] as number;
      return [
        [s[2] as number, a, b],
        [s[3] as number, b, -a],
      ];
    },
  );
}
