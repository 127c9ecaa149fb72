import { describe, expect, it } from 'vitest';
import { CLICK_NOISE, expectFit, TEN_SPOTS } from './georefTestData';
import { previewWarpGap } from './previewGap';
import { fitTransform } from './transforms';
import type { ControlPoint, XY } from './types';

/** A 7016 × 9933 sheet at 0,85 m per pixel, rotated slightly, with a few metres of paper wobble. */
const SHEET = { width: 7016, height: 9933 };
function wobbly(px: number, py: number): XY {
  const c = Math.cos(0.014) * 0.8467;
  const s = Math.sin(0.014) * 0.8467;
  return {
    x: 545120 + c * px + s * py + 12 * Math.sin(py / 1300),
    y: 5718340 + s * px - c * py + 9 * Math.cos(px / 1100),
  };
}
function points(spots: readonly (readonly [number, number])[]): ControlPoint[] {
  return spots.map(([x, y], i) => {
    const map = wobbly(x, y);
    const [nx, ny] = CLICK_NOISE[i % CLICK_NOISE.length]!;
    return { pixelx: x, pixely: y, mapx: map.x + nx, mapy: map.y + ny, enable: true };
  });
}
/** Ten points, the minimum of polynomial 3, away from the sheet's corners. */
const TEN = points(TEN_SPOTS);
/** Sixty points spread over the whole sheet. */
const SIXTY = points(
  Array.from(
    { length: 60 },
    (_, i) => [150 + (i % 6) * 1340 + (i % 4) * 40, 200 + Math.floor(i / 6) * 1060 + (i % 3) * 50] as const,
  ),
);

const fitOf = (type: Parameters<typeof fitTransform>[0], set: readonly ControlPoint[]) =>
  expectFit(fitTransform(type, set));

describe('previewWarpGap', () => {
  it('finds polynomial 3 at its ten points more than two output pixels apart between preview and warp', () => {
    const gap = previewWarpGap(fitOf('polynomial3', TEN), SHEET)!;
    expect(gap.exceeds).toBe(true);
    expect(gap.outputPixel).toBeCloseTo(0.85, 2);
    expect(gap.worstMap).toBeCloseTo(1.881, 3);
    // The same distance in scan pixels, within the scale's few per cent of wobble.
    expect(gap.worstPixels / (gap.worstMap / gap.outputPixel)).toBeCloseTo(1, 1);
  });

  it.each(['polynomial1', 'polynomial2', 'polynomial3', 'tps'] as const)(
    'keeps %s through sixty well-spread points within half an output pixel',
    (type) => {
      const gap = previewWarpGap(fitOf(type, SIXTY), SHEET)!;
      expect(gap.exceeds).toBe(false);
      expect(gap.worstMap).toBeLessThan(gap.outputPixel / 2);
    },
  );

  it('has nothing to measure where the reverse direction is the exact inverse', () => {
    for (const type of ['linear', 'helmert', 'projective'] as const)
      expect(previewWarpGap(fitOf(type, TEN), SHEET)).toBeNull();
  });
});
