// @vitest-environment node
/**
 * Every generated GDAL script, run by Debian's gdal-bin (CI installs it; docs/toolchain.md)
 * on the ramp raster of gdalTestRaster.ts, its output compared with the fit.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeorefType } from '../domainValues';
import { generateGdalScript } from './gdalScript';
import {
  HEIGHT,
  perspective,
  pointsOf,
  run,
  truth,
  WIDTH,
  worstDeviation as deviationIn,
  writeRamp,
} from './gdalTestRaster';
import { fitTransform } from './transforms';
import { TRANSFORM_TYPES, type GeorefFit, type XY } from './types';

const EPSG = 25832;
const AFFINE: readonly GeorefType[] = ['linear', 'helmert', 'polynomial1'];

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'georef-gdal-'));
  writeRamp(dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const worstDeviation = (output: string, fit: GeorefFit) => deviationIn(dir, output, fit);

function scriptFor(type: GeorefType, output: string, map: (p: XY) => XY = type === 'projective' ? perspective : truth) {
  const points = pointsOf(map);
  const fit = fitTransform(type, points);
  if (!fit.ok) throw new Error(fit.message);
  const result = generateGdalScript({
    type,
    points,
    epsg: EPSG,
    input: 'scan.img',
    output,
    resampling: 'bilinear',
    compress: 'NONE',
    imageSize: { width: WIDTH, height: HEIGHT },
  });
  if (!result.ok) throw new Error(result.message);
  return { fit, script: result.script };
}

describe('the generated GDAL scripts run by gdal-bin', () => {
  it.each(TRANSFORM_TYPES)('%s: the warped raster samples the scan where the fit says', async (type) => {
    const output = `${type}.tif`;
    const { fit, script } = scriptFor(type, output);
    writeFileSync(join(dir, `${type}.sh`), script);
    await run('sh', [`${type}.sh`], { cwd: dir });
    expect(existsSync(join(dir, `${type}_gcp.tif`))).toBe(false);
    const { worst, compared } = await worstDeviation(output, fit);
    expect(compared).toBeGreaterThan(2000);
    expect(worst).toBeLessThanOrEqual(AFFINE.includes(type) ? 0.01 : 0.05);
  });

  it('takes the grid on a GDAL before 3.11 where the perspective is strong, and stays within the deviation it states', async () => {
    // The scale changes by 40 % across the sheet: a map photographed at a steep angle.
    const steep = (p: XY): XY => {
      const w = 1 + 4e-3 * p.x + 4e-3 * p.y;
      return { x: 389000 + (10 * p.x) / w, y: 5820000 - (10 * p.y) / w };
    };
    const { fit, script } = scriptFor('projective', 'steep.tif', steep);
    const stated = /höchstens ([\d,]+) Pixel/.exec(script)?.[1];
    expect(script).toContain('GCP_HOMOGRAPHY');
    writeFileSync(join(dir, 'steep.sh'), script);
    await run('sh', ['steep.sh'], { cwd: dir });
    const { worst } = await worstDeviation('steep.tif', fit);
    expect(worst).toBeGreaterThan(0.02);
    expect(worst).toBeLessThanOrEqual(Number(stated?.replace(',', '.')) + 0.005);
  });

  it('removes the intermediate file when the warp fails', async () => {
    const { script } = scriptFor('polynomial2', 'missing/dir/out.tif');
    writeFileSync(join(dir, 'failing.sh'), script);
    await expect(run('sh', ['failing.sh'], { cwd: dir })).rejects.toThrow();
    expect(existsSync(join(dir, 'missing/dir/out_gcp.tif'))).toBe(false);
    expect(existsSync(join(dir, 'scan.img'))).toBe(true);
  });
});
