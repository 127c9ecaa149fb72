/**
 * The diagonal of A⁻¹'s kernel block, which the leave-one-out residuals need (tps.ts), from the
 * Cholesky factor of the null-space system M = ZᵀKZ (splineSystem.ts). Z is the identity outside
 * the three anchors' rows, so there the diagonal is diag(M⁻¹): the squared column norms of L⁻¹,
 * n³/6 multiply-adds; an anchor's entry is |L⁻¹·s_a|² with s_a its barycentric column.
 */
import { dot, dots4x2, forwardSubstituteInPlace } from './blockedCholesky';

/** What the diagonal is read from: the factor and how M's rows map to the points. */
export interface NullSpaceFactor {
  /** Number of control points. */
  n: number;
  /** The lower Cholesky factor of M, row-major N × N with N = n − 3. */
  L: Float64Array;
  /** rest[j] is the point of M's row j. */
  rest: Int32Array;
  /** The three anchor points. */
  anchors: readonly [number, number, number];
  /** Barycentric coordinates of each non-anchor point in the anchors' triangle, 3 per row of M. */
  t: Float64Array;
}

/** (A⁻¹)_ii for every control point i. */
export function leaveOneOutDiagonal({ n, L, rest, anchors, t }: NullSpaceFactor): Float64Array {
  const N = n - 3;
  const squares = inverseColumnSquares(L, N);
  const result = new Float64Array(n);
  for (let j = 0; j < N; j++) result[rest[j] as number] = squares[j] as number;
  // An anchor's entry: s_aᵀ·M⁻¹·s_a with s_a = (t_ja)_j, i.e. |L⁻¹·s_a|².
  for (let s = 0; s < 3; s++) {
    const column = new Float64Array(N);
    for (let j = 0; j < N; j++) column[j] = t[3 * j + s] as number;
    forwardSubstituteInPlace(L, N, column);
    result[anchors[s] as number] = dot(column, 0, column, 0, N);
  }
  return result;
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
  const sums = new Float64Array(8);
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
    const columns = [y0, y1, y2, y3] as const;
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
      dots4x2(Y, y0, y1, y2, y3, L, ri, rn, k0, i, sums);
      const inv = -1 / (L[ri + i] as number);
      const last = L[rn + i] as number;
      const invNext = -1 / (L[rn + i + 1] as number);
      for (let c = 0; c < 4; c++) {
        const y = columns[c] as number;
        const x = (sums[c] as number) * inv;
        Y[y + i] = x;
        Y[y + i + 1] = ((sums[4 + c] as number) + last * x) * invNext;
      }
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
