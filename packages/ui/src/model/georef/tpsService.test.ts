import { describe, expect, it } from 'vitest';
import { computeResiduals } from './residuals';
import { fitTransform } from './transforms';
import { createTpsService, fitFromTpsData, hasLeaveOneOut, type TpsAnswer } from './tpsService';
import type { ControlPoint, GeorefFit } from './types';

const points: ControlPoint[] = Array.from({ length: 40 }, (_, i) => {
  const x = (i % 8) * 1000 + 137 * Math.sin(i);
  const y = Math.floor(i / 8) * 1400 + 91 * Math.cos(i * 1.7);
  return {
    pixelx: x,
    pixely: y,
    mapx: 389000 + 1.25 * x + 15 * Math.sin(y / 1500),
    mapy: 5820000 - 1.25 * y + 10 * Math.cos(x / 2000),
    enable: i !== 7,
  };
});

function data(answer: TpsAnswer) {
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

describe('the thin plate spline service of the editor’s worker', () => {
  it('answers with data that evaluates and reports like the fit itself, the other units following', () => {
    const service = createTpsService();
    const { answer, rest } = service.fit(1, points, 'pixels');
    const first = data(answer);
    expect(hasLeaveOneOut(first, 'pixels')).toBe(true);
    expect(hasLeaveOneOut(first, 'map')).toBe(false);
    expect(fitFromTpsData(first).leaveOneOut?.('map')).toBeNull();
    const more = rest()!;
    expect(more.units).toBe('map');
    const fromData = fitFromTpsData({ ...first, leaveOneOut: { ...first.leaveOneOut, map: more.values } });
    const direct = fitTransform('tps', points) as GeorefFit;
    for (const units of ['pixels', 'map'] as const) {
      const a = computeResiduals(fromData, points, { units });
      const b = computeResiduals(direct, points, { units });
      expect(a.rmse).toBe(b.rmse);
      expect(a.points).toEqual(b.points);
    }
    expect(fromData.forward({ x: 1234, y: 2345 })).toEqual(direct.forward({ x: 1234, y: 2345 }));
    expect(fromData.inverse({ x: 390000, y: 5818000 })).toEqual(direct.inverse({ x: 390000, y: 5818000 }));
  });

  it('moves a point of the fit it holds, refuses a move onto another point, and refits for an unknown base', () => {
    const service = createTpsService();
    service.fit(3, points, 'map');
    const p = points[4]!;
    const moved = points.map((q, k) => (k === 4 ? { ...q, pixelx: q.pixelx + 12 } : q));
    const update = fitFromTpsData(
      data(service.move(3, 4, { x: p.pixelx + 12, y: p.pixely }, { x: p.mapx, y: p.mapy }, moved)),
    );
    const full = fitTransform('tps', moved) as GeorefFit;
    expect(computeResiduals(update, moved).rmse).toBeCloseTo(computeResiduals(full, moved).rmse!, 9);
    const other = points[5]!;
    expect(service.move(3, 4, { x: other.pixelx, y: other.pixely }, { x: p.mapx, y: p.mapy }, moved)).toMatchObject({
      ok: false,
      message: expect.stringContaining('die Passpunkte 5 und 6 liegen auf demselben Bildpunkt'),
    });
    const refit = fitFromTpsData(
      data(service.move(99, 4, { x: p.pixelx + 12, y: p.pixely }, { x: p.mapx, y: p.mapy }, moved)),
    );
    expect(computeResiduals(refit, moved, { units: 'map' }).rmse).toBe(
      computeResiduals(full, moved, { units: 'map' }).rmse,
    );
  });
});
