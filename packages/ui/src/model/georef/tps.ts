/**
 * Thin plate spline, as GDAL's TPS transformer (gdalwarp -tps) builds it: an affine part
 * plus one radial term U(r) = r²·log r² per control point, interpolating every point
 * exactly. GDAL fits the map → pixel direction as a second spline; so do we.
 *
 * Because it interpolates, its own residuals are 0 and say nothing. Leave-one-out errors do:
 * the spline refitted without point i, evaluated at point i. Refitting n times would be
 * O(n⁴); the closed form (Rippa 1999, for the system with its affine side conditions) gives
 * all of them from one inverse: error_i = c_i / (A⁻¹)_ii with c = A⁻¹·f, O(n³) in total.
 */
import { Matrix, type LuDecomposition } from 'ml-matrix';
import { factorSquare, normalisation, spansArea } from './numerics';
import { degenerate } from './failures';
import type { FitResult, GeorefFit, Normalisation, PointPairs, ResidualUnits, XY } from './types';

/** U as a function of the squared distance: d²·log d², 0 at the node itself. */
export function kernel(d2: number): number {
  return d2 > 0 ? d2 * Math.log(d2) : 0;
}

/** One direction of a fitted spline, with what a drag needs to update it (tpsDrag.ts). */
export interface Spline {
  source: Normalisation;
  target: Normalisation;
  /** The source points, normalised. */
  us: Float64Array;
  vs: Float64Array;
  /** Right-hand side f: the normalised targets, then three zeros (the side conditions). */
  fx: Float64Array;
  fy: Float64Array;
  /** w = A⁻¹·f: the kernel weights, then the affine part. */
  wx: Float64Array;
  wy: Float64Array;
  /** A⁻¹ row-major ((n + 3)²), computed once when first asked for (leave-one-out, drags). */
  inverse(): Float64Array;
  apply(p: XY): XY;
}

/** The spline through normalised source points with these weights, as a function of original coordinates. */
export function splineFunction(spline: Pick<Spline, 'source' | 'target' | 'us' | 'vs' | 'wx' | 'wy'>): (p: XY) => XY {
  const { source, target, us, vs, wx, wy } = spline;
  const n = us.length;
  return (p: XY): XY => {
    const u = (p.x - source.cx) / source.scale;
    const v = (p.y - source.cy) / source.scale;
    let x = (wx[n] as number) + (wx[n + 1] as number) * u + (wx[n + 2] as number) * v;
    let y = (wy[n] as number) + (wy[n + 1] as number) * u + (wy[n + 2] as number) * v;
    for (let i = 0; i < n; i++) {
      const k = kernel((u - (us[i] as number)) ** 2 + (v - (vs[i] as number)) ** 2);
      x += (wx[i] as number) * k;
      y += (wy[i] as number) * k;
    }
    return { x: target.cx + target.scale * x, y: target.cy + target.scale * y };
  };
}

function fitSpline(from: readonly XY[], to: readonly XY[]): Spline | null {
  const source = normalisation(from);
  const target = normalisation(to);
  if (!source || !target) return null;
  const n = from.length;
  const m = n + 3;
  const us = new Float64Array(n);
  const vs = new Float64Array(n);
  const fx = new Float64Array(m);
  const fy = new Float64Array(m);
  for (let i = 0; i < n; i++) {
    us[i] = ((from[i] as XY).x - source.cx) / source.scale;
    vs[i] = ((from[i] as XY).y - source.cy) / source.scale;
    fx[i] = ((to[i] as XY).x - target.cx) / target.scale;
    fy[i] = ((to[i] as XY).y - target.cy) / target.scale;
  }
  // A = [K P; Pᵀ 0] with K_ij = U(|x_i − x_j|), P_i = [1, u_i, v_i].
  const system = new Matrix(m, m);
  const rhs = new Matrix(m, 2);
  for (let i = 0; i < n; i++) {
    const ui = us[i] as number;
    const vi = vs[i] as number;
    for (let j = i + 1; j < n; j++) {
      const value = kernel((ui - (us[j] as number)) ** 2 + (vi - (vs[j] as number)) ** 2);
      system.set(i, j, value);
      system.set(j, i, value);
    }
    system.set(i, n, 1);
    system.set(i, n + 1, ui);
    system.set(i, n + 2, vi);
    system.set(n, i, 1);
    system.set(n + 1, i, ui);
    system.set(n + 2, i, vi);
    rhs.set(i, 0, fx[i] as number);
    rhs.set(i, 1, fy[i] as number);
  }
  const lu: LuDecomposition | null = factorSquare(system);
  if (!lu) return null;
  const weights = lu.solve(rhs);
  const wx = Float64Array.from(weights.getColumn(0));
  const wy = Float64Array.from(weights.getColumn(1));
  let inverse: Float64Array | null = null;
  const spline = { source, target, us, vs, fx, fy, wx, wy };
  return {
    ...spline,
    inverse() {
      inverse ??= Float64Array.from(lu.solve(Matrix.eye(m, m)).to1DArray());
      return inverse;
    },
    apply: splineFunction(spline),
  };
}

/**
 * Leave-one-out errors of one spline direction, `predicted − measured` in target units, from
 * the closed form. Rippa's rule gives measured − predicted = c_i / (A⁻¹)_ii with c = A⁻¹·f,
 * the weights. `diagonal(i)` is (A⁻¹)_ii.
 */
export function leaveOneOutFrom(
  diagonal: (i: number) => number,
  wx: Float64Array,
  wy: Float64Array,
  n: number,
  targetScale: number,
): (XY | null)[] {
  let largest = 0;
  for (let i = 0; i < n; i++) largest = Math.max(largest, Math.abs(diagonal(i)));
  const errors: (XY | null)[] = [];
  for (let i = 0; i < n; i++) {
    const d = diagonal(i);
    // (A⁻¹)_ii = 0: without point i the others lie on a line and fix no spline.
    if (!(Math.abs(d) > largest * 1e-12)) {
      errors.push(null);
      continue;
    }
    errors.push({ x: (-(wx[i] as number) / d) * targetScale, y: (-(wy[i] as number) / d) * targetScale });
  }
  return errors;
}

function leaveOneOutErrors(spline: Spline, n: number): (XY | null)[] {
  const inverse = spline.inverse();
  const m = n + 3;
  return leaveOneOutFrom((i) => inverse[i * m + i] as number, spline.wx, spline.wy, n, spline.target.scale);
}

/** The two splines of a thin plate spline fit, for a drag to start from (tpsDrag.ts). */
const splinesOfFit = new WeakMap<GeorefFit, { forward: Spline; backward: Spline }>();

export function splinesOf(fit: GeorefFit): { forward: Spline; backward: Spline } | undefined {
  return splinesOfFit.get(fit);
}

/** The fit object of two splines: forward pixel → map, backward map → pixel. */
export function splineFit(
  usedIndices: readonly number[],
  forward: Pick<Spline, 'apply'>,
  backward: Pick<Spline, 'apply'>,
  leaveOneOut: (units: ResidualUnits) => readonly (XY | null)[],
): GeorefFit {
  const n = usedIndices.length;
  const cache = new Map<ResidualUnits, readonly (XY | null)[]>();
  return {
    ok: true,
    type: 'tps',
    usedIndices,
    forward: forward.apply,
    inverse: backward.apply,
    inverseKind: 'fitted',
    params: { kind: 'tps', count: n },
    leaveOneOut(units: ResidualUnits): readonly (XY | null)[] | null {
      // Without one point the rest must still determine a spline: at least 3 + 1 points.
      if (n < 4) return null;
      let errors = cache.get(units);
      if (!errors) {
        errors = leaveOneOut(units);
        cache.set(units, errors);
      }
      return errors;
    },
  };
}

export function fitThinPlateSpline(pairs: PointPairs): FitResult {
  const type = 'tps';
  if (!spansArea(pairs.pixels) || !spansArea(pairs.maps)) {
    return degenerate(
      type,
      'die aktiven Passpunkte liegen auf einer Linie. Bitte Punkte über die ganze Karte verteilen.',
    );
  }
  const forward = fitSpline(pairs.pixels, pairs.maps);
  const backward = forward && fitSpline(pairs.maps, pairs.pixels);
  if (!forward || !backward) {
    return degenerate(type, 'zwei aktive Passpunkte liegen auf demselben Bild- oder Kartenpunkt.');
  }
  const n = pairs.pixels.length;
  // Pixel errors come from the map → pixel spline (as QGIS measures residuals), map errors
  // from the pixel → map spline.
  const fit = splineFit(pairs.usedIndices, forward, backward, (units) =>
    leaveOneOutErrors(units === 'pixels' ? backward : forward, n),
  );
  splinesOfFit.set(fit, { forward, backward });
  return fit;
}
