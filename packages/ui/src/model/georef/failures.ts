/** The German reasons a fit fails, shared by every transformation type. */
import { georefTypeLabel, type GeorefType } from '../domainValues';
import { MIN_CONTROL_POINTS, type ControlPoint, type FitFailure } from './types';

export function tooFewPoints(type: GeorefType, have: number): FitFailure {
  const needed = MIN_CONTROL_POINTS[type];
  return {
    ok: false,
    type,
    reason: 'too-few-points',
    needed,
    have,
    message: `Für „${georefTypeLabel(type)}“ sind mindestens ${needed} aktive Passpunkte nötig (vorhanden: ${have}).`,
  };
}

export function degenerate(type: GeorefType, detail: string): FitFailure {
  return {
    ok: false,
    type,
    reason: 'degenerate',
    message: `„${georefTypeLabel(type)}“ lässt sich aus diesen Passpunkten nicht bestimmen: ${detail}`,
  };
}

const AXES = [
  ['pixelx', 'Pixel-X'],
  ['pixely', 'Pixel-Y'],
  ['mapx', 'Rechtswert'],
  ['mapy', 'Hochwert'],
] as const;

/**
 * The first enabled point with a coordinate that is not a finite number, named as such: a NaN
 * would otherwise fail every rank test and be reported as points on one spot or one line.
 * `index` counts from 0 in the input order; the message numbers points from 1 as the table does.
 */
export function notFinite(type: GeorefType, points: readonly ControlPoint[]): FitFailure | null {
  for (let index = 0; index < points.length; index++) {
    const point = points[index] as ControlPoint;
    if (!point.enable) continue;
    for (const [key, label] of AXES) {
      const value = point[key];
      if (Number.isFinite(value)) continue;
      return {
        ok: false,
        type,
        reason: 'not-finite',
        message: `Passpunkt ${index + 1} hat keine gültige Koordinate: ${label} ist ${String(value)} statt einer endlichen Zahl. Bitte den Wert korrigieren oder den Punkt deaktivieren.`,
      };
    }
  }
  return null;
}
