// @vitest-environment node
/**
 * The GeoTIFF the editor writes in the browser, read back by Debian's gdal-bin: its grid and
 * system as gdalinfo sees them, and its pixels against gdalwarp of the GCP VRT on the same
 * grid. The scan is gdalTestRaster.ts's ramp, so each warped pixel holds the scan position it
 * was sampled at, ours and GDAL's alike.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeorefType } from '../domainValues';
import { gcpVrt } from './gcpVrt';
import { WARP_METHOD } from './gdalGcps';
import { HEIGHT, perspective, pointsOf, run, truth, WIDTH, writeRamp } from './gdalTestRaster';
import { geotiffFile } from './geotiffFile';
import { fitTransform } from './transforms';
import { TRANSFORM_TYPES, type XY } from './types';
import { gridExtent, warpGrid, type WarpGrid } from './warpGrid';
import { warpRaster, type Raster } from './warpRaster';

const AFFINE: readonly GeorefType[] = ['linear', 'helmert', 'polynomial1'];

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'georef-geotiff-'));
  writeRamp(dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function fitOf(type: GeorefType) {
  const points = pointsOf(type === 'projective' ? perspective : truth);
  const fit = fitTransform(type, points);
  if (!fit.ok) throw new Error(fit.message);
  return { fit, points };
}

/** The ramp as our warp reads it: two Float32 channels, column and row of each pixel's centre. */
function rampRaster(): Raster<Float32Array> {
  const data = new Float32Array(WIDTH * HEIGHT * 2);
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      data[(row * WIDTH + col) * 2] = col + 0.5;
      data[(row * WIDTH + col) * 2 + 1] = row + 0.5;
    }
  }
  return { data, width: WIDTH, height: HEIGHT, channels: 2 };
}

interface Info {
  size: [number, number];
  geoTransform: number[];
  coordinateSystem: { wkt: string };
  metadata: Record<string, Record<string, string>>;
  bands: { type: string; colorInterpretation: string }[];
}

async function gdalinfo(name: string): Promise<Info> {
  const { stdout } = await run('gdalinfo', ['-json', name], { cwd: dir });
  return JSON.parse(stdout) as Info;
}

/** A raster's bands as one Float32 or byte array (band-sequential), through gdal_translate. */
async function bands(name: string, type: 'Float32' | 'Byte'): Promise<Float32Array | Uint8Array> {
  await run('gdal_translate', ['-q', '-of', 'ENVI', '-ot', type, '-co', 'INTERLEAVE=BSQ', name, `${name}.img`], {
    cwd: dir,
  });
  const bytes = readFileSync(join(dir, `${name}.img`));
  return type === 'Float32'
    ? new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)
    : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** gdalwarp of the VRT with the fit's GCPs and method onto `grid`, bilinear. */
async function gdalwarpOnto(type: GeorefType, grid: WarpGrid, output: string): Promise<void> {
  const { fit, points } = fitOf(type);
  const vrt = `${type}.vrt`;
  const size = { width: WIDTH, height: HEIGHT };
  writeFileSync(
    join(dir, vrt),
    gcpVrt(fit, { type, points, epsg: 25832, imageSize: size, source: 'scan.img', bands: 2, dataType: 'Float32' }),
  );
  const extent = gridExtent(grid).map(String);
  const res = String(grid.resolution);
  await run(
    'gdalwarp',
    [
      '-q',
      '-r',
      'bilinear',
      ...WARP_METHOD[type].split(' '),
      '-t_srs',
      'EPSG:25832',
      '-te',
      ...extent,
      '-tr',
      res,
      res,
      vrt,
      output,
    ],
    { cwd: dir },
  );
}

describe('the warped GeoTIFF of each type', () => {
  it.each(TRANSFORM_TYPES)(
    '%s: gdalinfo reads our grid and system, the pixels sample where gdalwarp does',
    async (type) => {
      const { fit } = fitOf(type);
      const grid = warpGrid(fit, { width: WIDTH, height: HEIGHT });
      if (!grid) throw new Error('no grid');
      const warped = warpRaster(rampRaster(), fit, grid, { resampling: 'bilinear' });
      const ours = `${type}_ours.tif`;
      writeFileSync(
        join(dir, ours),
        await geotiffFile(warped, { geoTransform: grid.geoTransform, epsg: 25832, compression: 'none' }),
      );
      const info = await gdalinfo(ours);
      expect(info.size).toEqual([grid.width, grid.height]);
      expect(info.coordinateSystem.wkt).toContain('ID["EPSG",25832]');
      // The corners from gdalinfo's geotransform (its cornerCoordinates are rounded to the millimetre).
      const [x0, res, , y0] = info.geoTransform as [number, number, number, number];
      const [xmin, ymin, xmax, ymax] = gridExtent(grid);
      expect(info.geoTransform).toEqual([...grid.geoTransform]);
      expect(x0).toBe(xmin);
      expect(y0).toBe(ymax);
      expect(x0 + info.size[0] * res).toBeCloseTo(xmax, 6);
      expect(y0 - info.size[1] * res).toBeCloseTo(ymin, 6);
      expect(info.metadata['']?.AREA_OR_POINT).toBe('Area');

      const theirs = `${type}_gdalwarp.tif`;
      await gdalwarpOnto(type, grid, theirs);
      expect((await gdalinfo(theirs)).size).toEqual([grid.width, grid.height]);
      const a = (await bands(ours, 'Float32')) as Float32Array;
      const b = (await bands(theirs, 'Float32')) as Float32Array;
      const plane = grid.width * grid.height;
      let worst = 0;
      let compared = 0;
      for (let i = 0; i < plane; i += 1) {
        const mine: XY = { x: a[i] as number, y: a[plane + i] as number };
        const gdal: XY = { x: b[i] as number, y: b[plane + i] as number };
        // Bilinear needs both neighbours: only positions well inside the scan count.
        if (gdal.x < 2 || gdal.y < 2 || gdal.x > WIDTH - 2 || gdal.y > HEIGHT - 2) continue;
        worst = Math.max(worst, Math.hypot(mine.x - gdal.x, mine.y - gdal.y));
        compared += 1;
      }
      expect(compared).toBeGreaterThan(2000);
      // The affine types interpolate exactly; the bent ones to our 0.01 px (warpRaster.ts).
      expect(worst).toBeLessThanOrEqual(AFFINE.includes(type) ? 0.001 : 0.05);
    },
  );
});

describe('the default grid', () => {
  it.each(TRANSFORM_TYPES)('%s: is the size and pixel size of gdalwarp without -te and -tr', async (type) => {
    const { fit, points } = fitOf(type);
    const grid = warpGrid(fit, { width: WIDTH, height: HEIGHT });
    const vrt = `${type}_default.vrt`;
    const size = { width: WIDTH, height: HEIGHT };
    writeFileSync(
      join(dir, vrt),
      gcpVrt(fit, { type, points, epsg: 25832, imageSize: size, source: 'scan.img', bands: 2, dataType: 'Float32' }),
    );
    const output = `${type}_default.tif`;
    await run('gdalwarp', ['-q', ...WARP_METHOD[type].split(' '), '-t_srs', 'EPSG:25832', vrt, output], { cwd: dir });
    const info = await gdalinfo(output);
    const [x0, res, , y0] = info.geoTransform as [number, number, number, number];
    expect(info.size).toEqual([grid?.width, grid?.height]);
    // GDAL carries the outline through its own fit of the GCPs: the same to a millimetre.
    expect(Math.abs(x0 - (grid?.geoTransform[0] ?? 0))).toBeLessThan(1e-3);
    expect(Math.abs(y0 - (grid?.geoTransform[3] ?? 0))).toBeLessThan(1e-3);
    expect(res / (grid?.resolution ?? 1)).toBeCloseTo(1, 6);
  });
});

describe('an RGBA GeoTIFF, uncompressed and Deflate', () => {
  it('GDAL reads RGB with alpha, DEFLATE with the predictor, and the same pixels in both', async () => {
    const { fit } = fitOf('polynomial2');
    const grid = warpGrid(fit, { width: WIDTH, height: HEIGHT }, 12.5);
    if (!grid) throw new Error('no grid');
    const scan = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
    for (let i = 0; i < WIDTH * HEIGHT; i += 1) scan.set([i % WIDTH, (i / WIDTH) | 0, (i * 7) % 256, 255], i * 4);
    const warped = warpRaster({ data: scan, width: WIDTH, height: HEIGHT, channels: 4 }, fit, grid, {
      resampling: 'nearest',
    });
    const base = { geoTransform: grid.geoTransform, epsg: 31467 } as const;
    writeFileSync(join(dir, 'plain.tif'), await geotiffFile(warped, { ...base, compression: 'none' }));
    writeFileSync(
      join(dir, 'deflate.tif'),
      await geotiffFile(warped, { ...base, compression: 'deflate', stripBytes: 4096 }),
    );
    const plain = await gdalinfo('plain.tif');
    const packed = await gdalinfo('deflate.tif');
    expect(packed.metadata.IMAGE_STRUCTURE).toMatchObject({ COMPRESSION: 'DEFLATE', PREDICTOR: '2' });
    expect(plain.metadata.IMAGE_STRUCTURE?.COMPRESSION).toBeUndefined();
    expect(packed.bands.map((band) => band.colorInterpretation)).toEqual(['Red', 'Green', 'Blue', 'Alpha']);
    expect(packed.bands.every((band) => band.type === 'Byte')).toBe(true);
    expect(packed.coordinateSystem.wkt).toContain('ID["EPSG",31467]');
    expect(packed.geoTransform).toEqual([...grid.geoTransform]);
    const plainBytes = await bands('plain.tif', 'Byte');
    expect(await bands('deflate.tif', 'Byte')).toEqual(plainBytes);
    expect(Buffer.from(plainBytes).equals(Buffer.from(channelsToBands(warped)))).toBe(true);
  });
});

/** Our pixel-interleaved samples as GDAL's band-sequential ones. */
function channelsToBands(raster: Raster): Uint8Array {
  const { data, width, height, channels } = raster;
  const plane = width * height;
  const out = new Uint8Array(plane * channels);
  for (let i = 0; i < plane; i += 1) {
    for (let c = 0; c < channels; c += 1) out[c * plane + i] = data[i * channels + c] as number;
  }
  return out;
}
