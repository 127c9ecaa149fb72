// @vitest-environment node
/**
 * A script that warps a Gauß-Krüger map into ETRS89 / UTM 32 (the result's system chosen apart
 * from the map's), run by gdal-bin: the output is in UTM, and each of its pixels samples the
 * scan where our fit says once the UTM position is carried back into Gauß-Krüger, as PROJ does
 * it (the BeTA2007 grid, loaded here as the GIS page loads it).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDhdnGrid, transformCoordinates } from './coordinates';
import { generateGdalScript } from './gdalScript';
import { HEIGHT, pointsOf, run, truth, WIDTH, worstDeviation, writeRamp } from './gdalTestRaster';
import { fitTransform } from './transforms';
import type { GeorefFit, XY } from './types';

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'georef-target-'));
  writeRamp(dir);
  const bytes = readFileSync(new URL('../../../../app/public/grids/BETA2007.gsb', import.meta.url));
  loadDhdnGrid(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The story sheet placed in Gauß-Krüger zone 3, near 9° E, 49.6° N. */
const gaussKrueger = (p: XY): XY => {
  const q = truth(p);
  return { x: q.x - 389000 + 3500000, y: q.y - 5820000 + 5500000 };
};

/** The fit seen from UTM 32: a UTM position carried into Gauß-Krüger, then through the fit's inverse. */
const throughUtm = (fit: GeorefFit): GeorefFit => ({
  ...fit,
  inverse: (utm) => fit.inverse(transformCoordinates(25832, 31467, utm)),
});

describe('a script whose result is in another system than the map', () => {
  it.each(['helmert', 'polynomial2'] as const)('%s: GK zone 3 warped into UTM 32', async (type) => {
    const points = pointsOf(gaussKrueger);
    const fit = fitTransform(type, points);
    if (!fit.ok) throw new Error(fit.message);
    const result = generateGdalScript({
      type,
      points,
      epsg: 31467,
      targetEpsg: 25832,
      input: 'scan.img',
      output: `${type}_utm.tif`,
      resampling: 'bilinear',
      compress: 'NONE',
      imageSize: { width: WIDTH, height: HEIGHT },
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.script).toContain(
      '# Das Ergebnis wird nach EPSG:25832 umprojiziert; die Passpunkte sind in EPSG:31467.',
    );
    expect(result.script).toContain('-a_srs EPSG:31467');
    writeFileSync(join(dir, `${type}.sh`), result.script);
    await run('sh', [`${type}.sh`], { cwd: dir });
    const { stdout } = await run('gdalinfo', ['-json', `${type}_utm.tif`], { cwd: dir });
    expect((JSON.parse(stdout) as { coordinateSystem: { wkt: string } }).coordinateSystem.wkt).toContain(
      'ID["EPSG",25832]',
    );
    const { worst, compared } = await worstDeviation(dir, `${type}_utm.tif`, throughUtm(fit));
    expect(compared).toBeGreaterThan(2000);
    expect(worst).toBeLessThanOrEqual(0.05);
  });
});
