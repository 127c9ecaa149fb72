/**
 * requirements §2: "a plausibility hint: the fitted scale against what the map's scale and scan
 * resolution predict (metres per pixel = scale × 0.0254 / dpi)". A map of 1:25 000 scanned
 * at 300 dpi has 2,12 m per pixel; points that give 2,5 m per pixel are probably mis-set,
 * or the scale or the resolution on record is wrong. Map units must be metres (all EPSG
 * codes of the maps are).
 */
import { pixelSizeAt, usedPixelCentroid } from './transforms';
import type { ControlPoint, GeorefFit } from './types';

/** Relative deviation from which the hint appears: 20 %. */
export const SCALE_TOLERANCE = 0.2;

const METRES_PER_INCH = 0.0254;

export interface ScalePlausibility {
  /** Metres per pixel of the fit, at the centre of the enabled points. */
  fittedMetresPerPixel: number;
  /** scale × 0.0254 / dpi. */
  expectedMetresPerPixel: number;
  /** fitted / expected. */
  ratio: number;
  isPlausible: boolean;
  /** German, when the deviation exceeds the tolerance; otherwise `null`. */
  hint: string | null;
}

export function expectedMetresPerPixel(scale: number, dpi: number): number {
  return (scale * METRES_PER_INCH) / dpi;
}

const metres = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'always' });

/**
 * Compares the fit's pixel size with the one the map's `scale` (denominator) and `res` (dpi)
 * predict. `null` when either is missing or not positive: then there is nothing to compare.
 */
export function checkScalePlausibility(
  fit: GeorefFit,
  points: readonly ControlPoint[],
  map: { scale: number | null; dpi: number | null },
  tolerance = SCALE_TOLERANCE,
): ScalePlausibility | null {
  const { scale, dpi } = map;
  if (scale === null || dpi === null || !(scale > 0) || !(dpi > 0)) return null;
  const fitted = pixelSizeAt(fit, usedPixelCentroid(fit, points));
  const expected = expectedMetresPerPixel(scale, dpi);
  const ratio = fitted / expected;
  const isPlausible = Math.abs(ratio - 1) <= tolerance;
  return {
    fittedMetresPerPixel: fitted,
    expectedMetresPerPixel: expected,
    ratio,
    isPlausible,
    hint: isPlausible
      ? null
      : `Die Passpunkte ergeben ${metres.format(fitted)} m pro Pixel; Maßstab 1:${whole.format(scale)} bei ${whole.format(dpi)} dpi ` +
        `lässt ${metres.format(expected)} m pro Pixel erwarten (${percent.format(ratio - 1)}). ` +
        'Bitte Maßstab, Scanauflösung und Passpunkte prüfen.',
  };
}
