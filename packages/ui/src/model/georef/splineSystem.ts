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
 */

/** A Cholesky pivot below this share of M's largest diagonal entry means the points fix no spline. */
const PIVOT_TOLERANCE = 1e-12;

export interface SplineSystem {
  /** Number of control points (A is (n + 3) × (n + 3)). */
  n: number;
  /** A⁻¹·rhs for one right-hand side of length n + 3. */
  solve(rhs: Float64Array): Float64Array;
  /** (A⁻¹)_ii for i < n, computed on first use and kept. */
  kernelDiagonal(): Float64Array;
}

/** U as a function of the squared distance: d²·log d², 0 at the node itself. */
export function kernel(d2: number): number {
  return d2 > 0 ? d2 * Math.log(d2) : 0;
}

/**
 * Σ a[ai + k]·b[bi + k] for k < length, with four running sums: one sum waits for the
 * previous addition on every step, four keep the floating-point unit busy (measured 3×
 * faster for the factorisation at 1,000 points).
 */
function dot(a: Float64Array, ai: number, b: Float64Array, bi: number, length: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < length; k += 4) {
    s0 += (a[ai + k] as number) * (b[bi + k] as number);
    s1 += (a[ai + k + 1] as number) * (b[bi + k + 1] as number);
    s2 += (a[ai + k + 2] as number) * (b[bi + k + 2] as number);
    s3 += (a[ai + k + 3] as number) * (b[bi + k + 3] as number);
  }
  for (; k < length; k++) s0 += (a[ai + k] as number) * (b[bi + k] as number);
  return s0 + s1 + (s2 + s3);
}

/**
 * Cholesky factorisation M = LLᵀ in place (the lower triangle of the row-major N × N `L`
 * holds M on entry, L on return), left-looking by rows. Four rows i are computed at once
 * against two finished rows j: every entry loaded serves several multiply-adds, so the
 * loop is bound by arithmetic rather than by memory (3× faster than one dot product at a
 * time at 1,000 points). False when a pivot is not above `minPivot` (M is not positive
 * definite: the points fix no spline).
 */
export function choleskyInPlace(L: Float64Array, N: number, minPivot: number): boolean {
  let i0 = 0;
  for (; i0 + 3 < N; i0 += 4) {
    const r0 = i0 * N;
    const r1 = r0 + N;
    const r2 = r1 + N;
    const r3 = r2 + N;
    let j = 0;
    for (; j + 1 < i0; j += 2) {
      const q0 = j * N;
      const q1 = q0 + N;
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      let b0 = 0;
      let b1 = 0;
      let b2 = 0;
      let b3 = 0;
      for (let k = 0; k < j; k++) {
        const x = L[q0 + k] as number;
        const y = L[q1 + k] as number;
        const p0 = L[r0 + k] as number;
        const p1 = L[r1 + k] as number;
        const p2 = L[r2 + k] as number;
        const p3 = L[r3 + k] as number;
        a0 += p0 * x;
        a1 += p1 * x;
        a2 += p2 * x;
        a3 += p3 * x;
        b0 += p0 * y;
        b1 += p1 * y;
        b2 += p2 * y;
        b3 += p3 * y;
      }
      const djj = L[q0 + j] as number;
      const lj = L[q1 + j] as number;
      const dj1 = L[q1 + j + 1] as number;
      const c0 = ((L[r0 + j] as number) - a0) / djj;
      const c1 = ((L[r1 + j] as number) - a1) / djj;
      const c2 = ((L[r2 + j] as number) - a2) / djj;
      const c3 = ((L[r3 + j] as number) - a3) / djj;
      L[r0 + j] = c0;
      L[r1 + j] = c1;
      L[r2 + j] = c2;
      L[r3 + j] = c3;
      L[r0 + j + 1] = ((L[r0 + j + 1] as number) - b0 - c0 * lj) / dj1;
      L[r1 + j + 1] = ((L[r1 + j + 1] as number) - b1 - c1 * lj) / dj1;
      L[r2 + j + 1] = ((L[r2 + j + 1] as number) - b2 - c2 * lj) / dj1;
      L[r3 + j + 1] = ((L[r3 + j + 1] as number) - b3 - c3 * lj) / dj1;
    }
    for (; j < i0; j++) {
      const q0 = j * N;
      for (const r of [r0, r1, r2, r3]) L[r + j] = ((L[r + j] as number) - dot(L, r, L, q0, j)) / (L[q0 + j] as number);
    }
    // The block's own triangle, one entry at a time.
    for (let i = i0; i < i0 + 4; i++) {
      if (!choleskyRowTail(L, N, i, i0, minPivot)) return false;
    }
  }
  for (let i = i0; i < N; i++) {
    if (!choleskyRowTail(L, N, i, 0, minPivot)) return false;
  }
  return true;
}

/** Entries from..i of row i of the factor, each a dot product with a finished row. */
function choleskyRowTail(L: Float64Array, N: number, i: number, from: number, minPivot: number): boolean {
  const ri = i * N;
  for (let j = from; j <= i; j++) {
    const rj = j * N;
    const sum = (L[ri + j] as number) - dot(L, ri, L, rj, j);
    if (j < i) {
      L[ri + j] = sum / (L[rj + j] as number);
    } else {
      if (!(sum > minPivot)) return false;
      L[ri + i] = Math.sqrt(sum);
    }
  }
  return true;
}

/**
 * Σ_i (L⁻¹)_ik² for every column k: diag(M⁻¹) from the factor. Column k of X = L⁻¹ is the
 * forward substitution X_ik = −(Σ_{k≤j<i} L_ij·X_jk) / L_ii; it is kept transposed
 * (Y[k][i] = X_ik) so that each sum is a product of two contiguous rows, and four columns
 * k are substituted at once against two rows of L.
 */
export function inverseColumnSquares(L: Float64Array, N: number): Float64Array {
  const Y = new Float64Array(N * N);
  const squares = new Float64Array(N);
  let k0 = 0;
  const single = (k: number) => {
    const rk = k * N;
    Y[rk + k] = 1 / (L[rk + k] as number);
    for (let i = k + 1; i < N; i++) {
      const ri = i * N;
      Y[rk + i] = -dot(L, ri + k, Y, rk + k, i - k) / (L[ri + i] as number);
    }
    squares[k] = dot(Y, rk, Y, rk, N);
  };
  for (; k0 + 3 < N; k0 += 4) {
    const y0 = k0 * N;
    const y1 = y0 + N;
    const y2 = y1 + N;
    const y3 = y2 + N;
    // The block's own triangle first: rows k0..k0+3 of X in columns k0..k0+3.
    for (let c = 0; c < 4; c++) {
      const k = k0 + c;
      const rk = k * N;
      Y[rk + k] = 1 / (L[rk + k] as number);
      for (let i = k + 1; i < k0 + 4; i++) {
        const ri = i * N;
        Y[rk + i] = -dot(L, ri + k, Y, rk + k, i - k) / (L[ri + i] as number);
      }
    }
    // Two rows i at a time: row i + 1 needs row i's result only in its last term.
    let i = k0 + 4;
    for (; i + 1 < N; i += 2) {
      const ri = i * N;
      const rn = ri + N;
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      let b0 = 0;
      let b1 = 0;
      let b2 = 0;
      let b3 = 0;
      for (let j = k0; j < i; j++) {
        const l = L[ri + j] as number;
        const m = L[rn + j] as number;
        const z0 = Y[y0 + j] as number;
        const z1 = Y[y1 + j] as number;
        const z2 = Y[y2 + j] as number;
        const z3 = Y[y3 + j] as number;
        a0 += l * z0;
        a1 += l * z1;
        a2 += l * z2;
        a3 += l * z3;
        b0 += m * z0;
        b1 += m * z1;
        b2 += m * z2;
        b3 += m * z3;
      }
      const inv = -1 / (L[ri + i] as number);
      const x0 = a0 * inv;
      const x1 = a1 * inv;
      const x2 = a2 * inv;
      const x3 = a3 * inv;
      Y[y0 + i] = x0;
      Y[y1 + i] = x1;
      Y[y2 + i] = x2;
      Y[y3 + i] = x3;
      const last = L[rn + i] as number;
      const invNext = -1 / (L[rn + i + 1] as number);
      Y[y0 + i + 1] = (b0 + last * x0) * invNext;
      Y[y1 + i + 1] = (b1 + last * x1) * invNext;
      Y[y2 + i + 1] = (b2 + last * x2) * invNext;
      Y[y3 + i + 1] = (b3 + last * x3) * invNext;
    }
    for (; i < N; i++) {
      const ri = i * N;
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      for (let j = k0; j < i; j++) {
        const l = L[ri + j] as number;
        a0 += l * (Y[y0 + j] as number);
        a1 += l * (Y[y1 + j] as number);
        a2 += l * (Y[y2 + j] as number);
        a3 += l * (Y[y3 + j] as number);
      }
      const inv = -1 / (L[ri + i] as number);
      Y[y0 + i] = a0 * inv;
      Y[y1 + i] = a1 * inv;
      Y[y2 + i] = a2 * inv;
      Y[y3 + i] = a3 * inv;
    }
    for (let c = 0; c < 4; c++) squares[k0 + c] = dot(Y, (k0 + c) * N, Y, (k0 + c) * N, N);
  }
  for (; k0 < N; k0++) single(k0);
  return squares;
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

  /** y = M⁻¹·b in place (forward then backward substitution). */
  const solveM = (b: Float64Array) => {
    for (let i = 0; i < N; i++) {
      const ri = i * N;
      b[i] = ((b[i] as number) - dot(L, ri, b, 0, i)) / (L[ri + i] as number);
    }
    for (let i = N - 1; i >= 0; i--) {
      const x = (b[i] as number) / (L[i * N + i] as number);
      b[i] = x;
      // Column i of Lᵀ is row i of L: subtract x·L[i][k] from the earlier entries.
      const ri = i * N;
      for (let k = 0; k < i; k++) b[k] = (b[k] as number) - (L[ri + k] as number) * x;
    }
    return b;
  };

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
    solveM(y);
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

  let diagonal: Float64Array | null = null;
  const kernelDiagonal = (): Float64Array => {
    if (diagonal) return diagonal;
    const squares = inverseColumnSquares(L, N);
    const result = new Float64Array(n);
    for (let j = 0; j < N; j++) result[rest[j] as number] = squares[j] as number;
    // An anchor's entry: s_aᵀ·M⁻¹·s_a with s_a = (t_ja)_j, i.e. |L⁻¹·s_a|².
    for (let s = 0; s < 3; s++) {
      const column = new Float64Array(N);
      for (let j = 0; j < N; j++) column[j] = t[3 * j + s] as number;
      // L⁻¹·s_a by forward substitution.
      for (let i = 0; i < N; i++) {
        const ri = i * N;
        column[i] = ((column[i] as number) - dot(L, ri, column, 0, i)) / (L[ri + i] as number);
      }
      result[anchors[s] as number] = dot(column, 0, column, 0, N);
    }
    diagonal = result;
    return result;
  };

  return { n, solve, kernelDiagonal };
}
