/**
 * One entry point for every transformation type: `fitTransform(type, points)` fits pixel →
 * map on the ENABLED points only, enforcing the minimum counts of requirements §2, and returns the
 * fit or a German reason why there is none.
 */
import type { GeorefType } from '../domainValues';
import { fitHelmert, fitLinear } from './affine';
import { fitPolynomial } from './polynomial';
import { fitProjective } from './projective';
import { notFinite, tooFewPoints } from './failures';
import { fitThinPlateSpline } from './tps';
import {
  MIN_CONTROL_POINTS,
  type ControlPoint,
  type FitResult,
  type GeorefFit,
  type PointPairs,
  type XY,
} from './types';

/** The enabled points, split into pixel and map coordinates, with their input indices. */
export function enabledPairs(points: readonly ControlPoint[]): PointPairs {
  const pixels: XY[] = [];
  const maps: XY[] = [];
  const usedIndices: number[] = [];
  points.forEach((point, index) => {
    if (!point.enable) return;
    pixels.push({ x: point.pixelx, y: point.pixely });
    maps.push({ x: point.mapx, y: point.mapy });
    usedIndices.push(index);
  });
  return { pixels, maps, usedIndices };
}

export function fitTransform(type: GeorefType, points: readonly ControlPoint[]): FitResult {
  const invalid = notFinite(type, points);
  if (invalid) return invalid;
  const pairs = enabledPairs(points);
  if (pairs.pixels.length < MIN_CONTROL_POINTS[type]) return tooFewPoints(type, pairs.pixels.length);
  switch (type) {
    case 'linear':
      return fitLinear(pairs);
    case 'helmert':
      return fitHelmert(pairs);
    case 'polynomial1':
      return fitPolynomial(1, pairs);
    case 'polynomial2':
      return fitPolynomial(2, pairs);
    case 'polynomial3':
      return fitPolynomial(3, pairs);
    case 'projective':
      return fitProjective(pairs);
    case 'tps':
      return fitThinPlateSpline(pairs);
  }
}

/**
 * Map units per pixel where the fit is evaluated: √|det J| of the pixel → map Jacobian at
 * `at` (central differences over one pixel, exact for orders ≤ 2), the side of the square a
 * pixel becomes on the map.
 */
export function pixelSizeAt(fit: GeorefFit, at: XY): number {
  const right = fit.forward({ x: at.x + 0.5, y: at.y });
  const left = fit.forward({ x: at.x - 0.5, y: at.y });
  const down = fit.forward({ x: at.x, y: at.y + 0.5 });
  const up = fit.forward({ x: at.x, y: at.y - 0.5 });
  const j11 = right.x - left.x;
  const j21 = right.y - left.y;
  const j12 = down.x - up.x;
  const j22 = down.y - up.y;
  return Math.sqrt(Math.abs(j11 * j22 - j12 * j21));
}

/** The centroid of the enabled points' pixel positions: where a fit is best determined. */
export function usedPixelCentroid(fit: GeorefFit, points: readonly ControlPoint[]): XY {
  let x = 0;
  let y = 0;
  for (const index of fit.usedIndices) {
    x += (points[index] as ControlPoint).pixelx;
    y += (points[index] as ControlPoint).pixely;
  }
  return { x: x / fit.usedIndices.length, y: y / fit.usedIndices.length };
}
