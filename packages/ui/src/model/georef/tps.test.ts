import { describe, expect, it } from 'vitest';
import { computeResiduals } from './residuals';
import { bentScan, expectFit } from './georefTestData';
import { fitTransform } from './transforms';
import type { ControlPoint, XY } from './types';

/** Seven points of a gently bent scan (a paper map that has shrunk unevenly). */
const BENT_PIXELS = [
  [120, 80],
  [3900, 210],
  [3800, 4900],
  [150, 5050],
  [2000, 2500],
  [1100, 3700],
  [2950, 1300],
] as const;
const BENT = bentScan(BENT_PIXELS, { x: 25, y: 18 });

/** Leave point i out, refit from scratch, and measure point i: the O(n⁴) definition. */
function bruteForce(points: readonly ControlPoint[], units: 'pixels' | 'map'): XY[] {
  return points.map((point, i) => {
    const fit = expectFit(
      fitTransform(
        'tps',
        points.map((p, j) => (j === i ? { ...p, enable: false } : p)),
      ),
    );
    if (units === 'pixels') {
      const back = fit.inverse({ x: point.mapx, y: point.mapy });
      return { x: back.x - point.pixelx, y: back.y - point.pixely };
    }
    const ahead = fit.forward({ x: point.pixelx, y: point.pixely });
    return { x: ahead.x - point.mapx, y: ahead.y - point.mapy };
  });
}

describe('thin plate spline leave-one-out residuals', () => {
  it.each(['pixels', 'map'] as const)('match refitting without each point (%s)', (units) => {
    const fit = expectFit(fitTransform('tps', BENT));
    const closedForm = fit.leaveOneOut?.(units);
    const expected = bruteForce(BENT, units);
    expect(closedForm).toHaveLength(BENT.length);
    closedForm!.forEach((e, i) => {
      expect(Math.abs(e!.x - expected[i]!.x)).toBeLessThan(1e-9 * Math.max(1, Math.abs(expected[i]!.x)));
      expect(Math.abs(e!.y - expected[i]!.y)).toBeLessThan(1e-9 * Math.max(1, Math.abs(expected[i]!.y)));
    });
  });

  it('are what the report shows for the spline, with the RMSE over n points', () => {
    const fit = expectFit(fitTransform('tps', BENT));
    const report = computeResiduals(fit, BENT);
    expect(report.isLeaveOneOut).toBe(true);
    expect(report.degreesOfFreedom).toBe(7);
    const loo = fit.leaveOneOut!('pixels')!;
    const sum = loo.reduce((s, e) => s + e!.x ** 2 + e!.y ** 2, 0);
    expect(report.rmse).toBeCloseTo(Math.sqrt(sum / 7), 12);
    expect(report.points.every((r) => r !== null && r.residual > 0.01)).toBe(true);
  });

  it('are absent with only three points (the spline minus one point is undetermined)', () => {
    const three = BENT.slice(0, 3);
    const fit = expectFit(fitTransform('tps', three));
    expect(fit.leaveOneOut?.('pixels')).toBeNull();
    const report = computeResiduals(fit, three);
    expect(report.isLeaveOneOut).toBe(false);
    expect(report.rmse).toBeNull();
  });

  it('leave a point out whose removal leaves the others on a line', () => {
    const points: ControlPoint[] = [
      { pixelx: 0, pixely: 0, mapx: 0, mapy: 0, enable: true },
      { pixelx: 100, pixely: 100, mapx: 100, mapy: -100, enable: true },
      { pixelx: 200, pixely: 200, mapx: 200, mapy: -200, enable: true },
      { pixelx: 0, pixely: 200, mapx: 0, mapy: -200, enable: true },
    ];
    const loo = expectFit(fitTransform('tps', points)).leaveOneOut!('pixels')!;
    expect(loo[3]).toBeNull();
  });
});
