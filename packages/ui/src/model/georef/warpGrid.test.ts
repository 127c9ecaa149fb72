import { describe, expect, it } from 'vitest';
import { affineFit } from './georefTestData';
import type { GeorefFit } from './types';
import { EDGE_STEPS, gridExtent, sourceReduction, suggestedResolution, warpGrid, warpOutline } from './warpGrid';

describe('warpGrid', () => {
  it('given a north-up scan, is the scan itself at its own pixel size', () => {
    const fit = affineFit([1000, 2, 0, 5000, 0, -2]);
    expect(suggestedResolution(fit, { width: 40, height: 30 })).toBe(2);
    expect(warpGrid(fit, { width: 40, height: 30 })).toEqual({
      width: 40,
      height: 30,
      geoTransform: [1000, 2, 0, 5000, 0, -2],
      resolution: 2,
    });
  });

  it('given a resolution, rounds the extent to whole pixels from the top-left corner', () => {
    const fit = affineFit([1000, 2, 0, 5000, 0, -2]);
    // 80 m × 60 m at 3 m: 26.67 → 27 columns, 20 rows.
    const grid = warpGrid(fit, { width: 40, height: 30 }, 3);
    expect(grid).toEqual({ width: 27, height: 20, geoTransform: [1000, 3, 0, 5000, 0, -3], resolution: 3 });
    expect(gridExtent(grid!)).toEqual([1000, 4940, 1081, 5000]);
  });

  it('given a scan turned by 90°, keeps the diagonal: the same pixel size, width and height swapped', () => {
    // Pixel (x, y) → map (1000 + 2y, 5000 + 2x): the sheet turned a quarter.
    const fit = affineFit([1000, 0, 2, 5000, 2, 0]);
    expect(suggestedResolution(fit, { width: 40, height: 30 })).toBe(2);
    expect(warpGrid(fit, { width: 40, height: 30 })).toEqual({
      width: 30,
      height: 40,
      geoTransform: [1000, 2, 0, 5080, 0, -2],
      resolution: 2,
    });
  });

  it('given a turned scan, covers the turned outline with square pixels as GDAL suggests', () => {
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    const fit = affineFit([0, c, s, 0, s, -c]);
    const res = suggestedResolution(fit, { width: 100, height: 50 })!;
    // The diagonal from (0,0) to (100,50) on the map, over its length in pixels.
    const corner = fit.forward({ x: 100, y: 50 });
    expect(res).toBeCloseTo(Math.hypot(corner.x, corner.y) / Math.hypot(100, 50), 12);
    const grid = warpGrid(fit, { width: 100, height: 50 })!;
    expect(grid.geoTransform[0]).toBeCloseTo(0, 12);
    expect(grid.geoTransform[3]).toBeCloseTo(100 * s, 12);
    expect(grid.width).toBe(Math.floor((100 * c + 50 * s) / res + 0.5));
  });

  it('samples every edge in EDGE_STEPS steps and drops points the fit cannot place', () => {
    const fit = affineFit([0, 1, 0, 0, 0, -1]);
    expect(warpOutline(fit, { width: 10, height: 10 })).toHaveLength(4 * (EDGE_STEPS + 1));
    const nowhere: GeorefFit = { ...fit, forward: () => ({ x: NaN, y: 0 }) };
    expect(warpOutline(nowhere, { width: 10, height: 10 })).toEqual([]);
    expect(warpGrid(nowhere, { width: 10, height: 10 })).toBeNull();
  });

  it.each([0, -1, NaN, Infinity])('given the resolution %s, gives no grid', (resolution) => {
    expect(warpGrid(affineFit([0, 1, 0, 0, 0, -1]), { width: 10, height: 10 }, resolution)).toBeNull();
  });
});

describe('sourceReduction', () => {
  const size = { width: 8000, height: 10000 };
  it.each([
    ['the scan at its own pixel', 0.85, undefined, 1],
    ['a picture 4 times smaller for 3,5 m', 3.5, undefined, 4],
    ['the largest IIIF level no coarser than the output', 3.5, [1, 2, 4, 8], 4],
    ['level 2 when 3 is not served', 2.6, [1, 2, 4], 2],
  ])('gives %s', (_, resolution, available, factor) => {
    expect(sourceReduction(resolution, 0.85, size, 80_000_000, available)).toBe(factor);
  });
  it('reads a smaller picture when the full one would not fit the memory', () => {
    expect(sourceReduction(0.85, 0.85, size, 20_000_000)).toBe(2);
    expect(sourceReduction(0.85, 0.85, size, 20_000_000, [1, 4, 8])).toBe(4);
    expect(sourceReduction(0.85, 0.85, size, 1000, [1, 2])).toBe(2);
  });
});
