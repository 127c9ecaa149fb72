import { describe, expect, it } from 'vitest';
import { checkScalePlausibility, expectedMetresPerPixel } from './plausibility';
import { fitTransform } from './transforms';
import type { ControlPoint, GeorefFit } from './types';

/** A north-up scan with `size` metres per pixel. */
function scan(size: number): { fit: GeorefFit; points: ControlPoint[] } {
  const points = [
    [100, 100],
    [3000, 200],
    [2900, 4000],
    [150, 3900],
  ].map(([x, y]) => ({ pixelx: x!, pixely: y!, mapx: 389000 + size * x!, mapy: 5820000 - size * y!, enable: true }));
  const fit = fitTransform('polynomial1', points);
  if (!fit.ok) throw new Error(fit.message);
  return { fit, points };
}

describe('checkScalePlausibility', () => {
  it('predicts metres per pixel as scale × 0.0254 / dpi', () => {
    expect(expectedMetresPerPixel(25000, 300)).toBeCloseTo(2.1166666666666667, 12);
    expect(expectedMetresPerPixel(5000, 400)).toBeCloseTo(0.3175, 12);
  });

  it('accepts a fit within 20 % of the prediction', () => {
    const { fit, points } = scan(2.2);
    const result = checkScalePlausibility(fit, points, { scale: 25000, dpi: 300 });
    expect(result?.fittedMetresPerPixel).toBeCloseTo(2.2, 9);
    expect(result?.ratio).toBeCloseTo(2.2 / 2.1166666666666667, 9);
    expect(result).toMatchObject({ isPlausible: true, hint: null });
  });

  it('explains in German when the fit is off by more than 20 %', () => {
    const { fit, points } = scan(2.6);
    const result = checkScalePlausibility(fit, points, { scale: 25000, dpi: 300 });
    expect(result?.isPlausible).toBe(false);
    expect(result?.hint).toBe(
      'Die Passpunkte ergeben 2,60 m pro Pixel; Maßstab 1:25.000 bei 300 dpi lässt 2,12 m pro Pixel erwarten (+23\u00a0%). ' +
        'Bitte Maßstab, Scanauflösung und Passpunkte prüfen.',
    );
    const small = scan(1.5);
    expect(checkScalePlausibility(small.fit, small.points, { scale: 25000, dpi: 300 })?.hint).toContain('(-29\u00a0%)');
  });

  it('has nothing to say without scale or resolution', () => {
    const { fit, points } = scan(2);
    expect(checkScalePlausibility(fit, points, { scale: null, dpi: 300 })).toBeNull();
    expect(checkScalePlausibility(fit, points, { scale: 25000, dpi: 0 })).toBeNull();
  });
});
