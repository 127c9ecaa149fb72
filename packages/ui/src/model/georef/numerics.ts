/**
 * The linear algebra the least-squares fits share. The decompositions come from ml-matrix
 * (Cholesky for least squares, SVD for the projective null space): a maintained library with
 * tested implementations (tested code over our own); we only build the matrices and judge
 * the rank. The thin plate spline is the exception: its system grows with the points, and
 * at 1,000 of them ml-matrix's element accessors cost seconds, so splineSystem.ts factors it
 * with plain loops, checked against the refit-without-each-point definition in the tests.
 */
import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import type { Normalisation, XY } from './types';

/**
 * A pivot of a square factorisation smaller than this share of the largest one means the
 * system is (numerically) singular. Coordinates are normalised first, so a well-spread point
 * set gives ratios near 1 and a collinear one ratios near 1e-16.
 */
const RANK_TOLERANCE = 1e-10;

/**
 * The same test on a Cholesky factor of AᵀA: its pivots are those of QR's R, but forming AᵀA
 * rounds a rank-deficient A to pivots of about √ε ≈ 1e-8 rather than ε, hence the looser bound.
 */
const NORMAL_RANK_TOLERANCE = 1e-6;

/**
 * Centre and scale a point set (Hartley normalisation): centroid at the origin, root mean
 * square distance √2. Map coordinates such as northing 5 800 000 would otherwise make x³
 * terms of 10²⁰ and the solves lose every digit. `null` when all points coincide.
 */
export function normalisation(points: readonly XY[]): Normalisation | null {
  const n = points.length;
  let cx = 0;
  let cy = 0;
  for (const p of points) {
    cx += p.x;
    cy += p.y;
  }
  cx /= n;
  cy /= n;
  let sum = 0;
  for (const p of points) sum += (p.x - cx) ** 2 + (p.y - cy) ** 2;
  const rms = Math.sqrt(sum / n);
  if (!(rms > 0)) return null;
  return { cx, cy, scale: rms / Math.SQRT2 };
}

/**
 * Least squares A·X ≈ B for a tall design (n × t, row-major) and k right-hand sides
 * (n × k, row-major); returns X (t × k, row-major) or `null` when A is rank deficient.
 *
 * Why the normal equations and not QR of A: the editor refits on every pointer move
 * (its budget: 2 ms for 500 points). ml-matrix's Householder QR of a 500 × 6 design costs
 * about as much as that budget, because it walks A column by column through element
 * accessors; forming AᵀA in one pass over the rows and factoring the t × t matrix with
 * ml-matrix's Cholesky is an order of magnitude cheaper. The usual objection, the squared
 * condition number, is met twice: the coordinates are Hartley-normalised (cond(A) stays in
 * the hundreds even for order 3), and one step of iterative refinement with the true
 * residual B − A·X recovers the digits the squaring lost.
 */
export function solveLeastSquares(
  design: Float64Array,
  rhs: Float64Array,
  n: number,
  t: number,
  k: number,
): Float64Array | null {
  const normal = new Matrix(t, t);
  for (let a = 0; a < t; a++) {
    for (let b = 0; b <= a; b++) {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += (design[i * t + a] as number) * (design[i * t + b] as number);
      normal.set(a, b, sum);
      normal.set(b, a, sum);
    }
  }
  const cholesky = new CholeskyDecomposition(normal);
  if (!cholesky.isPositiveDefinite()) return null;
  const l = cholesky.lowerTriangularMatrix;
  let largest = 0;
  for (let a = 0; a < t; a++) largest = Math.max(largest, l.get(a, a));
  for (let a = 0; a < t; a++) {
    if (!(l.get(a, a) > largest * NORMAL_RANK_TOLERANCE)) return null;
  }
  const solution = new Float64Array(t * k);
  const residual = Float64Array.from(rhs);
  for (let step = 0; step < 2; step++) {
    // Step 0 solves AᵀA·X = AᵀB; step 1 solves for the correction from the residual.
    const correction = cholesky.solve(transposeTimes(design, residual, n, t, k));
    for (let a = 0; a < t; a++) {
      for (let c = 0; c < k; c++) solution[a * k + c] = (solution[a * k + c] as number) + correction.get(a, c);
    }
    if (step === 1) break;
    for (let i = 0; i < n; i++) {
      for (let c = 0; c < k; c++) {
        let predicted = 0;
        for (let a = 0; a < t; a++) predicted += (design[i * t + a] as number) * (solution[a * k + c] as number);
        residual[i * k + c] = (rhs[i * k + c] as number) - predicted;
      }
    }
  }
  return solution;
}

/** Aᵀ·R as a t × k ml-matrix, for row-major A (n × t) and R (n × k). */
function transposeTimes(design: Float64Array, right: Float64Array, n: number, t: number, k: number): Matrix {
  const product = new Matrix(t, k);
  for (let a = 0; a < t; a++) {
    for (let c = 0; c < k; c++) {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += (design[i * t + a] as number) * (right[i * k + c] as number);
      product.set(a, c, sum);
    }
  }
  return product;
}

/** Do the points span an area? False when they lie (nearly) on one line or on one spot. */
export function spansArea(points: readonly XY[]): boolean {
  const norm = normalisation(points);
  if (!norm) return false;
  // The 2×2 scatter matrix of the normalised points; its determinant relative to the squared
  // trace vanishes exactly when the points are collinear.
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of points) {
    const x = (p.x - norm.cx) / norm.scale;
    const y = (p.y - norm.cy) / norm.scale;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  const trace = sxx + syy;
  return sxx * syy - sxy * sxy > trace * trace * RANK_TOLERANCE;
}
