// @vitest-environment node
/**
 * DHDN ↔ ETRS89 against PROJ itself (`cs2cs` of Debian's proj-bin, which CI installs with
 * gdal-bin): PROJ's default transformation goes through the BeTA2007 grid, and ours does once
 * the grid is loaded, at places across all four Gauß-Krüger zones within 5 cm.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpsgCode } from '../domainValues';
import { dhdnShift, loadDhdnGrid, toWgs84, transformCoordinates } from './coordinates';
import type { XY } from './types';

const run = promisify(execFile);
const SHIPPED = new URL('../../../../app/public/grids/BETA2007.gsb', import.meta.url);
const PROJ_DATA = '/usr/share/proj/BETA2007.gsb';

/** Places by Gauß-Krüger zone (ETRS89 longitude, latitude). */
const PLACES: { name: string; zone: 31466 | 31467 | 31468 | 31469; lon: number; lat: number }[] = [
  { name: 'Aachen', zone: 31466, lon: 6.0839, lat: 50.7753 },
  { name: 'Saarbrücken', zone: 31466, lon: 6.9969, lat: 49.2402 },
  { name: 'Trier', zone: 31466, lon: 6.6371, lat: 49.7499 },
  { name: 'Freiburg', zone: 31467, lon: 7.8421, lat: 47.999 },
  { name: 'Frankfurt', zone: 31467, lon: 8.6821, lat: 50.1109 },
  { name: 'Hamburg', zone: 31467, lon: 9.9937, lat: 53.5511 },
  { name: 'Kassel', zone: 31467, lon: 9.4797, lat: 51.3127 },
  { name: 'München', zone: 31468, lon: 11.582, lat: 48.1351 },
  { name: 'Leipzig', zone: 31468, lon: 12.3731, lat: 51.3397 },
  { name: 'Rostock', zone: 31468, lon: 12.0991, lat: 54.0924 },
  { name: 'Passau', zone: 31468, lon: 13.4319, lat: 48.5667 },
  { name: 'Dresden', zone: 31469, lon: 13.7373, lat: 51.0504 },
  { name: 'Görlitz', zone: 31469, lon: 14.9872, lat: 51.1552 },
  { name: 'Frankfurt (Oder)', zone: 31469, lon: 14.5506, lat: 52.3471 },
  { name: 'Greifswald', zone: 31469, lon: 13.3815, lat: 54.0865 },
];

/** cs2cs with the registry's axis order: latitude first for geographic, northing first for Gauß-Krüger. */
async function cs2cs(from: string, to: string, a: number, b: number): Promise<[number, number]> {
  const { stdout } = await run('sh', ['-c', `echo "${a} ${b}" | cs2cs -f %.6f ${from} ${to}`]);
  const [first, second] = stdout.trim().split(/\s+/).map(Number);
  return [first as number, second as number];
}
const utmOf = (lon: number): EpsgCode => (lon < 12 ? 25832 : 25833);
const distance = (a: XY, b: XY) => Math.hypot(a.x - b.x, a.y - b.y);

describe('DHDN through the BeTA2007 grid, against PROJ', () => {
  beforeAll(() => {
    const bytes = readFileSync(SHIPPED);
    loadDhdnGrid(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  });

  it('refuses a file that is no NTv2 grid (the page served in its place)', () => {
    expect(() => loadDhdnGrid(new TextEncoder().encode('<!doctype html><html></html>').buffer)).toThrow(
      'Die Datei ist kein NTv2-Gitter (BeTA2007).',
    );
  });

  it("ships proj-data's grid unchanged", () => {
    expect(dhdnShift()).toBe('grid');
    if (existsSync(PROJ_DATA)) expect(readFileSync(SHIPPED).equals(readFileSync(PROJ_DATA))).toBe(true);
  });

  it.each(PLACES)('$name (EPSG:$zone) within 5 cm both ways', async ({ zone, lon, lat }) => {
    const [north, east] = await cs2cs('EPSG:4258', `EPSG:${zone}`, lat, lon);
    const gk = { x: east, y: north };
    const utm = utmOf(lon);
    const [utmEast, utmNorth] = await cs2cs(`EPSG:${zone}`, `EPSG:${utm}`, north, east);
    expect(distance(transformCoordinates(zone, utm, gk), { x: utmEast, y: utmNorth })).toBeLessThan(0.05);
    expect(distance(transformCoordinates(utm, zone, { x: utmEast, y: utmNorth }), gk)).toBeLessThan(0.05);
    const back = toWgs84(zone, gk);
    // 5 cm is 4.5e-7° of latitude and about 7e-7° of longitude at 50° N.
    expect(Math.abs(back.lat - lat)).toBeLessThan(4.5e-7);
    expect(Math.abs(back.lon - lon)).toBeLessThan(7e-7);
  });

  /** The systems an import may come from, at a place each (ETRS89 longitude, latitude), against cs2cs. */
  it.each([
    { code: 2398, lon: 12.3731, lat: 51.3397, utm: 25833 },
    { code: 2399, lon: 13.7373, lat: 51.0504, utm: 25833 },
    { code: 3068, lon: 13.405, lat: 52.52, utm: 25833 },
    { code: 4647, lon: 8.6821, lat: 50.1109, utm: 25832 },
    { code: 5650, lon: 14.5506, lat: 52.3471, utm: 25833 },
  ] as const)('EPSG:$code into EPSG:$utm as PROJ converts it, within 5 cm', async ({ code, lon, lat, utm }) => {
    const [a, b] = await cs2cs('EPSG:4258', `EPSG:${code}`, lat, lon);
    // cs2cs writes the registry's axis order: northing first for Gauß-Krüger and Soldner, easting first for UTM.
    const northingFirst = code === 2398 || code === 2399 || code === 3068;
    const point = northingFirst ? { x: b, y: a } : { x: a, y: b };
    const [east, north] = await cs2cs(`EPSG:${code}`, `EPSG:${utm}`, a, b);
    expect(distance(transformCoordinates(code, utm, point), { x: east, y: north })).toBeLessThan(0.05);
  });

  it('keeps the fixed shift beyond the grid; inside, the grid moves Aachen 1.5 m and more from it', async () => {
    // Paris lies beyond the grid: zone 2's numbers come from the fixed shift, not NaN.
    const paris = transformCoordinates(4326, 31466, { x: 2.3522, y: 48.8566 });
    expect(Number.isFinite(paris.x) && Number.isFinite(paris.y)).toBe(true);
    const [north, east] = await cs2cs('EPSG:4258', 'EPSG:31466', 50.7753, 6.0839);
    const fixed = await run('sh', [
      '-c',
      `echo "${east} ${north}" | cs2cs -f %.6f +proj=tmerc +lat_0=0 +lon_0=6 +k=1 +x_0=2500000 +y_0=0 +ellps=bessel +towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7 +to +proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0`,
    ]);
    const [fixedEast, fixedNorth] = fixed.stdout.trim().split(/\s+/).map(Number) as [number, number];
    const ours = transformCoordinates(31466, 25832, { x: east, y: north });
    expect(distance(ours, { x: fixedEast, y: fixedNorth })).toBeGreaterThan(1.5);
  });
});
