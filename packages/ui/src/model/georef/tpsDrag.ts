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
 * diagonal of A'⁻¹ (for the leave-one-out residuals) follow in O(n). So a move costs a few
 * O(n²) solves and products per direction against O(n³) for a new factorisation. Every move
 * starts again from B of the drag's start, so rounding does not accumulate over a long drag; on
 * release the editor fits afresh (the full solve stays the reference, and the tests compare the two).
 *
 * Next to another point A' is close to singular and S nearly so: S⁻¹ then magnifies the
 * rounding of B·a and B·e_i (a tenth of a pixel away, the leave-one-out residuals of the
 * neighbours, kilometres by then, were a millimetre off the full solve). Hence one step of
 * iterative refinement each for B·a, B·e_i and w' against the exact A' (splineSystem.ts `refine`):
 * two products and two solves more per move, and with accurate Y the diagonal needs no more.
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
import { dot } from './blockedCholesky';
import { refine } from './splineSystem';
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
  const column = refine(spline.system, unit, spline.system.solve(unit));
  return { spline, column, diagonal: spline.system.kernelDiagonal() };
}

/**
 * Row and column i of A' (the kernel values at the point's new place, 0 on the diagonal, then
 * P'_i = [1, u, v]) and their change a from A.
 */
function movedColumn(spline: Spline, index: number, u: number, v: number) {
  const n = spline.us.length;
  const column = new Float64Array(n + 3);
  const change = new Float64Array(n + 3);
  const oldU = spline.us[index] as number;
  const oldV = spline.vs[index] as number;
  for (let j = 0; j < n; j++) {
    if (j === index) continue;
    const uj = spline.us[j] as number;
    const vj = spline.vs[j] as number;
    column[j] = kernel((u - uj) ** 2 + (v - vj) ** 2);
    change[j] = (column[j] as number) - kernel((oldU - uj) ** 2 + (oldV - vj) ** 2);
  }
  column.set([1, u, v], n);
  change.set([0, u - oldU, v - oldV], n);
  return { column, change };
}

/**
 * The moved system A' = A + a·e_iᵀ + e_i·aᵀ: solved by the identity from the start's
 * factorisation, multiplied exactly (with its new column, not A's plus the change, which would
 * cancel next to another point); `null` when S is singular.
 */
function movedSystem({ spline, column: y2, diagonal: startDiagonal }: DragStart, index: number, u: number, v: number) {
  const { system } = spline;
  const m = y2.length;
  const { column, change: a } = movedColumn(spline, index, u, v);
  // y1 = B·a, one solve; S = C + Uᵀ·Y = [[a·y1, 1 + y1_i], [1 + y1_i, y2_i]].
  const y1 = refine(system, a, system.solve(a));
  const s11 = dot(a, 0, y1, 0, m);
  const s12 = 1 + (y1[index] as number);
  const s22 = y2[index] as number;
  const det = s11 * s22 - s12 * s12;
  if (!(Math.abs(det) > Math.max(Math.abs(s11 * s22), s12 * s12) * 1e-12)) return null;
  const [inv11, inv12, inv22] = [s22 / det, -s12 / det, s11 / det];
  // A'⁻¹·rhs = x − Y·S⁻¹·(Yᵀ·rhs) with x = B·rhs, and Yᵀ·rhs = Uᵀ·x = [a·x, x_i] (B is symmetric).
  const woodbury = (x: Float64Array) => {
    const p = dot(a, 0, x, 0, m);
    const q = x[index] as number;
    const z1 = inv11 * p + inv12 * q;
    const z2 = inv12 * p + inv22 * q;
    return x.map((value, r) => value - (y1[r] as number) * z1 - (y2[r] as number) * z2);
  };
  const multiply = (x: Float64Array) => {
    const xi = x[index] as number;
    const out = system.multiply(x.map((value, r) => (r === index ? 0 : value)));
    for (let r = 0; r < m; r++) out[r] = (out[r] as number) + (column[r] as number) * xi;
    out[index] = dot(column, 0, x, 0, m);
    return out;
  };
  return {
    woodbury,
    solver: { solve: (rhs: Float64Array) => woodbury(system.solve(rhs)), multiply },
    // diag(A'⁻¹)_j = B_jj − [y1_j y2_j]·S⁻¹·[y1_j y2_j]ᵀ.
    diagonal: (j: number) => {
      const p = y1[j] as number;
      const q = y2[j] as number;
      return (startDiagonal[j] as number) - (p * p * inv11 + 2 * p * q * inv12 + q * q * inv22);
    },
  };
}

/** The spline direction moved: its state at the drag's start and the moved point's new place. */
function movedDirection(start: DragStart, index: number, source: XY, target: XY) {
  const { spline, column } = start;
  const n = spline.us.length;
  const u = (source.x - spline.source.cx) / spline.source.scale;
  const v = (source.y - spline.source.cy) / spline.source.scale;
  const moved = u !== spline.us[index] || v !== spline.vs[index];
  const system = moved ? movedSystem(start, index, u, v) : null;
  if (moved && !system) return null;
  // f' = f with row i at the new target; B·f' = w + B·e_i·Δf_i.
  const weightsFor = (f: Float64Array, w: Float64Array, t: number) => {
    const rhs = Float64Array.from(f);
    rhs[index] = t;
    const dt = t - (f[index] as number);
    const bf = w.map((value, r) => value + (column[r] as number) * dt);
    return system ? refine(system.solver, rhs, system.woodbury(bf)) : bf;
  };
  const wx = weightsFor(spline.fx, spline.wx, (target.x - spline.target.cx) / spline.target.scale);
  const wy = weightsFor(spline.fy, spline.wy, (target.y - spline.target.cy) / spline.target.scale);
  const diagonal = system ? system.diagonal : (j: number) => start.diagonal[j] as number;

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
