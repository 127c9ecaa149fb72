import { describe, expect, it } from 'vitest';
import type { GeorefFit, XY } from './types';
import type { WarpGrid } from './warpGrid';
import { affineFit } from './georefTestData';
import { rowPositions, warpRaster, type Raster } from './warpRaster';

/** A 4 × 2 grey scan (one channel), values 10·column + 100·row. */
const scan: Raster<Float32Array> = {
  data: Float32Array.from([0, 10, 20, 30, 100, 110, 120, 130]),
  width: 4,
  height: 2,
  channels: 1,
};
/** Map = pixel with y up: map (x, −y). */
const identity = affineFit([0, 1, 0, 0, 0, -1]);
const gridAt = (x0: number, y0: number, res: number, width: number, height: number): WarpGrid => ({
  width,
  height,
  geoTransform: [x0, res, 0, y0, 0, -res],
  resolution: res,
});

describe('warpRaster', () => {
  it("given the scan's own grid, copies it with every kernel", () => {
    for (const resampling of ['nearest', 'bilinear', 'cubic'] as const) {
      expect([...warpRaster(scan, identity, gridAt(0, 0, 1, 4, 2), { resampling }).data]).toEqual([...scan.data]);
    }
  });

  it('given half-pixel steps, interpolates bilinearly between centres, the edge pixel beyond them', () => {
    // Output centres at scan x = 0.25, 0.75, …, 3.75 on the first row (y = 0.25).
    const out = warpRaster(scan, identity, gridAt(0, 0, 0.5, 8, 1), { resampling: 'bilinear' });
    expect([...out.data]).toEqual([0, 2.5, 7.5, 12.5, 17.5, 22.5, 27.5, 30]);
    const near = warpRaster(scan, identity, gridAt(0, 0, 0.5, 8, 1), { resampling: 'nearest' });
    expect([...near.data]).toEqual([0, 0, 10, 10, 20, 20, 30, 30]);
  });

  it('leaves what the mask leaves out at 0, as gdalwarp -wo CUTLINE with -dstalpha', () => {
    // The mask covers columns 1 and 2 of the scan (pixel centres 1.5 and 2.5), both rows.
    const mask = [
      { x: 1, y: 0 },
      { x: 3, y: 0 },
      { x: 3, y: 2 },
      { x: 1, y: 2 },
    ];
    const out = warpRaster(scan, identity, gridAt(0, 0, 1, 4, 2), { resampling: 'nearest', mask });
    expect([...out.data]).toEqual([0, 10, 20, 0, 0, 110, 120, 0]);
  });

  it('leaves pixels outside the scan at 0, so RGBA is transparent there', () => {
    const rgba: Raster = { data: new Uint8ClampedArray([9, 8, 7, 255]), width: 1, height: 1, channels: 4 };
    const out = warpRaster(rgba, identity, gridAt(-1, 1, 1, 3, 3), { resampling: 'bilinear' });
    expect([...out.data.subarray(16, 20)]).toEqual([9, 8, 7, 255]);
    expect([...out.data].filter((v) => v !== 0)).toEqual([9, 8, 7, 255]);
  });

  it('reads a reduced picture of the scan through sourceScale', () => {
    // The scan is 8 × 4; the picture is it at half size.
    const out = warpRaster(scan, identity, gridAt(0, 0, 2, 4, 2), {
      resampling: 'nearest',
      sourceScale: { x: 0.5, y: 0.5 },
    });
    expect([...out.data]).toEqual([...scan.data]);
  });

  it('reproduces a ramp with cubic convolution inside the scan', () => {
    const ramp: Raster<Float32Array> = { data: new Float32Array(64), width: 8, height: 8, channels: 1 };
    ramp.data.forEach((_, i) => (ramp.data[i] = (i % 8) + 0.5));
    const out = warpRaster(ramp, identity, gridAt(2.3, -2.3, 1, 3, 3), { resampling: 'cubic' });
    for (let i = 0; i < 9; i += 1) expect(out.data[i]).toBeCloseTo(2.8 + (i % 3), 5);
  });
});

describe('rowPositions', () => {
  const bent: GeorefFit = { ...identity, inverse: (p: XY) => ({ x: p.x + 1e-6 * p.x ** 3, y: -p.y }) };
  it.each([0, 0.01, 0.5])('given maxError %s, stays within it of the exact inverse', (maxError) => {
    const grid = gridAt(0, 0, 1, 200, 1);
    const xs = new Float64Array(200);
    const ys = new Float64Array(200);
    let calls = 0;
    const counted: GeorefFit = { ...bent, inverse: (p) => ((calls += 1), bent.inverse(p)) };
    rowPositions(counted, grid, 0, maxError, xs, ys);
    let worst = 0;
    xs.forEach((x, col) => (worst = Math.max(worst, Math.abs(x - bent.inverse({ x: col + 0.5, y: 0 }).x))));
    expect(worst).toBeLessThanOrEqual(maxError + 1e-12);
    expect(ys[7]).toBe(0.5);
    if (maxError === 0) expect(calls).toBe(200);
    else expect(calls).toBeLessThan(100);
  });
});
