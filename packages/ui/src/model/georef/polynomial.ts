/**
 * Polynomial transformations of order 1 (affine), 2 and 3, as GDAL's GCP transformer
 * (gdalwarp -order n) defines them: least squares per axis over the terms
 * 1, x, y, x², xy, y², x³, x²y, xy², y³. Like GDAL, the map → pixel direction is a second
 * least-squares fit rather than an inversion (a polynomial of order ≥ 2 has no closed-form
 * inverse), and it is the direction gdalwarp samples with, so pixel residuals measured
 * through it are what the warped raster shows.
 */
import { geoTransformFromNormalised } from './affine';
import { normalisation, solveLeastSquares, spansArea } from './numerics';
import { degenerate } from './failures';
import type { FitResult, Normalisation, PointPairs, XY } from './types';

export type PolynomialOrder = 1 | 2 | 3;

const TYPE_OF_ORDER = { 1: 'polynomial1', 2: 'polynomial2', 3: 'polynomial3' } as const;

/** (order + 1)(order + 2) / 2: 3, 6 or 10 terms. */
export function termCount(order: PolynomialOrder): number {
  return ((order + 1) * (order + 2)) / 2;
}

/** Writes the terms of (u, v) in GDAL's order into `out`, from `at` on. */
function fillTerms(order: PolynomialOrder, u: number, v: number, out: Float64Array, at = 0): void {
  out[at] = 1;
  out[at + 1] = u;
  out[at + 2] = v;
  if (order === 1) return;
  out[at + 3] = u * u;
  out[at + 4] = u * v;
  out[at + 5] = v * v;
  if (order === 2) return;
  out[at + 6] = u * u * u;
  out[at + 7] = u * u * v;
  out[at + 8] = u * v * v;
  out[at + 9] = v * v * v;
}

/** One direction of a polynomial fit, ready to evaluate without allocating matrices. */
interface PolynomialMap {
  source: Normalisation;
  target: Normalisation;
  cx: Float64Array;
  cy: Float64Array;
  apply(p: XY): XY;
}

function fitDirection(order: PolynomialOrder, from: readonly XY[], to: readonly XY[]): PolynomialMap | null {
  const source = normalisation(from);
  const target = normalisation(to);
  if (!source || !target) return null;
  const n = from.length;
  const terms = termCount(order);
  const design = new Float64Array(n * terms);
  const rhs = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    const p = from[i] as XY;
    const q = to[i] as XY;
    fillTerms(order, (p.x - source.cx) / source.scale, (p.y - source.cy) / source.scale, design, i * terms);
    rhs[2 * i] = (q.x - target.cx) / target.scale;
    rhs[2 * i + 1] = (q.y - target.cy) / target.scale;
  }
  const solution = solveLeastSquares(design, rhs, n, terms, 2);
  if (!solution) return null;
  const cx = new Float64Array(terms);
  const cy = new Float64Array(terms);
  for (let k = 0; k < terms; k++) {
    cx[k] = solution[2 * k] as number;
    cy[k] = solution[2 * k + 1] as number;
  }
  const scratch = new Float64Array(terms);
  return {
    source,
    target,
    cx,
    cy,
    apply(p: XY): XY {
      fillTerms(order, (p.x - source.cx) / source.scale, (p.y - source.cy) / source.scale, scratch);
      let x = 0;
      let y = 0;
      for (let k = 0; k < terms; k++) {
        x += (cx[k] as number) * (scratch[k] as number);
        y += (cy[k] as number) * (scratch[k] as number);
      }
      return { x: target.cx + target.scale * x, y: target.cy + target.scale * y };
    },
  };
}

export function fitPolynomial(order: PolynomialOrder, pairs: PointPairs): FitResult {
  const type = TYPE_OF_ORDER[order];
  if (!spansArea(pairs.pixels) || !spansArea(pairs.maps)) {
    return degenerate(
      type,
      'die aktiven Passpunkte liegen auf einer Linie. Bitte Punkte über die ganze Karte verteilen.',
    );
  }
  const forward = fitDirection(order, pairs.pixels, pairs.maps);
  const backward = forward && fitDirection(order, pairs.maps, pairs.pixels);
  if (!forward || !backward) {
    return degenerate(
      type,
      'ihre Lage legt die Transformation nicht eindeutig fest (etwa alle auf einer Kurve). Bitte Punkte über die ganze Karte verteilen.',
    );
  }
  const geoTransform =
    order === 1
      ? geoTransformFromNormalised(
          forward.source,
          forward.target,
          [forward.cx[0] as number, forward.cx[1] as number, forward.cx[2] as number],
          [forward.cy[0] as number, forward.cy[1] as number, forward.cy[2] as number],
        )
      : null;
  return {
    ok: true,
    type,
    usedIndices: pairs.usedIndices,
    forward: forward.apply,
    inverse: backward.apply,
    inverseKind: 'fitted',
    params: {
      kind: 'polynomial',
      order,
      geoTransform,
      x: Array.from(forward.cx),
      y: Array.from(forward.cy),
      source: forward.source,
      target: forward.target,
    },
  };
}
