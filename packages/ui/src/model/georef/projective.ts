/**
 * Projective transformation (homography, 8 parameters) as the QGIS Georeferencer fits it:
 * the normalised direct linear transform. Both point sets are Hartley-normalised, each point
 * gives two rows of S·h = 0, and h is the right singular vector of S with the smallest
 * singular value: the total-least-squares solution with |h| = 1. We take it from the 9 × 9
 * matrix SᵀS (ml-matrix SVD), whose singular vectors are S's right singular vectors: the
 * SVD of the full 2n × 9 matrix costs several milliseconds for 500 points, SᵀS is formed in
 * one pass. The inverse is the inverse matrix, so it is exact.
 */
import { Matrix, SingularValueDecomposition } from 'ml-matrix';
import { normalisation, spansArea } from './numerics';
import { degenerate } from './failures';
import type { FitResult, Normalisation, PointPairs, XY } from './types';

/**
 * Below this share of the largest eigenvalue of SᵀS (a squared singular value of S) a second
 * one counts as zero: h is not unique.
 */
const UNIQUE_TOLERANCE = 1e-14;

type Homography = readonly number[];

function applyHomography(h: Homography, x: number, y: number): XY {
  const w = (h[6] as number) * x + (h[7] as number) * y + (h[8] as number);
  return {
    x: ((h[0] as number) * x + (h[1] as number) * y + (h[2] as number)) / w,
    y: ((h[3] as number) * x + (h[4] as number) * y + (h[5] as number)) / w,
  };
}

function multiply(a: Homography, b: Homography): number[] {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += (a[3 * r + k] as number) * (b[3 * k + c] as number);
      out.push(sum);
    }
  }
  return out;
}

/** The adjugate: the inverse up to a factor, which a homography ignores. */
function adjugate(h: Homography): number[] {
  const [a, b, c, d, e, f, g, k, l] = h as [number, number, number, number, number, number, number, number, number];
  return [
    e * l - f * k,
    c * k - b * l,
    b * f - c * e,
    f * g - d * l,
    a * l - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
}

function determinant(h: Homography): number {
  const [a, b, c, d, e, f, g, k, l] = h as [number, number, number, number, number, number, number, number, number];
  return a * (e * l - f * k) - b * (d * l - f * g) + c * (d * k - e * g);
}

/** Normalised (u, v) = ((x − cx) / scale, …) as a homography, and its inverse. */
const toNormalised = (n: Normalisation): number[] => [
  1 / n.scale,
  0,
  -n.cx / n.scale,
  0,
  1 / n.scale,
  -n.cy / n.scale,
  0,
  0,
  1,
];
const fromNormalised = (n: Normalisation): number[] => [n.scale, 0, n.cx, 0, n.scale, n.cy, 0, 0, 1];

export function fitProjective(pairs: PointPairs): FitResult {
  const type = 'projective';
  const source = normalisation(pairs.pixels);
  const target = normalisation(pairs.maps);
  if (!source || !target || !spansArea(pairs.pixels) || !spansArea(pairs.maps)) {
    return degenerate(
      type,
      'die aktiven Passpunkte liegen auf einer Linie. Bitte Punkte über die ganze Karte verteilen.',
    );
  }
  // SᵀS accumulated from the two rows of S each point gives.
  const normal = new Float64Array(81);
  const row = new Float64Array(9);
  const add = () => {
    for (let a = 0; a < 9; a++) {
      const value = row[a] as number;
      if (value === 0) continue;
      for (let b = 0; b < 9; b++) normal[a * 9 + b] = (normal[a * 9 + b] as number) + value * (row[b] as number);
    }
  };
  pairs.pixels.forEach((p, i) => {
    const q = pairs.maps[i] as XY;
    const u = (p.x - source.cx) / source.scale;
    const v = (p.y - source.cy) / source.scale;
    const U = (q.x - target.cx) / target.scale;
    const V = (q.y - target.cy) / target.scale;
    row.set([u, v, 1, 0, 0, 0, -U * u, -U * v, -U]);
    add();
    row.set([0, 0, 0, u, v, 1, -V * u, -V * v, -V]);
    add();
  });
  const svd = new SingularValueDecomposition(Matrix.from1DArray(9, 9, normal), { computeLeftSingularVectors: false });
  const singular = svd.diagonal;
  const order = singular.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const smallest = order[0] as { value: number; index: number };
  const second = order[1] as { value: number; index: number };
  const largest = (order[order.length - 1] as { value: number }).value;
  const fail = () =>
    degenerate(
      type,
      'ihre Lage legt die Transformation nicht eindeutig fest. Bitte mindestens vier Punkte nahe den Kartenecken setzen.',
    );
  if (!(second.value > largest * UNIQUE_TOLERANCE)) return fail();
  const normalisedH = svd.rightSingularVectors.getColumn(smallest.index);
  if (Math.abs(determinant(normalisedH)) < 1e-12) return fail();
  const normalisedInverse = adjugate(normalisedH);

  // Every control point must lie on the same side of the horizon line (w ≠ 0), otherwise the
  // fit folds the map over itself between them.
  let sign = 0;
  for (const p of pairs.pixels) {
    const w =
      (normalisedH[6] as number) * ((p.x - source.cx) / source.scale) +
      (normalisedH[7] as number) * ((p.y - source.cy) / source.scale) +
      (normalisedH[8] as number);
    const s = Math.sign(w);
    if (s === 0 || (sign !== 0 && s !== sign)) return fail();
    sign = s;
  }

  // Evaluate in normalised coordinates (full precision with northings of millions); report H
  // in raw coordinates: H = fromNormalised(target) · Hn · toNormalised(source).
  const raw = multiply(fromNormalised(target), multiply(normalisedH, toNormalised(source)));
  const norm = Math.abs(raw[8] as number) > 1e-12 * Math.hypot(...raw) ? (raw[8] as number) : Math.hypot(...raw);
  return {
    ok: true,
    type,
    usedIndices: pairs.usedIndices,
    forward(p: XY): XY {
      const q = applyHomography(normalisedH, (p.x - source.cx) / source.scale, (p.y - source.cy) / source.scale);
      return { x: target.cx + target.scale * q.x, y: target.cy + target.scale * q.y };
    },
    inverse(q: XY): XY {
      const p = applyHomography(normalisedInverse, (q.x - target.cx) / target.scale, (q.y - target.cy) / target.scale);
      return { x: source.cx + source.scale * p.x, y: source.cy + source.scale * p.y };
    },
    inverseKind: 'exact',
    params: { kind: 'projective', homography: raw.map((value) => value / norm) },
  };
}
