/**
 * Thin plate spline, as GDAL's TPS transformer (gdalwarp -tps) builds it: an affine part
 * plus one radial term U(r) = r²·log r² per control point, interpolating every point
 * exactly. GDAL fits the map → pixel direction as a second spline; so do we.
 *
 * Because it interpolates, its own residuals are 0 and say nothing. Leave-one-out errors do:
 * the spline refitted without point i, evaluated at point i. Refitting n times would be
 * O(n⁴); Rippa's closed form (S. Rippa, "An algorithm for selecting a good value for the
 * parameter c in radial basis function interpolation", Adv. Comput. Math. 11, 1999), for the
 * system with its affine side conditions, gives all of them from the system's inverse
 * without a single refit: error_i = c_i / (A⁻¹)_ii with c = A⁻¹·f. Only the diagonal of A⁻¹
 * is needed; splineSystem.ts gets it from the Cholesky factor of the null-space system.
 */
import { normalisation, spansArea } from './numerics';
import { degenerate } from './failures';
import { factorSplineSystem, kernel, refine, type Solver, type SplineSystem } from './splineSystem';
import type { FitFailure, FitResult, GeorefFit, Normalisation, PointPairs, ResidualUnits, XY } from './types';

export { kernel };

/**
 * Two points closer than this, in normalised coordinates (root mean square radius √2), are
 * one point to the spline: 0.02 px apart on an 8000-pixel sheet. The full solve and the
 * drag's fast update ask the same question (`coincidentWith`), so they refuse alike.
 */
const COINCIDENT = 1e-5;

/** Another point within COINCIDENT of point `index`, or −1. */
export function coincidentWith(points: readonly XY[], index: number, norm = normalisation(points)): number {
  if (!norm) return index === 0 ? 1 : 0;
  const p = points[index] as XY;
  const limit = (COINCIDENT * norm.scale) ** 2;
  for (let j = 0; j < points.length; j++) {
    if (j === index) continue;
    const q = points[j] as XY;
    if ((p.x - q.x) ** 2 + (p.y - q.y) ** 2 <= limit) return j;
  }
  return -1;
}

/** The refusal for two points on one spot, naming them as the table numbers them. */
export function coincidentFailure(
  pairs: PointPairs,
  first: number,
  second: number,
  plane: 'pixel' | 'map',
): FitFailure {
  const [a, b] = [pairs.usedIndices[first] as number, pairs.usedIndices[second] as number].sort((x, y) => x - y);
  return degenerate(
    'tps',
    `die Passpunkte ${(a as number) + 1} und ${(b as number) + 1} liegen auf demselben ${plane === 'pixel' ? 'Bildpunkt' : 'Kartenpunkt'}. Bitte einen davon verschieben oder deaktivieren.`,
  );
}

/** The first pair of points on one spot in either plane, as a refusal; null when there is none. */
function coincidence(pairs: PointPairs): FitFailure | null {
  for (const [plane, points] of [
    ['pixel', pairs.pixels],
    ['map', pairs.maps],
  ] as const) {
    const norm = normalisation(points);
    // Sorted by x, only neighbours within the tolerance in x need a look: O(n log n).
    const order = points.map((_, i) => i).sort((i, j) => (points[i] as XY).x - (points[j] as XY).x);
    const limit = norm ? COINCIDENT * norm.scale : 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      const p = points[i] as XY;
      for (let l = k + 1; l < order.length; l++) {
        const j = order[l] as number;
        const q = points[j] as XY;
        if (q.x - p.x > limit) break;
        if ((p.x - q.x) ** 2 + (p.y - q.y) ** 2 <= limit * limit) return coincidentFailure(pairs, i, j, plane);
      }
    }
  }
  return null;
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
  /** The factorised system: solves with A and the diagonal of A⁻¹ (leave-one-out, drags). */
  system: SplineSystem;
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
      const du = u - (us[i] as number);
      const dv = v - (vs[i] as number);
      const d2 = du * du + dv * dv;
      // U(d²) = d²·log d², inlined: this loop runs n times per evaluation.
      const k = d2 > 0 ? d2 * Math.log(d2) : 0;
      x += (wx[i] as number) * k;
      y += (wy[i] as number) * k;
    }
    return { x: target.cx + target.scale * x, y: target.cy + target.scale * y };
  };
}

export function fitSpline(from: readonly XY[], to: readonly XY[]): Spline | null {
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
  const system = factorSplineSystem(us, vs);
  if (!system) return null;
  // Refined once: next to two points on almost one spot the plain solve missed them by a millimetre.
  const wx = refine(system, fx, system.solve(fx));
  const wy = refine(system, fy, system.solve(fy));
  const spline = { source, target, us, vs, fx, fy, wx, wy };
  return { ...spline, system, apply: splineFunction(spline) };
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

/**
 * A leave-one-out residual beyond this (normalised target units: the points' root mean square
 * radius is √2) needs (A⁻¹)_ii to more digits than the diagonal's closed form keeps.
 */
const SHARPEN_ABOVE = 0.1;
/** At most this many entries are sharpened: each costs two solves and a product, O(n²). */
const MOST_SHARPENED = 8;

/**
 * The diagonal with its entries at the largest leave-one-out residuals recomputed, column by
 * column with iterative refinement. Next to two points on almost one spot these residuals
 * grow to kilometres (the spline left without a point swings wildly between the two), and
 * c_i / (A⁻¹)_ii then needs (A⁻¹)_ii to a relative 1e-8, where the diagonal's closed form
 * (the column norms of L⁻¹) keeps a few 1e-7 (15 mm of 48 km, three hundredths of a pixel away).
 */
function sharpenedDiagonal(
  diagonal: (i: number) => number,
  wx: Float64Array,
  wy: Float64Array,
  n: number,
  system: Solver,
): (i: number) => number {
  const size = (i: number) => Math.max(Math.abs(wx[i] as number), Math.abs(wy[i] as number)) / Math.abs(diagonal(i));
  const largest = Array.from({ length: n }, (_, i) => i)
    .filter((i) => size(i) > SHARPEN_ABOVE)
    .sort((i, j) => size(j) - size(i))
    .slice(0, MOST_SHARPENED);
  const sharpened = new Map<number, number>();
  for (const i of largest) {
    const unit = new Float64Array(n + 3);
    unit[i] = 1;
    sharpened.set(i, refine(system, unit, system.solve(unit))[i] as number);
  }
  return (i) => sharpened.get(i) ?? diagonal(i);
}

export function leaveOneOutErrors(spline: Spline): (XY | null)[] {
  const diagonal = spline.system.kernelDiagonal();
  const { wx, wy, target } = spline;
  const n = spline.us.length;
  const sharpened = sharpenedDiagonal((i) => diagonal[i] as number, wx, wy, n, spline.system);
  return leaveOneOutFrom(sharpened, wx, wy, n, target.scale);
}

/** The two splines of a thin plate spline fit, for a drag to start from (tpsDrag.ts). */
const splinesOfFit = new WeakMap<GeorefFit, { forward: Spline; backward: Spline }>();

export function splinesOf(fit: GeorefFit): { forward: Spline; backward: Spline } | undefined {
  return splinesOfFit.get(fit);
}

/** What evaluates one direction of a spline: its normalised nodes and weights. */
export type SplineCore = Pick<Spline, 'source' | 'target' | 'us' | 'vs' | 'wx' | 'wy'>;

/** The cores of every spline fit, full or updated by a drag, for passing them on as data. */
const coresOfFit = new WeakMap<GeorefFit, { forward: SplineCore; backward: SplineCore }>();

export function splineCoresOf(fit: GeorefFit): { forward: SplineCore; backward: SplineCore } | undefined {
  return coresOfFit.get(fit);
}

export function keepCores(fit: GeorefFit, forward: SplineCore, backward: SplineCore): GeorefFit {
  coresOfFit.set(fit, { forward, backward });
  return fit;
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

/** The refusal for points on one line, from the full solve and the drag alike. */
export function onALine(): FitFailure {
  return degenerate(
    'tps',
    'die aktiven Passpunkte liegen auf einer Linie. Bitte Punkte über die ganze Karte verteilen.',
  );
}

export function fitThinPlateSpline(pairs: PointPairs): FitResult {
  const type = 'tps';
  if (!spansArea(pairs.pixels) || !spansArea(pairs.maps)) return onALine();
  const onOneSpot = coincidence(pairs);
  if (onOneSpot) return onOneSpot;
  const forward = fitSpline(pairs.pixels, pairs.maps);
  const backward = forward && fitSpline(pairs.maps, pairs.pixels);
  if (!forward || !backward) {
    return degenerate(type, 'ihre Lage legt keinen Spline fest. Bitte Punkte über die ganze Karte verteilen.');
  }
  // Pixel errors come from the map → pixel spline (as QGIS measures residuals), map errors
  // from the pixel → map spline.
  const fit = splineFit(pairs.usedIndices, forward, backward, (units) =>
    leaveOneOutErrors(units === 'pixels' ? backward : forward),
  );
  splinesOfFit.set(fit, { forward, backward });
  return keepCores(fit, forward, backward);
}
