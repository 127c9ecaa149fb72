import { describe, expect, it } from 'vitest';
import { expectFit } from './georefTestData';
import { computeResiduals } from './residuals';
import { enabledPairs, fitTransform } from './transforms';
import { startTpsDrag, type TpsDrag } from './tpsDrag';
import type { ControlPoint, GeorefFit, XY } from './types';

/** A deterministic point cloud on a bent 8000 × 6000 scan (the bench's kind of data). */
function points(count: number): ControlPoint[] {
  let state = 11;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const x = next() * 8000;
    const y = next() * 6000;
    return {
      pixelx: x + (next() - 0.5) * 2,
      pixely: y + (next() - 0.5) * 2,
      mapx: 389000 + 1.25 * x + 0.02 * y + 15 * Math.sin(y / 1500),
      mapy: 5820000 - 1.25 * y + 0.01 * x + 10 * Math.cos(x / 2000),
      enable: true,
    };
  });
}

/** |a − b| within 1e-9 relative to the size of the values (at least 1). */
function expectClose(actual: XY | null, expected: XY | null, scale = 1) {
  expect(actual === null).toBe(expected === null);
  if (!actual || !expected) return;
  const tolerance = 1e-9 * Math.max(scale, Math.abs(expected.x), Math.abs(expected.y));
  expect(Math.abs(actual.x - expected.x)).toBeLessThan(tolerance);
  expect(Math.abs(actual.y - expected.y)).toBeLessThan(tolerance);
}

function compare(
  movedResult: ReturnType<TpsDrag['move']>,
  full: GeorefFit,
  probes: readonly XY[],
  mapProbes: readonly XY[],
) {
  const moved = expectFit(movedResult!);
  for (const p of probes) expectClose(moved.forward(p), full.forward(p));
  for (const p of mapProbes) expectClose(moved.inverse(p), full.inverse(p));
  for (const units of ['pixels', 'map'] as const) {
    const a = moved.leaveOneOut!(units)!;
    const b = full.leaveOneOut!(units)!;
    expect(a).toHaveLength(b.length);
    a.forEach((e, i) => expectClose(e, b[i] ?? null, units === 'pixels' ? 1 : 1));
  }
}

describe('given a thin plate spline and one point dragged', () => {
  const cases = [
    ['its pixel position', { dx: 37.5, dy: -12.25, dmx: 0, dmy: 0 }],
    ['its map position', { dx: 0, dy: 0, dmx: 8.5, dmy: -4 }],
    ['both', { dx: -120, dy: 80, dmx: 30, dmy: 45 }],
  ] as const;

  it.each(cases)('moving %s gives the full solve to 1e-9: map, inverse and every leave-one-out residual', (_, d) => {
    const base = points(40);
    const fit = expectFit(fitTransform('tps', base));
    const pairs = enabledPairs(base);
    const index = 17;
    const drag = startTpsDrag(fit, pairs, index)!;
    const p = base[index]!;
    const pixel = { x: p.pixelx + d.dx, y: p.pixely + d.dy };
    const map = { x: p.mapx + d.dmx, y: p.mapy + d.dmy };
    const moved = drag.move(pixel, map)!;
    const after = base.map((q, k) =>
      k === index ? { ...q, pixelx: pixel.x, pixely: pixel.y, mapx: map.x, mapy: map.y } : q,
    );
    const full = expectFit(fitTransform('tps', after));
    const probes = [pixel, { x: 10, y: 20 }, { x: 4000, y: 3000 }, { x: 7990, y: 5990 }];
    const mapProbes = probes.map((q) => full.forward(q));
    compare(moved, full, probes, mapProbes);
    // The report the editor shows is the same too.
    expect(computeResiduals(expectFit(moved), after).rmse).toBeCloseTo(computeResiduals(full, after).rmse!, 9);
  });

  it('many moves in a row start from the drag start each time: no drift', () => {
    const base = points(60);
    const fit = expectFit(fitTransform('tps', base));
    const pairs = enabledPairs(base);
    const drag = startTpsDrag(fit, pairs, 3)!;
    const p = base[3]!;
    let last: ReturnType<TpsDrag['move']> = null;
    for (let step = 1; step <= 200; step++) {
      last = drag.move({ x: p.pixelx + step * 0.7, y: p.pixely - step * 0.3 }, { x: p.mapx, y: p.mapy });
    }
    const pixel = { x: p.pixelx + 140, y: p.pixely - 60 };
    const after = base.map((q, k) => (k === 3 ? { ...q, pixelx: pixel.x, pixely: pixel.y } : q));
    const full = expectFit(fitTransform('tps', after));
    compare(last!, full, [pixel, { x: 100, y: 100 }], [{ x: 389500, y: 5815000 }]);
  });

  it('a point dropped onto another, or within a hundredth of a pixel of it, is refused as the full solve refuses it', () => {
    const base = points(12);
    const fit = expectFit(fitTransform('tps', base));
    const other = base[5]!;
    const drag = startTpsDrag(fit, enabledPairs(base), 2)!;
    const message =
      '„Thin Plate Spline“ lässt sich aus diesen Passpunkten nicht bestimmen: die Passpunkte 3 und 6 liegen auf demselben Bildpunkt. Bitte einen davon verschieben oder deaktivieren.';
    for (const offset of [0, 0.004, 1e-9]) {
      const pixel = { x: other.pixelx + offset, y: other.pixely - offset };
      const moved = base.map((p, k) => (k === 2 ? { ...p, pixelx: pixel.x, pixely: pixel.y } : p));
      expect(fitTransform('tps', moved)).toMatchObject({ ok: false, message });
      // Only the pixel lands on the other point: its map position stays where it was.
      expect(drag.move(pixel, { x: base[2]!.mapx, y: base[2]!.mapy })).toMatchObject({ ok: false, message });
    }
    const onMap = drag.move({ x: 10, y: 20 }, { x: other.mapx, y: other.mapy });
    expect(onMap).toMatchObject({
      ok: false,
      message: expect.stringContaining('3 und 6 liegen auf demselben Kartenpunkt'),
    });
  });

  // A thousand full solves beside the updates: ~1.7 s of CPU alone, and more than the
  // default 5 s when the suite's other files share the two cores.
  it('over a thousand moves, onto points and next to them included, the update agrees with the full solve', () => {
    const base = points(30);
    const fit = expectFit(fitTransform('tps', base));
    const pairs = enabledPairs(base);
    let state = 5;
    const next = () => {
      state = (state * 1664525 + 1013904223) % 4294967296;
      return state / 4294967296;
    };
    let refused = 0;
    for (let move = 0; move < 1000; move++) {
      const index = move % 7;
      const drag = startTpsDrag(fit, pairs, index)!;
      const target = base[(index + 1 + Math.floor(next() * 29)) % 30]!;
      // A third of the moves land on another point or within a few thousandths of a pixel of it.
      const kind = move % 3;
      const near = kind === 0 ? 0 : kind === 1 ? (next() - 0.5) * 0.01 : (next() - 0.5) * 400;
      const pixel = { x: target.pixelx + near, y: target.pixely - near };
      const map = { x: base[index]!.mapx + (next() - 0.5) * 50, y: base[index]!.mapy + (next() - 0.5) * 50 };
      const moved = base.map((p, k) =>
        k === index ? { ...p, pixelx: pixel.x, pixely: pixel.y, mapx: map.x, mapy: map.y } : p,
      );
      const full = fitTransform('tps', moved);
      const fast = drag.move(pixel, map);
      expect(fast).not.toBeNull();
      expect(fast!.ok).toBe(full.ok);
      if (!full.ok || !fast!.ok) {
        expect(fast).toMatchObject({ ok: false, message: (full as { message: string }).message });
        refused += 1;
        continue;
      }
      const a = fast!.leaveOneOut!('pixels')!;
      const b = full.leaveOneOut!('pixels')!;
      a.forEach((e, i) => expectClose(e, b[i] ?? null, 1e3));
      expectClose(fast!.forward(pixel), full.forward(pixel), 1e7);
    }
    expect(refused).toBeGreaterThan(600);
  }, 20_000);

  // Near another point the system is close to singular and both solves lose digits: at 0.03 px
  // the weights are only fixed to about 0.5 mm in double precision (refinement stalls there),
  // so there the bound is the 2 mm both reach rather than the 1 mm they reach at 0.1 px.
  it.each([
    [0.1, 1e-3],
    [0.03, 2e-3],
  ])('%s px from another point the update agrees with the full solve within %s m, every point', (distance, bound) => {
    const base = points(200);
    const index = 17;
    const p = base[index]!;
    const others = base.filter((_, k) => k !== index);
    const gapTo = (q: ControlPoint) => Math.hypot(q.pixelx - p.pixelx, q.pixely - p.pixely);
    const other = others.reduce((best, q) => (gapTo(q) < gapTo(best) ? q : best));
    const drag = startTpsDrag(expectFit(fitTransform('tps', base)), enabledPairs(base), index)!;
    const pixel = { x: other.pixelx + distance / Math.SQRT2, y: other.pixely - distance / Math.SQRT2 };
    const moved = expectFit(drag.move(pixel, { x: p.mapx, y: p.mapy })!);
    const after = base.map((q, k) => (k === index ? { ...q, pixelx: pixel.x, pixely: pixel.y } : q));
    const full = expectFit(fitTransform('tps', after));
    const gap = (a: XY | null | undefined, b: XY | null | undefined) => Math.hypot(a!.x - b!.x, a!.y - b!.y);
    for (const q of after) {
      const at = { x: q.pixelx, y: q.pixely };
      expect(gap(moved.forward(at), full.forward(at))).toBeLessThan(bound);
    }
    const fast = moved.leaveOneOut!('map')!;
    full.leaveOneOut!('map')!.forEach((e, i) => expect(gap(fast[i], e)).toBeLessThan(bound));
  });

  it('starts only from a thin plate spline fit', () => {
    const base = points(12);
    const affine = expectFit(fitTransform('polynomial1', base));
    expect(startTpsDrag(affine, enabledPairs(base), 0)).toBeNull();
  });
});
