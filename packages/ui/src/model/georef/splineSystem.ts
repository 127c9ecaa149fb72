/**
 * The linear system of one direction of a thin plate spline, factorised once for every use
 * the editor makes of it: the weights, the leave-one-out residuals and the drag's low-rank
 * updates. With n control points in normalised coordinates (u, v):
 *
 *   A = [K P; Pᵀ 0],  K_ij = U(|x_i − x_j|),  P_i = [1, u_i, v_i],   A·[c; d] = [f; g].
 *
 * Method: the null-space method. Every c with Pᵀc = g is a particular solution c_p plus Z·y,
 * where Z's columns span {c : Pᵀc = 0}; then M·y = Zᵀ(f − K·c_p) with M = ZᵀKZ, which is
 * symmetric positive definite (the thin plate kernel is conditionally positive definite of
 * order 2), so a Cholesky factorisation M = LLᵀ solves it: n³/6 multiply-adds, a sixth of
 * what a general LU followed by an explicit inverse cost (ml-matrix took 3–4 s at 1,000
 * points; its element accessors, not the arithmetic, set the pace, hence these plain loops
 * over one Float64Array).
 *
 * Z is built from three anchor points spanning the largest triangle: for every other point j,
 * t_j are its barycentric coordinates in that triangle, and z_j = e_j − Σ_a t_ja·e_a. Because
 * Z is the identity outside the anchors' rows, the diagonal of A⁻¹'s kernel block, which the
 * leave-one-out residuals need, is diag(M⁻¹) there: the squared column norms of L⁻¹, another
 * n³/6 (and three solves for the anchors' own entries).
 *
 * The factorisation and the solves are in blockedCholesky.ts, the diagonal in
 * leaveOneOutDiagonal.ts; the drag's low-rank updates in tpsDrag.ts.
 */
import { choleskyInPlace, choleskySolveInPlace, dot } from './blockedCholesky';
import { leaveOneOutDiagonal } from './leaveOneOutDiagonal';

/** A Cholesky pivot below this share of M's largest diagonal entry means the points fix no spline. */
const PIVOT_TOLERANCE = 1e-12;

export interface SplineSystem extends Solver {
  /** Number of control points (A is (n + 3) × (n + 3)). */
  n: number;
  /** A⁻¹·rhs for one right-hand side of length n + 3. */
  solve(rhs: Float64Array): Float64Array;
  /** A·x for one x of length n + 3 (a residual of a solve: K is kept, not built again). */
  multiply(x: Float64Array): Float64Array;
  /** (A⁻¹)_ii for i < n, computed on first use and kept. */
  kernelDiagonal(): Float64Array;
}

/** What iterative refinement needs of a system: an approximate solve and the exact product. */
export interface Solver {
  solve(rhs: Float64Array): Float64Array;
  multiply(x: Float64Array): Float64Array;
}

/**
 * x corrected by one step of iterative refinement: x + solve(rhs − A·x). Near two points on
 * almost one spot the solve loses digits (a relative error of about ε·cond(A)), but the
 * residual, taken with the exact A, shows what it missed, and the same solve corrects most of it.
 */
export function refine(system: Solver, rhs: Float64Array, x: Float64Array): Float64Array {
  const product = system.multiply(x);
  const residual = rhs.map((value, k) => value - (product[k] as number));
  const correction = system.solve(residual);
  return x.map((value, k) => value + (correction[k] as number));
}

/** U as a function of the squared distance: d²·log d², 0 at the node itself. */
export function kernel(d2: number): number {
  return d2 > 0 ? d2 * Math.log(d2) : 0;
}

/** Three points spanning a large triangle (the farthest from the centroid, the farthest from it, the largest area). */
function anchorsOf(us: Float64Array, vs: Float64Array): [number, number, number] | null {
  const n = us.length;
  const farthestFrom = (x: number, y: number) => {
    let best = 0;
    let distance = -1;
    for (let i = 0; i < n; i++) {
      const d = ((us[i] as number) - x) ** 2 + ((vs[i] as number) - y) ** 2;
      if (d > distance) {
        distance = d;
        best = i;
      }
    }
    return best;
  };
  const a = farthestFrom(0, 0);
  const b = farthestFrom(us[a] as number, vs[a] as number);
  const bx = (us[b] as number) - (us[a] as number);
  const by = (vs[b] as number) - (vs[a] as number);
  let c = -1;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const cross = Math.abs(bx * ((vs[i] as number) - (vs[a] as number)) - by * ((us[i] as number) - (us[a] as number)));
    if (cross > area) {
      area = cross;
      c = i;
    }
  }
  // Normalised points have an RMS radius of √2: a triangle of this area is a line.
  return c < 0 || area < 1e-9 ? null : [a, b, c];
}

/** The inverse of a 3 × 3 matrix (row-major). */
function invert3(m: readonly number[]): number[] {
  const [a, b, c, d, e, f, g, h, k] = m as [number, number, number, number, number, number, number, number, number];
  const det = a * (e * k - f * h) - b * (d * k - f * g) + c * (d * h - e * g);
  return [
    (e * k - f * h) / det,
    (c * h - b * k) / det,
    (b * f - c * e) / det,
    (f * g - d * k) / det,
    (a * k - c * g) / det,
    (c * d - a * f) / det,
    (d * h - e * g) / det,
    (b * g - a * h) / det,
    (a * e - b * d) / det,
  ];
}

/**
 * Factorises the system of the normalised source points (us, vs); `null` when it is singular
 * (points on one line, or two on one spot).
 */
export function factorSplineSystem(us: Float64Array, vs: Float64Array): SplineSystem | null {
  const started = performance.now();
  const system = factorInPlace(us, vs);
  // The factorisation is the spline's heavy step: named on the timeline of the thread that
  // runs it, so a profile (and the 1,000-point story) sees whether it ran on the page's thread;
  // only the latest stays in the buffer, which a long session would otherwise fill.
  performance.clearMeasures(SPLINE_FACTOR_MEASURE);
  performance.measure(SPLINE_FACTOR_MEASURE, { start: started, detail: { points: us.length } });
  return system;
}

/** The User Timing name of a spline factorisation (see `factorSplineSystem`). */
export const SPLINE_FACTOR_MEASURE = 'Passpunkte: Spline-System faktorisiert';

function factorInPlace(us: Float64Array, vs: Float64Array): SplineSystem | null {
  const n = us.length;
  const anchors = anchorsOf(us, vs);
  if (!anchors) return null;
  const N = n - 3;
  // rest[j] is the point of M's row j; anchorSlot[i] is 0..2 for an anchor, −1 otherwise.
  const rest = new Int32Array(N);
  const anchorSlot = new Int8Array(n).fill(-1);
  anchors.forEach((a, slot) => (anchorSlot[a] = slot));
  for (let i = 0, j = 0; i < n; i++) if (anchorSlot[i] === -1) rest[j++] = i;

  // P_A (rows [1, u, v] of the anchors) and its inverse; barycentric t_j = P_A⁻ᵀ·P_j.
  const pa = anchors.flatMap((a) => [1, us[a] as number, vs[a] as number]);
  const paInverse = invert3(pa);
  const t = new Float64Array(3 * N);
  for (let j = 0; j < N; j++) {
    const i = rest[j] as number;
    const p = [1, us[i] as number, vs[i] as number];
    for (let s = 0; s < 3; s++) {
      // (P_A⁻ᵀ·p)_s = Σ_r P_A⁻¹[r][s]·p_r
      t[3 * j + s] =
        (paInverse[s] as number) * (p[0] as number) +
        (paInverse[3 + s] as number) * (p[1] as number) +
        (paInverse[6 + s] as number) * (p[2] as number);
    }
  }

  // K in full (the solves multiply by it), and its columns at the anchors.
  const K = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const ui = us[i] as number;
    const vi = vs[i] as number;
    for (let j = i + 1; j < n; j++) {
      const value = kernel((ui - (us[j] as number)) ** 2 + (vi - (vs[j] as number)) ** 2);
      K[i * n + j] = value;
      K[j * n + i] = value;
    }
  }
  const kAnchor = (i: number, s: number) => K[i * n + (anchors[s] as number)] as number;
  const kAA = [0, 1, 2].flatMap((r) => [0, 1, 2].map((s) => kAnchor(anchors[r] as number, s)));

  // M = ZᵀKZ: M_jk = K_jk − t_k·K_jA − t_j·K_kA + t_jᵀ·K_AA·t_k (lower triangle).
  const L = new Float64Array(N * N);
  const tK = new Float64Array(3 * N); // t_jᵀ·K_AA
  for (let j = 0; j < N; j++) {
    for (let s = 0; s < 3; s++) {
      tK[3 * j + s] =
        (t[3 * j] as number) * (kAA[s] as number) +
        (t[3 * j + 1] as number) * (kAA[3 + s] as number) +
        (t[3 * j + 2] as number) * (kAA[6 + s] as number);
    }
  }
  let largest = 0;
  for (let j = 0; j < N; j++) {
    const ij = rest[j] as number;
    const j0 = kAnchor(ij, 0);
    const j1 = kAnchor(ij, 1);
    const j2 = kAnchor(ij, 2);
    for (let k = 0; k <= j; k++) {
      const ik = rest[k] as number;
      const value =
        (K[ij * n + ik] as number) -
        (t[3 * k] as number) * j0 -
        (t[3 * k + 1] as number) * j1 -
        (t[3 * k + 2] as number) * j2 -
        (t[3 * j] as number) * kAnchor(ik, 0) -
        (t[3 * j + 1] as number) * kAnchor(ik, 1) -
        (t[3 * j + 2] as number) * kAnchor(ik, 2) +
        (tK[3 * j] as number) * (t[3 * k] as number) +
        (tK[3 * j + 1] as number) * (t[3 * k + 1] as number) +
        (tK[3 * j + 2] as number) * (t[3 * k + 2] as number);
      L[j * N + k] = value;
    }
    largest = Math.max(largest, L[j * N + j] as number);
  }

  if (!choleskyInPlace(L, N, largest * PIVOT_TOLERANCE)) return null;

  const solve = (rhs: Float64Array): Float64Array => {
    // c_p on the anchors: P_Aᵀ·c_A = g.
    const g = [rhs[n] as number, rhs[n + 1] as number, rhs[n + 2] as number];
    const cA = [0, 1, 2].map(
      (s) =>
        (paInverse[s] as number) * (g[0] as number) +
        (paInverse[3 + s] as number) * (g[1] as number) +
        (paInverse[6 + s] as number) * (g[2] as number),
    );
    // b = Zᵀ·(f − K·c_p)
    const residual = (i: number) =>
      (rhs[i] as number) -
      (cA[0] as number) * kAnchor(i, 0) -
      (cA[1] as number) * kAnchor(i, 1) -
      (cA[2] as number) * kAnchor(i, 2);
    const rA = anchors.map(residual);
    const y = new Float64Array(N);
    for (let j = 0; j < N; j++) {
      y[j] =
        residual(rest[j] as number) -
        (t[3 * j] as number) * (rA[0] as number) -
        (t[3 * j + 1] as number) * (rA[1] as number) -
        (t[3 * j + 2] as number) * (rA[2] as number);
    }
    choleskySolveInPlace(L, N, y);
    // c = c_p + Z·y
    const out = new Float64Array(n + 3);
    const anchorC = [...cA];
    for (let j = 0; j < N; j++) {
      const value = y[j] as number;
      out[rest[j] as number] = value;
      for (let s = 0; s < 3; s++) anchorC[s] = (anchorC[s] as number) - (t[3 * j + s] as number) * value;
    }
    anchors.forEach((a, s) => (out[a] = anchorC[s] as number));
    // d = P_A⁻¹·(f − K·c) at the anchors' rows.
    const e = anchors.map((a) => {
      let sum = rhs[a] as number;
      const row = a * n;
      for (let i = 0; i < n; i++) sum -= (K[row + i] as number) * (out[i] as number);
      return sum;
    });
    for (let r = 0; r < 3; r++) {
      out[n + r] =
        (paInverse[3 * r] as number) * (e[0] as number) +
        (paInverse[3 * r + 1] as number) * (e[1] as number) +
        (paInverse[3 * r + 2] as number) * (e[2] as number);
    }
    return out;
  };

  // A·x = [K·c + P·d; Pᵀ·c] with x = [c; d].
  const multiply = (x: Float64Array): Float64Array => {
    const out = new Float64Array(n + 3);
    const [d0, d1, d2] = [x[n] as number, x[n + 1] as number, x[n + 2] as number];
    for (let i = 0; i < n; i++) {
      const [ui, vi, ci] = [us[i] as number, vs[i] as number, x[i] as number];
      out[i] = dot(K, i * n, x, 0, n) + d0 + d1 * ui + d2 * vi;
      out[n] = (out[n] as number) + ci;
      out[n + 1] = (out[n + 1] as number) + ci * ui;
      out[n + 2] = (out[n + 2] as number) + ci * vi;
    }
    return out;
  };

  let diagonal: Float64Array | null = null;
  const kernelDiagonal = (): Float64Array => (diagonal ??= leaveOneOutDiagonal({ n, L, rest, anchors, t }));

  return { n, solve, multiply, kernelDiagonal };
}
