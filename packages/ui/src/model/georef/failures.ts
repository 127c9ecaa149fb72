/** The German reasons a fit fails, shared by every transformation type. */
import { georefTypeLabel, type GeorefType } from '../domainValues';
import { MIN_CONTROL_POINTS, type FitFailure } from './types';

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
