/**
 * data.unproject (sql/13_maps.sql), behind a client's extent (a_get_bbox_from_client): every map
 * system of the ui's EPSG_CODES back to degrees on its own ellipsoid, against PROJ's `cs2cs`
 * (`+to +proj=longlat` on the same ellipsoid, so without a datum shift, as the function works).
 */
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EPSG_CODES } from '@waldmonitor/ui/model';
import { connect } from './db';

let superuser: pg.Client;
beforeAll(async () => {
  superuser = await connect('postgres');
});
afterAll(async () => {
  await superuser.end();
});

/** One place per system: easting, northing, and where cs2cs (PROJ 9) puts it, [lng, lat]. */
const PLACES: Record<number, { x: number; y: number; cs2cs: [number, number] }> = {
  25832: { x: 580000, y: 5800000, cs2cs: [10.174377837, 52.3444574] },
  25833: { x: 390000, y: 5820000, cs2cs: [13.37881177, 52.518995313] },
  31466: { x: 2500000, y: 5500000, cs2cs: [6, 49.637816094] },
  31467: { x: 3500000, y: 5500000, cs2cs: [9, 49.637816094] },
  31468: { x: 4500000, y: 5500000, cs2cs: [12, 49.637816094] },
  31469: { x: 5500000, y: 5500000, cs2cs: [15, 49.637816094] },
  4647: { x: 32580000, y: 5800000, cs2cs: [10.174377837, 52.3444574] },
  5650: { x: 33390000, y: 5820000, cs2cs: [13.37881177, 52.518995313] },
  2398: { x: 4595000, y: 5800000, cs2cs: [13.393243522, 52.320304465] },
  2399: { x: 5400000, y: 5700000, cs2cs: [13.56239424, 51.420965003] },
  3068: { x: 25000, y: 21000, cs2cs: [13.406209695, 52.517306411] },
};

it('knows every map system the app offers', () => {
  expect(Object.keys(PLACES).map(Number).sort()).toEqual(EPSG_CODES.map((code) => code.value).sort());
});

it.each(Object.entries(PLACES))('EPSG:%s lands where cs2cs puts it, within 1e-6 degrees', async (code, place) => {
  const { rows } = await superuser.query<{ lat: number; lng: number }>('SELECT * FROM data.unproject($1, $2, $3)', [
    Number(code),
    place.x,
    place.y,
  ]);
  const [lng, lat] = place.cs2cs;
  expect(Math.abs((rows[0]?.lng ?? Number.NaN) - lng)).toBeLessThan(1e-6);
  expect(Math.abs((rows[0]?.lat ?? Number.NaN) - lat)).toBeLessThan(1e-6);
});
