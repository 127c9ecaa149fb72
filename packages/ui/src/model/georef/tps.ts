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
import type { FitResult, Normalisation, PointPairs, ResidualUnits, XY } from './types';

/** U as a function of the squared distance: d²·log d², 0 at the node itself. */
function kernel(d2: number): number {
  return d2 > 0 ? d2 * Math.log(d2) : 0;
}

interface Spline {
  source: Normalisation;
  target: Normalisation;
  lu: LuDecomposition;
  rhs: Matrix;
  apply(p: XY): XY;
}

function fitSpline(from: readonly XY[], to: readonly XY[]): Spline | null {
  const source = normalisation(from);
  const target = normalisation(to);
  if (!source || !target) return null;
  const n = from.length;
  const us = new Float64Array(n);
  const vs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    us[i] = ((from[i] as XY).x - source.cx) / source.scale;
    vs[i] = ((from[i] as XY).y - source.cy) / source.scale;
  }
  // A = [K P; Pᵀ 0] with K_ij = U(|x_i − x_j|), P_i = [1, u_i, v_i].
  const system = new Matrix(n + 3, n + 3);
  const rhs = new Matrix(n + 3, 2);
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
    rhs.set(i, 0, ((to[i] as XY).x - target.cx) / target.scale);
    rhs.set(i, 1, ((to[i] as XY).y - target.cy) / target.scale);
  }
  const lu = factorSquare(system);
  if (!lu) return null;
  const weights = lu.solve(rhs);
  const wx = Float64Array.from(weights.getColumn(0));
  const wy = Float64Array.from(weights.getColumn(1));
  return {
    source,
    target,
    lu,
    rhs,
    apply(p: XY): XY {
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
    },
  };
}

/**
 * Leave-one-out errors of one spline direction, `predicted − measured` in target units, from
 * the closed form. Rippa's rule gives measured − predicted = c_i / (A⁻¹)_ii.
 */
function leaveOneOutErrors(spline: Spline, n: number): (XY | null)[] {
  const inverse = spline.lu.solve(Matrix.eye(n + 3, n + 3));
  const c = inverse.mmul(spline.rhs);
  let largest = 0;
  for (let i = 0; i < n; i++) largest = Math.max(largest, Math.abs(inverse.get(i, i)));
  const errors: (XY | null)[] = [];
  for (let i = 0; i < n; i++) {
    const diagonal = inverse.get(i, i);
    // (A⁻¹)_ii = 0: without point i the others lie on a line and fix no spline.
    if (!(Math.abs(diagonal) > largest * 1e-12)) {
      errors.push(null);
      continue;
    }
    errors.push({
      x: (-c.get(i, 0) / diagonal) * spline.target.scale,
      y: (-c.get(i, 1) / diagonal) * spline.target.scale,
    });
  }
  return errors;
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
  const cache = new Map<ResidualUnits, readonly (XY | null)[]>();
  return {
    ok: true,
    type,
    usedIndices: pairs.usedIndices,
    forward: forward.apply,
    inverse: backward.apply,
    inverseKind: 'fitted',
    params: { kind: 'tps', count: n },
    leaveOneOut(units: ResidualUnits): readonly (XY | null)[] | null {
      // Without one point the rest must still determine a spline: at least 3 + 1 points.
      if (n < 4) return null;
      let errors = cache.get(units);
      if (!errors) {
        // Pixel errors come from the map → pixel spline (as QGIS measures residuals), map
        // errors from the pixel → map spline.
        errors = leaveOneOutErrors(units === 'pixels' ? backward : forward, n);
        cache.set(units, errors);
      }
      return errors;
    },
  };
}
