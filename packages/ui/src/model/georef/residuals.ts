/**
 * Residuals, RMSE and outliers of a fit, as the GCP table shows them.
 *
 * Residuals are `predicted − measured`, per point and axis:
 * - in pixels (the default, as the QGIS Georeferencer computes them): the map coordinate is
 *   taken back into the image with the fit's map → pixel direction and compared with the
 *   clicked pixel, dx = column difference, dy = row difference (rows grow downwards). For
 *   polynomials and the thin plate spline that direction is GDAL's own backward fit, the one
 *   gdalwarp samples with, so the numbers say how far the warped raster is off, in pixels
 *   of the scan, whatever the map's units;
 * - in map units: the pixel taken forward onto the map and compared with the map coordinate.
 *
 * RMSE: sqrt(Σ(dx² + dy²) / (n − min)), n enabled points, min the type's minimum
 * count: each point gives two equations and the type has 2·min unknowns, so n − min is the
 * redundancy per axis. With n = min the fit passes through every point, the residuals are 0
 * and carry no information: the RMSE is then `null` ("not determinable"), where QGIS shows 0.
 *
 * The thin plate spline always interpolates, so its residuals are the leave-one-out errors
 * (each point against the spline fitted without it) and its RMSE is their root mean square
 * over the n points: no parameter of that prediction was fitted to the point it predicts.
 */
import type { GeorefType } from '../domainValues';
import type { MapPoint } from '../entities';
import { fitTransform, pixelSizeAt, usedPixelCentroid } from './transforms';
import {
  MIN_CONTROL_POINTS,
  type ControlPoint,
  type FitResult,
  type GeorefFit,
  type ResidualUnits,
  type XY,
} from './types';

/**
 * A point is an outlier when its residual exceeds this many times the RMSE of the OTHER
 * points. Measured against the RMSE including itself, a single bad point hides: its ratio
 * can never exceed √(n − min), so with few points nothing would ever be flagged. For a
 * two-dimensional normal error the chance of a clean point passing 3 × RMSE is e⁻⁹ ≈ 0.01 %.
 */
export const DEFAULT_OUTLIER_FACTOR = 3;

/** Residuals below half a pixel are never flagged: nobody clicks more precisely than that. */
const OUTLIER_FLOOR_PIXELS = 0.5;

export interface PointResidual {
  dx: number;
  dy: number;
  /** √(dx² + dy²). */
  residual: number;
  isOutlier: boolean;
}

export interface ResidualOptions {
  units?: ResidualUnits;
  outlierFactor?: number;
}

export interface ResidualReport {
  type: GeorefType;
  units: ResidualUnits;
  /** One entry per input point, in input order; `null` for a disabled point (or one without a leave-one-out value). */
  points: readonly (PointResidual | null)[];
  enabledCount: number;
  /** The divisor of the RMSE: n − min, or the number of leave-one-out errors. */
  degreesOfFreedom: number;
  /** `null` when there is no redundancy (n = min, or too few points for leave-one-out). */
  rmse: number | null;
  isLeaveOneOut: boolean;
  outlierFactor: number;
}

/** sqrt(Σ / degreesOfFreedom), `null` without redundancy. */
export function rootMeanSquare(sumOfSquares: number, degreesOfFreedom: number): number | null {
  return degreesOfFreedom > 0 ? Math.sqrt(sumOfSquares / degreesOfFreedom) : null;
}

export function computeResiduals(
  fit: GeorefFit,
  points: readonly ControlPoint[],
  options: ResidualOptions = {},
): ResidualReport {
  const units = options.units ?? 'pixels';
  const outlierFactor = options.outlierFactor ?? DEFAULT_OUTLIER_FACTOR;
  const n = fit.usedIndices.length;
  const leaveOneOut = fit.leaveOneOut?.(units) ?? null;
  const differences: (XY | null)[] = leaveOneOut
    ? [...leaveOneOut]
    : fit.usedIndices.map((index) => difference(fit, points[index] as ControlPoint, units));

  let sum = 0;
  let count = 0;
  for (const d of differences) {
    if (!d) continue;
    sum += d.x * d.x + d.y * d.y;
    count += 1;
  }
  const degreesOfFreedom = leaveOneOut ? count : n - MIN_CONTROL_POINTS[fit.type];
  const rmse = rootMeanSquare(sum, degreesOfFreedom);

  const floor =
    units === 'pixels' ? OUTLIER_FLOOR_PIXELS : OUTLIER_FLOOR_PIXELS * pixelSizeAt(fit, usedPixelCentroid(fit, points));
  const result: (PointResidual | null)[] = points.map(() => null);
  differences.forEach((d, k) => {
    if (!d) return;
    const residual = Math.hypot(d.x, d.y);
    // The RMSE of the others: this point's square and one degree of freedom taken out.
    const othersRmse = rootMeanSquare(Math.max(sum - residual * residual, 0), degreesOfFreedom - 1);
    const isOutlier = othersRmse !== null && residual > floor && residual > outlierFactor * othersRmse;
    result[fit.usedIndices[k] as number] = { dx: d.x, dy: d.y, residual, isOutlier };
  });

  return {
    type: fit.type,
    units,
    points: result,
    enabledCount: n,
    degreesOfFreedom,
    rmse,
    isLeaveOneOut: leaveOneOut !== null,
    outlierFactor,
  };
}

function difference(fit: GeorefFit, point: ControlPoint, units: ResidualUnits): XY {
  if (units === 'pixels') {
    const pixel = fit.inverse({ x: point.mapx, y: point.mapy });
    return { x: pixel.x - point.pixelx, y: pixel.y - point.pixely };
  }
  const map = fit.forward({ x: point.pixelx, y: point.pixely });
  return { x: map.x - point.mapx, y: map.y - point.mapy };
}

/** The editor's hot path: refit and recompute every residual (on every pointer move). */
export function fitWithResiduals(
  type: GeorefType,
  points: readonly ControlPoint[],
  options: ResidualOptions = {},
): { fit: FitResult; report: ResidualReport | null } {
  const fit = fitTransform(type, points);
  return { fit, report: fit.ok ? computeResiduals(fit, points, options) : null };
}

/** The points with `dx`, `dy` and `residual` from the report (all `null` without one), for the table and the save. */
export function withResiduals<T extends ControlPoint & Pick<MapPoint, 'dx' | 'dy' | 'residual'>>(
  points: readonly T[],
  report: ResidualReport | null,
): T[] {
  return points.map((point, index) => {
    const r = report?.points[index] ?? null;
    return { ...point, dx: r?.dx ?? null, dy: r?.dy ?? null, residual: r?.residual ?? null };
  });
}
