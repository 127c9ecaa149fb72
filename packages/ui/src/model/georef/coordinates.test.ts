import { describe, expect, it } from 'vitest';
import { fromWgs84, isSupportedEpsg, toWgs84, transformCoordinates } from './coordinates';

/**
 * Reference values from PROJ 9.1 (`cs2cs -f %.6f +proj=longlat +datum=WGS84 +to <definition>`,
 * Debian bookworm), an implementation independent of proj4js, with the same definitions.
 */
const POTSDAM = { lon: 13.0384, lat: 52.4045 };
const FRANKFURT = { lon: 8.6821, lat: 50.1109 };
const CASES = [
  { epsg: 25833, position: POTSDAM, x: 366558.873419, y: 5807839.628704 },
  { epsg: 31468, position: POTSDAM, x: 4570773.403591, y: 5808419.18035 },
  { epsg: 25832, position: FRANKFURT, x: 477269.508394, y: 5551009.574816 },
  { epsg: 31467, position: FRANKFURT, x: 3477334.811222, y: 5552790.75308 },
] as const;

describe('coordinates', () => {
  it.each(CASES)('projects WGS 84 into EPSG:$epsg as PROJ does (1 mm)', ({ epsg, position, x, y }) => {
    const projected = fromWgs84(epsg, position);
    expect(Math.abs(projected.x - x)).toBeLessThan(1e-3);
    expect(Math.abs(projected.y - y)).toBeLessThan(1e-3);
  });

  it.each(CASES)('takes EPSG:$epsg back to latitude and longitude to 1e-6°', ({ epsg, position, x, y }) => {
    const back = toWgs84(epsg, { x, y });
    expect(Math.abs(back.lon - position.lon)).toBeLessThan(1e-6);
    expect(Math.abs(back.lat - position.lat)).toBeLessThan(1e-6);
  });

  it('converts between two map systems (Gauß-Krüger zone 4 to UTM 33) through WGS 84', () => {
    const utm = transformCoordinates(31468, 25833, { x: 4570773.403591, y: 5808419.18035 });
    expect(Math.abs(utm.x - 366558.873419)).toBeLessThan(1e-3);
    expect(Math.abs(utm.y - 5807839.628704)).toBeLessThan(1e-3);
    expect(transformCoordinates(25833, 25833, { x: 1, y: 2 })).toEqual({ x: 1, y: 2 });
  });

  it('knows which EPSG codes it can convert', () => {
    expect([25832, 25833, 31467, 31468, 4326, 3857].map(isSupportedEpsg)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
