import { describe, expect, it } from 'vitest';
import { previewWarpGap } from './previewGap';
import { fitTransform } from './transforms';
import type { ControlPoint, GeorefFit, XY } from './types';

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
const CLICK_NOISE = [
  [2.1, -1.4],
  [-1.8, 2.5],
  [0.9, 1.7],
  [-2.6, -0.8],
  [1.5, -2.2],
  [-0.5, 1.2],
  [1.1, 0.3],
  [3, -2],
  [-1, -3],
  [2, 2],
] as const;
function points(spots: readonly (readonly [number, number])[]): ControlPoint[] {
  return spots.map(([x, y], i) => {
    const map = wobbly(x, y);
    const [nx, ny] = CLICK_NOISE[i % CLICK_NOISE.length]!;
    return { pixelx: x, pixely: y, mapx: map.x + nx, mapy: map.y + ny, enable: true };
  });
}
/** Ten points, the minimum of polynomial 3, away from the sheet's corners. */
const TEN = points([
  [900, 1200],
  [6000, 800],
  [3500, 2500],
  [1500, 5000],
  [5200, 4700],
  [3000, 7000],
  [800, 8800],
  [6200, 9100],
  [4300, 8200],
  [2200, 3300],
]);
/** Sixty points spread over the whole sheet. */
const SIXTY = points(
  Array.from(
    { length: 60 },
    (_, i) => [150 + (i % 6) * 1340 + (i % 4) * 40, 200 + Math.floor(i / 6) * 1060 + (i % 3) * 50] as const,
  ),
);

const fitOf = (type: Parameters<typeof fitTransform>[0], set: readonly ControlPoint[]) => {
  const fit = fitTransform(type, set);
  if (!fit.ok) throw new Error(fit.message);
  return fit as GeorefFit;
};

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
