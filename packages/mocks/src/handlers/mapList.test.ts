// @vitest-environment node
import type { MapListRow, MapPoint } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { fitWithResiduals } from '@waldmonitor/ui/georef';
import { listRmse } from './rpc/maps';
import { rpc, setupMockServer, table } from '../testServer';

setupMockServer();

const point = (nr: number, pixelx: number, pixely: number, mapx: number, mapy: number, enable = true): MapPoint => ({
  nr,
  karte_id: 1,
  pixelx,
  pixely,
  mapx,
  mapy,
  enable,
  dx: null,
  dy: null,
  residual: null,
});

/**
 * The corners of a 10-pixel square on the map one to one, the last Rechtswert 1 m off.
 * An affine fit spreads that metre as ±0,25 m over the four corners: Σ = 4 · 0,25² = 0,25,
 * one point over polynomial 1's three, so RMSE = √(0,25 / 1) = 0,5 m.
 */
const square = [point(1, 0, 0, 0, 0), point(2, 10, 0, 10, 0), point(3, 0, 10, 0, -10), point(4, 10, 10, 11, -10)];

describe('listRmse (the RMSE column of a_get_map_list_from_db)', () => {
  it.each<[string, MapListRow['georef_typ'], MapPoint[], number | null]>([
    ['one corner 1 m off, polynomial 1', 'polynomial1', square, 0.5],
    ['a disabled point is left out', 'polynomial1', [...square, point(5, 5, 5, 900, 900, false)], 0.5],
    ['exactly the minimum count: no redundancy', 'polynomial1', square.slice(0, 3), null],
    ['too few points for the type', 'polynomial2', square, null],
    ['no type chosen yet', null, square, null],
    [
      'points on a line fix no fit',
      'polynomial1',
      [point(1, 0, 0, 0, 0), point(2, 1, 1, 1, -1), point(3, 2, 2, 2, -2), point(4, 3, 3, 3, -3)],
      null,
    ],
  ])('%s', (_name, georef_typ, points, expected) => {
    const rmse = listRmse({ georef_typ }, points, fitWithResiduals);
    if (expected === null) expect(rmse).toBeNull();
    else expect(rmse).toBeCloseTo(expected, 10);
  });
});

describe('a_get_map_list_from_db', () => {
  it('carries scale, DIN, the active point count and the RMSE of the stored points', async () => {
    const list = (await (await rpc('a_get_map_list_from_db')).json()) as MapListRow[];
    const karte = (await (await table('GET', 'karte?id=eq.3')).json()) as { scale: number; din: string }[];
    const points = (await (await table('GET', 'mappoint?karte_id=eq.3&order=nr.asc')).json()) as MapPoint[];
    const row = list.find((candidate) => candidate.id === 3);
    expect(row).toMatchObject({ scale: karte[0]?.scale, din: karte[0]?.din, punkte: points.length });
    expect(row?.aktive_punkte).toBe(points.filter((p) => p.enable).length);
    expect(row?.rmse).toBe(listRmse(row ?? { georef_typ: null }, points, fitWithResiduals));
    // Every map without a type has no RMSE; every map with points has at most as many active ones.
    for (const entry of list) {
      if (entry.georef_typ === null) expect(entry.rmse).toBeNull();
      expect(entry.aktive_punkte).toBeLessThanOrEqual(entry.punkte);
    }
  });

  it('follows a save: the new points give the new figures', async () => {
    await table('DELETE', 'mappoint?karte_id=eq.3');
    await table(
      'POST',
      'mappoint',
      square.map((p) => ({ ...p, karte_id: 3 })),
    );
    await table('PATCH', 'karte?id=eq.3', { georef_typ: 'polynomial1' });
    const list = (await (await rpc('a_get_map_list_from_db')).json()) as MapListRow[];
    const row = list.find((candidate) => candidate.id === 3);
    expect(row).toMatchObject({ punkte: 4, aktive_punkte: 4, georef_typ: 'polynomial1' });
    expect(row?.rmse).toBeCloseTo(0.5, 10);
  });
});
