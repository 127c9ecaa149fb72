/**
 * A thin plate spline that keeps up with a dragged point (the refit and every
 * residual at 500 points within one frame, 16 ms; a new factorisation takes seconds).
 *
 * Method: the Sherman–Morrison–Woodbury identity. Moving point i changes row and column i
 * of the symmetric system A = [K P; Pᵀ 0] (its source coordinates) and row i of the
 * right-hand side f (its target). The change ΔA = a·e_iᵀ + e_i·aᵀ has rank 2, so with
 * B = A⁻¹, U = [a e_i] and C = [[0 1] [1 0]] (C⁻¹ = C):
 *
 *   A'⁻¹ = B − Y·S⁻¹·Yᵀ,   Y = B·U,   S = C + Uᵀ·Y   (2 × 2).
 *
 * Y needs one solve B·a with the factorised system (splineSystem.ts; B·e_i and diag(B) are
 * made once at the drag's start); the weights w' = A'⁻¹·f' = B·f' − Y·S⁻¹·(Yᵀ·f') and the
 * diagonal of A'⁻¹ (for the leave-one-out residuals) follow in O(n). So a move costs one
 * O(n²) solve per direction against O(n³) for a new factorisation. Every move starts again from
 * B of the drag's start, so rounding does not accumulate over a long drag; on release the
 * editor fits afresh (the full solve stays the reference, and the tests compare the two).
 *
 * The normalisation of the drag's start is kept. That changes nothing: a thin plate spline
 * does not depend on a similarity of its source plane (U(s·r) = s²·U(r) + s²·log s²·r², and
 * the side conditions Σc = 0, Σc·x = 0 turn the r² part into an affine one), and it is
 * linear in its targets.
 */
import { spansArea } from './numerics';
import {
  coincidentFailure,
  coincidentWith,
  keepCores,
  kernel,
  leaveOneOutFrom,
  onALine,
  splineFit,
  splineFunction,
  splinesOf,
  type Spline,
} from './tps';
import type { FitResult, GeorefFit, PointPairs, XY } from './types';

/** What a drag keeps of one direction at its start: B·e_i and the diagonal of B. */
interface DragStart {
  spline: Spline;
  column: Float64Array;
  diagonal: Float64Array;
}

function dragStartOf(spline: Spline, index: number): DragStart {
  const unit = new Float64Array(spline.us.length + 3);
  unit[index] = 1;
  return { spline, column: spline.system.solve(unit), diagonal: spline.system.kernelDiagonal() };
}

/** The spline direction moved: its state at the drag's start and the moved point's new place. */
function movedDirection({ spline, column, diagonal: startDiagonal }: DragStart, index: number, source: XY, target: XY) {
  const n = spline.us.length;
  const m = n + 3;
  const u = (source.x - spline.source.cx) / spline.source.scale;
  const v = (source.y - spline.source.cy) / spline.source.scale;
  const oldU = spline.us[index] as number;
  const oldV = spline.vs[index] as number;
  // The change of row i: new kernel values minus old ones, and the change of P_i = [1, u, v].
  const a = new Float64Array(m);
  const moved = u !== oldU || v !== oldV;
  if (moved) {
    for (let j = 0; j < n; j++) {
      if (j === index) continue;
      const uj = spline.us[j] as number;
      const vj = spline.vs[j] as number;
      a[j] = kernel((u - uj) ** 2 + (v - vj) ** 2) - kernel((oldU - uj) ** 2 + (oldV - vj) ** 2);
    }
    a[n + 1] = u - oldU;
    a[n + 2] = v - oldV;
  }
  // y2 = B·e_i (kept from the drag's start); y1 = B·a, one solve with the factorised system.
  const y2 = column;
  const y1 = moved ? spline.system.solve(a) : new Float64Array(m);
  let s11 = 0;
  if (moved) {
    for (let c = 0; c < m; c++) s11 += (a[c] as number) * (y1[c] as number);
  }
  // S = C + Uᵀ·Y = [[a·y1, 1 + y1_i], [1 + y1_i, y2_i]]; its inverse, or none when singular.
  let inv11 = 0;
  let inv12 = 0;
  let inv22 = 0;
  if (moved) {
    const s12 = 1 + (y1[index] as number);
    const s22 = y2[index] as number;
    const det = s11 * s22 - s12 * s12;
    const size = Math.max(Math.abs(s11 * s22), s12 * s12);
    if (!(Math.abs(det) > size * 1e-12)) return null;
    inv11 = s22 / det;
    inv12 = -s12 / det;
    inv22 = s11 / det;
  }

  // f' = f with row i at the new target; B·f' = w + B·e_i·Δf_i.
  const tx = (target.x - spline.target.cx) / spline.target.scale;
  const ty = (target.y - spline.target.cy) / spline.target.scale;
  const dfx = tx - (spline.fx[index] as number);
  const dfy = ty - (spline.fy[index] as number);
  const wx = new Float64Array(m);
  const wy = new Float64Array(m);
  for (let r = 0; r < m; r++) {
    wx[r] = (spline.wx[r] as number) + (y2[r] as number) * dfx;
    wy[r] = (spline.wy[r] as number) + (y2[r] as number) * dfy;
  }
  if (moved) {
    // Yᵀ·f' = Uᵀ·B·f' (B is symmetric) = [a·(B·f'), (B·f')_i].
    let ax = 0;
    let ay = 0;
    for (let c = 0; c < m; c++) {
      ax += (a[c] as number) * (wx[c] as number);
      ay += (a[c] as number) * (wy[c] as number);
    }
    const ix = wx[index] as number;
    const iy = wy[index] as number;
    // z = S⁻¹·(Yᵀ·f'), then w' = B·f' − Y·z.
    const zx1 = inv11 * ax + inv12 * ix;
    const zx2 = inv12 * ax + inv22 * ix;
    const zy1 = inv11 * ay + inv12 * iy;
    const zy2 = inv12 * ay + inv22 * iy;
    for (let r = 0; r < m; r++) {
      const p = y1[r] as number;
      const q = y2[r] as number;
      wx[r] = (wx[r] as number) - p * zx1 - q * zx2;
      wy[r] = (wy[r] as number) - p * zy1 - q * zy2;
    }
  }
  // diag(A'⁻¹)_j = B_jj − [y1_j y2_j]·S⁻¹·[y1_j y2_j]ᵀ.
  const diagonal = (j: number) => {
    const bjj = startDiagonal[j] as number;
    if (!moved) return bjj;
    const p = y1[j] as number;
    const q = y2[j] as number;
    return bjj - (p * p * inv11 + 2 * p * q * inv12 + q * q * inv22);
  };

  const us = Float64Array.from(spline.us);
  const vs = Float64Array.from(spline.vs);
  us[index] = u;
  vs[index] = v;
  const fitted = { source: spline.source, target: spline.target, us, vs, wx, wy };
  return {
    core: fitted,
    apply: splineFunction(fitted),
    leaveOneOut: () => leaveOneOutFrom(diagonal, wx, wy, n, spline.target.scale),
  };
}

export interface TpsDrag {
  /**
   * The spline with the dragged point at `pixel` and `map`. A move onto another active point
   * (or within the spline's tolerance of it) or onto a line is refused with the very failure
   * the full solve gives. `null` only when the update is numerically unusable: then fit afresh.
   */
  move(pixel: XY, map: XY): FitResult | null;
}

/**
 * Starts a drag of pair `index` (an index into `pairs`, the enabled points of `fit`) from a
 * thin plate spline fit; `null` when `fit` is not one.
 */
export function startTpsDrag(fit: GeorefFit, pairs: PointPairs, index: number): TpsDrag | null {
  const splines = splinesOf(fit);
  if (!splines || index < 0 || index >= pairs.pixels.length) return null;
  // B·e_i and diag(B) of both directions are made once, here, not on every move.
  const forward = dragStartOf(splines.forward, index);
  const backward = dragStartOf(splines.backward, index);
  return {
    move(pixel, map) {
      const pixels = pairs.pixels.map((p, k) => (k === index ? pixel : p));
      const maps = pairs.maps.map((p, k) => (k === index ? map : p));
      if (!spansArea(pixels) || !spansArea(maps)) return onALine();
      const onPixel = coincidentWith(pixels, index);
      if (onPixel !== -1) return coincidentFailure(pairs, index, onPixel, 'pixel');
      const onMap = coincidentWith(maps, index);
      if (onMap !== -1) return coincidentFailure(pairs, index, onMap, 'map');
      const ahead = movedDirection(forward, index, pixel, map);
      const back = movedDirection(backward, index, map, pixel);
      if (!ahead || !back) return null;
      const fit = splineFit(pairs.usedIndices, ahead, back, (units) =>
        units === 'pixels' ? back.leaveOneOut() : ahead.leaveOneOut(),
      );
      return keepCores(fit, ahead.core, back.core);
    },
  };
}
