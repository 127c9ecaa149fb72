import { describe, expect, it } from 'vitest';
import { computeResiduals, fitWithResiduals, withResiduals } from './residuals';
import { expectFit, pointsFrom } from './georefTestData';
import { fitTransform } from './transforms';
import { TRANSFORM_TYPES, type ControlPoint } from './types';

/** A scan of 4000 × 5000 pixels, 2.5 m per pixel, turned by 0.2 rad, in UTM zone 33 coordinates. */
const A = 2.5 * Math.cos(0.2);
const B = 2.5 * Math.sin(0.2);
/** 12 points of an exact Helmert transformation: every type except linear reproduces it. */
const SIMILAR = pointsFrom((p) => ({ x: 389000 + A * p.x + B * p.y, y: 5820000 + B * p.x - A * p.y }));
/** The same without the turn, which linear reproduces too. */
const NORTH_UP = pointsFrom((p) => ({ x: 389000 + 2.5 * p.x, y: 5820000 - 2.5 * p.y }));

/** Small fixed pixel errors (|e| < 0.6 px), to make residuals without randomness. */
const NOISE = [0.3, -0.5, 0.2, 0.45, -0.1, -0.35, 0.55, -0.25, 0.05, -0.4, 0.15, 0.5];
const NOISY = SIMILAR.map((p, i) => ({ ...p, pixelx: p.pixelx + NOISE[i]!, pixely: p.pixely - NOISE[(i + 5) % 12]! }));

describe('computeResiduals', () => {
  it.each(TRANSFORM_TYPES)('is 0 for a perfect %s fit', (type) => {
    const points = type === 'linear' ? NORTH_UP : SIMILAR;
    const fit = expectFit(fitTransform(type, points));
    for (const units of ['pixels', 'map'] as const) {
      const report = computeResiduals(fit, points, { units });
      // A northing of 5 820 000 m is a double with a resolution of 9.3e-10 m: in map units
      // 1e-9 would be one unit in the last place, so there the bound is ten of them.
      const bound = units === 'pixels' ? 1e-9 : 1e-8;
      for (const r of report.points) {
        expect(Math.abs(r!.dx)).toBeLessThan(bound);
        expect(Math.abs(r!.dy)).toBeLessThan(bound);
        expect(r!.residual).toBeLessThan(bound);
        expect(r!.isOutlier).toBe(false);
      }
    }
  });

  it('divides by n minus the minimum count (hand-computed linear example)', () => {
    // x axis: columns 0, 1, 2 at eastings 0, 1, 3 → least squares easting = −1/6 + 1.5·column.
    // Back into the image: (E + 1/6) / 1.5 gives columns 1/9, 7/9, 19/9, so dx = 1/9, −2/9, 1/9.
    // The y axis is exact (northing = 100 − 2·row). Σr² = 6/81, n − min = 3 − 2 = 1.
    const points: ControlPoint[] = [
      { pixelx: 0, pixely: 0, mapx: 0, mapy: 100, enable: true },
      { pixelx: 1, pixely: 10, mapx: 1, mapy: 80, enable: true },
      { pixelx: 2, pixely: 20, mapx: 3, mapy: 60, enable: true },
      { pixelx: 9, pixely: 9, mapx: 999, mapy: 999, enable: false },
    ];
    const fit = expectFit(fitTransform('linear', points));
    const pixels = computeResiduals(fit, points);
    expect(pixels.degreesOfFreedom).toBe(1);
    expect(pixels.rmse).toBeCloseTo(Math.sqrt(6 / 81), 12);
    expect(pixels.points.map((r) => r && Number(r.dx.toFixed(12)))).toEqual([
      0.111111111111,
      -0.222222222222,
      0.111111111111,
      null,
    ]);
    expect(pixels.points[3]).toBeNull();
    // Map units: forward residuals −1/6, 1/3, −1/6 metres, Σ = 1/6.
    expect(computeResiduals(fit, points, { units: 'map' }).rmse).toBeCloseTo(Math.sqrt(1 / 6), 12);
  });

  it('has no RMSE when n equals the minimum', () => {
    const report = computeResiduals(expectFit(fitTransform('polynomial1', NOISY.slice(0, 3))), NOISY.slice(0, 3));
    expect(report.degreesOfFreedom).toBe(0);
    expect(report.rmse).toBeNull();
    expect(report.points.every((r) => r !== null && r.residual < 1e-9 && !r.isOutlier)).toBe(true);
  });

  it('computes the pixel residuals through the fitted map → pixel direction, as QGIS does', () => {
    const fit = expectFit(fitTransform('polynomial2', NOISY));
    const report = computeResiduals(fit, NOISY);
    const point = NOISY[4]!;
    const back = fit.inverse({ x: point.mapx, y: point.mapy });
    expect(report.points[4]).toMatchObject({ dx: back.x - point.pixelx, dy: back.y - point.pixely });
    expect(report.rmse).toBeGreaterThan(0.2);
    expect(report.rmse).toBeLessThan(0.8);
  });

  it('flags a point far above the RMSE of the others, and only that one', () => {
    const withBlunder = NOISY.map((p, i) => (i === 6 ? { ...p, pixelx: p.pixelx + 40 } : p));
    const report = computeResiduals(expectFit(fitTransform('polynomial1', withBlunder)), withBlunder);
    expect(report.points.map((r) => r!.isOutlier)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const clean = computeResiduals(expectFit(fitTransform('polynomial1', NOISY)), NOISY);
    expect(clean.points.some((r) => r!.isOutlier)).toBe(false);
  });

  it('takes the outlier factor as an option', () => {
    const withSlip = NOISY.map((p, i) => (i === 2 ? { ...p, pixely: p.pixely + 3 } : p));
    const fit = expectFit(fitTransform('helmert', withSlip));
    expect(computeResiduals(fit, withSlip, { outlierFactor: 100 }).points.some((r) => r!.isOutlier)).toBe(false);
    expect(computeResiduals(fit, withSlip).points[2]!.isOutlier).toBe(true);
  });
});

describe('fitWithResiduals and withResiduals', () => {
  it('refits and writes dx, dy and residual into mappoint rows (null without a fit)', () => {
    const rows = NOISY.slice(0, 4).map((p, i) => ({
      ...p,
      karte_id: 7,
      nr: i + 1,
      dx: null,
      dy: null,
      residual: null,
    }));
    const { fit, report } = fitWithResiduals('polynomial1', rows);
    expect(fit.ok).toBe(true);
    const updated = withResiduals(rows, report);
    expect(updated[0]!.nr).toBe(1);
    expect(updated[0]!.dx).toBe(report!.points[0]!.dx);
    expect(updated[0]!.residual).toBe(report!.points[0]!.residual);
    const none = fitWithResiduals('polynomial2', rows);
    expect(none.report).toBeNull();
    expect(withResiduals(rows, none.report).every((r) => r.dx === null && r.dy === null && r.residual === null)).toBe(
      true,
    );
  });
});
