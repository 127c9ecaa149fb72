/**
 * The thin plate spline as a service with plain-data answers, for the editor's worker
 * (screens/gis/GeorefEditor/tpsWorker.ts): at 1,000 points a fit takes a few hundred
 * milliseconds, too long for the page's own thread. The service keeps the last fit and the
 * drag under way; its answers are typed arrays that cross to the page without copying, and
 * `fitFromTpsData` turns one back into a fit that evaluates like the original.
 *
 * A fit answers with the leave-one-out residuals of the units shown first; the other units'
 * follow in a second step (`rest`), so the table is updated before both are done.
 */
import { previewWarpGap, type PreviewGap } from './previewGap';
import { fitTransform, enabledPairs } from './transforms';
import { splineCoresOf, splineFit, splineFunction, type SplineCore } from './tps';
import { startTpsDrag, type TpsDrag } from './tpsDrag';
import type { ControlPoint, FitFailure, GeorefFit, Normalisation, PointPairs, ResidualUnits, XY } from './types';

/** One direction of a spline as data. */
export interface SplineData {
  source: Normalisation;
  target: Normalisation;
  us: Float64Array;
  vs: Float64Array;
  wx: Float64Array;
  wy: Float64Array;
}

export interface TpsFitData {
  usedIndices: number[];
  forward: SplineData;
  backward: SplineData;
  /** Leave-one-out errors as x, y pairs (NaN for a point without one), per units computed so far. */
  leaveOneOut: Partial<Record<ResidualUnits, Float64Array>>;
  /** How far the preview lies from gdalwarp's output (previewGap.ts), for a full fit given the sheet's size. */
  gap?: PreviewGap | null;
}

export type TpsAnswer = { ok: true; data: TpsFitData } | FitFailure;

const OTHER_UNITS: Record<ResidualUnits, ResidualUnits> = { pixels: 'map', map: 'pixels' };

/** Copies: the answer's buffers are transferred (detached here), the service keeps its own. */
function splineData({ source, target, us, vs, wx, wy }: SplineCore): SplineData {
  return { source, target, us: us.slice(), vs: vs.slice(), wx: wx.slice(), wy: wy.slice() };
}

export function encodeErrors(errors: readonly (XY | null)[] | null): Float64Array {
  const out = new Float64Array(2 * (errors?.length ?? 0)).fill(Number.NaN);
  errors?.forEach((error, i) => {
    if (!error) return;
    out[2 * i] = error.x;
    out[2 * i + 1] = error.y;
  });
  return out;
}

function decodeErrors(values: Float64Array): (XY | null)[] {
  const errors: (XY | null)[] = [];
  for (let i = 0; i < values.length; i += 2) {
    const x = values[i] as number;
    errors.push(Number.isNaN(x) ? null : { x, y: values[i + 1] as number });
  }
  return errors;
}

/** The buffers of an answer, to transfer rather than copy. */
export function transferables(answer: TpsAnswer): ArrayBuffer[] {
  if (!answer.ok) return [];
  const { forward, backward, leaveOneOut } = answer.data;
  return [forward, backward]
    .flatMap((s) => [s.us, s.vs, s.wx, s.wy])
    .concat(Object.values(leaveOneOut))
    .map((array) => array.buffer as ArrayBuffer);
}

/**
 * A fit from the service's data. `leaveOneOut(units)` is null for units not computed yet
 * (and, as for every spline fit, with fewer than four points): `hasLeaveOneOut` tells which.
 */
export function fitFromTpsData(data: TpsFitData): GeorefFit {
  const decoded = new Map<ResidualUnits, (XY | null)[]>();
  const fit = splineFit(
    data.usedIndices,
    { apply: splineFunction(data.forward) },
    { apply: splineFunction(data.backward) },
    (units) => {
      const values = data.leaveOneOut[units];
      if (!values) return [];
      let errors = decoded.get(units);
      if (!errors) {
        errors = decodeErrors(values);
        decoded.set(units, errors);
      }
      return errors;
    },
  );
  const leaveOneOut = fit.leaveOneOut;
  return { ...fit, leaveOneOut: (units) => (data.leaveOneOut[units] ? (leaveOneOut?.(units) ?? null) : null) };
}

/** Whether a fit from the service has its leave-one-out residuals in these units yet. */
export function hasLeaveOneOut(data: TpsFitData, units: ResidualUnits): boolean {
  return data.leaveOneOut[units] !== undefined || data.usedIndices.length < 4;
}

/** The fit's splines as data with the leave-one-out residuals in `units`. */
function dataOf(fit: GeorefFit, units: readonly ResidualUnits[]): TpsFitData {
  const cores = splineCoresOf(fit);
  if (!cores) throw new Error('A thin plate spline fit keeps its splines.');
  const leaveOneOut: TpsFitData['leaveOneOut'] = {};
  for (const u of units) leaveOneOut[u] = encodeErrors(fit.leaveOneOut?.(u) ?? null);
  return {
    usedIndices: [...fit.usedIndices],
    forward: splineData(cores.forward),
    backward: splineData(cores.backward),
    leaveOneOut,
  };
}

export interface TpsService {
  /** Fits the spline; `rest` computes the other units' leave-one-out residuals (null after a failure). */
  fit(
    id: number,
    points: readonly ControlPoint[],
    firstUnits: ResidualUnits,
    sheet?: { width: number; height: number },
  ): { answer: TpsAnswer; rest: () => { units: ResidualUnits; values: Float64Array } | null };
  /**
   * Pair `index` of the fit `baseId` moved to `pixel` and `map` (`points`: all points after the
   * move): the low-rank update, or a new fit when the service no longer holds that base.
   */
  move(baseId: number, index: number, pixel: XY, map: XY, points: readonly ControlPoint[]): TpsAnswer;
}

export function createTpsService(): TpsService {
  let current: { id: number; fit: GeorefFit; pairs: PointPairs } | null = null;
  let drag: { baseId: number; index: number; session: TpsDrag | null } | null = null;
  const both: ResidualUnits[] = ['pixels', 'map'];

  return {
    fit(id, points, firstUnits, sheet) {
      drag = null;
      current = null;
      const fit = fitTransform('tps', points);
      if (!fit.ok) return { answer: fit, rest: () => null };
      current = { id, fit, pairs: enabledPairs(points) };
      const data = dataOf(fit, [firstUnits]);
      // Hundreds of evaluations of the spline: measured here rather than on the page's thread.
      if (sheet) data.gap = previewWarpGap(fit, sheet);
      return {
        answer: { ok: true, data },
        rest: () => {
          const units = OTHER_UNITS[firstUnits];
          return { units, values: encodeErrors(fit.leaveOneOut?.(units) ?? null) };
        },
      };
    },
    move(baseId, index, pixel, map, points) {
      const refit = (): TpsAnswer => {
        const fit = fitTransform('tps', points);
        return fit.ok ? { ok: true, data: dataOf(fit, both) } : fit;
      };
      if (current?.id !== baseId) return refit();
      if (drag?.baseId !== baseId || drag.index !== index) {
        drag = { baseId, index, session: startTpsDrag(current.fit, current.pairs, index) };
      }
      const moved = drag.session?.move(pixel, map) ?? null;
      if (!moved) return refit();
      return moved.ok ? { ok: true, data: dataOf(moved, both) } : moved;
    },
  };
}
