// @vitest-environment node
/**
 * `#CRS:` lines as other tools write them, recognised: the ESRI WKT and the PROJ string of
 * every system the editor knows, as GDAL writes them (`gdalsrsinfo -o wkt_esri|proj4`).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EPSG_CODES } from '../domainValues';
import { epsgOfCrs } from './pointsFile';

const run = promisify(execFile);
const CODES = [...EPSG_CODES.map((code) => code.value), 4326];

describe('a #CRS line without an EPSG code', () => {
  it.each(CODES)('EPSG:%s as ESRI WKT, on one line', async (code) => {
    const { stdout } = await run('gdalsrsinfo', ['-o', 'wkt_esri', `EPSG:${code}`]);
    expect(epsgOfCrs(stdout.replace(/\n\s*/g, ''))).toBe(code);
  });

  it.each(CODES)('EPSG:%s as PROJ string', async (code) => {
    const { stdout } = await run('gdalsrsinfo', ['-o', 'proj4', `EPSG:${code}`]);
    expect(epsgOfCrs(stdout.trim())).toBe(code);
  });

  it('stays unrecognised for a system the editor does not know', async () => {
    for (const code of [2056, 3857, 25831]) {
      const esri = await run('gdalsrsinfo', ['-o', 'wkt_esri', `EPSG:${code}`]);
      const proj = await run('gdalsrsinfo', ['-o', 'proj4', `EPSG:${code}`]);
      expect(epsgOfCrs(esri.stdout.replace(/\n\s*/g, ''))).toBeNull();
      expect(epsgOfCrs(proj.stdout.trim())).toBeNull();
    }
    expect(epsgOfCrs('+proj=utm +zone=32 +south +ellps=GRS80')).toBeNull();
  });
});
