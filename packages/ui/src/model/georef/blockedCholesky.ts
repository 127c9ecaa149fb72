/**
 * The blocked Cholesky solve of the thin plate spline's null-space system M (splineSystem.ts):
 * M = LLᵀ factorised in place in one row-major Float64Array, and M⁻¹·b by forward and backward
 * substitution. Plain loops, blocked so that every entry loaded serves several multiply-adds:
 * ml-matrix's element accessors made 1,000 points cost seconds.
 */

/**
 * Σ a[ai + k]·b[bi + k] for k < length, with four running sums: one sum waits for the
 * previous addition on every step, four keep the floating-point unit busy (measured 3×
 * faster for the factorisation at 1,000 points).
 */
export function dot(a: Float64Array, ai: number, b: Float64Array, bi: number, length: number): number {
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
 * The eight dot products of four rows of `P` (starting at p0…p3) with two rows of `Q` (at q0,
 * q1) over the entries from..to − 1, into `out`: row c with q0 at out[c], with q1 at out[4 + c].
 * Every entry loaded serves several multiply-adds, so the loop is bound by arithmetic rather
 * than by memory (3× faster than one dot product at a time at 1,000 points).
 */
export function dots4x2(
  P: Float64Array,
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  Q: Float64Array,
  q0: number,
  q1: number,
  from: number,
  to: number,
  out: Float64Array,
): void {
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  for (let k = from; k < to; k++) {
    const x = Q[q0 + k] as number;
    const y = Q[q1 + k] as number;
    const v0 = P[p0 + k] as number;
    const v1 = P[p1 + k] as number;
    const v2 = P[p2 + k] as number;
    const v3 = P[p3 + k] as number;
    a0 += v0 * x;
    a1 += v1 * x;
    a2 += v2 * x;
    a3 += v3 * x;
    b0 += v0 * y;
    b1 += v1 * y;
    b2 += v2 * y;
    b3 += v3 * y;
  }
  out[0] = a0;
  out[1] = a1;
  out[2] = a2;
  out[3] = a3;
  out[4] = b0;
  out[5] = b1;
  out[6] = b2;
  out[7] = b3;
}

/**
 * Cholesky factorisation M = LLᵀ in place (the lower triangle of the row-major N × N `L`
 * holds M on entry, L on return), left-looking by rows. Four rows i are computed at once
 * against two finished rows j (`dots4x2`). False when a pivot is not above `minPivot` (M is not positive
 * definite: the points fix no spline).
 */
export function choleskyInPlace(L: Float64Array, N: number, minPivot: number): boolean {
  const sums = new Float64Array(8);
  let i0 = 0;
  for (; i0 + 3 < N; i0 += 4) {
    const r0 = i0 * N;
    const r1 = r0 + N;
    const r2 = r1 + N;
    const r3 = r2 + N;
    const rows = [r0, r1, r2, r3] as const;
    let j = 0;
    for (; j + 1 < i0; j += 2) {
      const q0 = j * N;
      const q1 = q0 + N;
      dots4x2(L, r0, r1, r2, r3, L, q0, q1, 0, j, sums);
      const djj = L[q0 + j] as number;
      const lj = L[q1 + j] as number;
      const dj1 = L[q1 + j + 1] as number;
      for (let c = 0; c < 4; c++) {
        const r = rows[c] as number;
        const value = ((L[r + j] as number) - (sums[c] as number)) / djj;
        L[r + j] = value;
        L[r + j + 1] = ((L[r + j + 1] as number) - (sums[4 + c] as number) - value * lj) / dj1;
      }
    }
    for (; j < i0; j++) {
      const q0 = j * N;
      for (const r of rows) L[r + j] = ((L[r + j] as number) - dot(L, r, L, q0, j)) / (L[q0 + j] as number);
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

/** L⁻¹·b in place (forward substitution with the factor). */
export function forwardSubstituteInPlace(L: Float64Array, N: number, b: Float64Array): Float64Array {
  for (let i = 0; i < N; i++) {
    const ri = i * N;
    b[i] = ((b[i] as number) - dot(L, ri, b, 0, i)) / (L[ri + i] as number);
  }
  return b;
}

/** M⁻¹·b in place: forward substitution with L, then backward with Lᵀ. */
export function choleskySolveInPlace(L: Float64Array, N: number, b: Float64Array): Float64Array {
  forwardSubstituteInPlace(L, N, b);
  for (let i = N - 1; i >= 0; i--) {
    const x = (b[i] as number) / (L[i * N + i] as number);
    b[i] = x;
    // Column i of Lᵀ is row i of L: subtract x·L[i][k] from the earlier entries.
    const ri = i * N;
    for (let k = 0; k < i; k++) b[k] = (b[k] as number) - (L[ri + k] as number) * x;
  }
  return b;
}
