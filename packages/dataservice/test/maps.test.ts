/**
 * The GIS list's RMSE. SQL reads the residuals stored with the points (√(Σ residual² /
 * (n − min)), leave-one-out for TPS); the mock re-fits each map with its own type. The
 * editor stores exactly those residuals when it saves (GeorefEditor/saveResult.ts), so after
 * a save the two are equal for every type. The seed, however, stores the residuals of an
 * affine fit for every map (seed/georef.ts withResiduals) and none for maps in progress, so
 * on the seed they agree for affine maps only: the parity scenario leaves the field out.
 */
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect } from './db';
import { callMock, resetMock, startMock, stopMock } from './parity/mockSide';
import { EXPERT } from './parity/scenario';
import type { MapPoint } from '@waldmonitor/ui/model';
import { rolledBack, rpc, tableRequest } from './harness';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
  startMock();
});
afterAll(async () => {
  stopMock();
  await db.end();
});

interface Row {
  id: number;
  georef_typ: string | null;
  rmse: number | null;
}

it('the list RMSE of affine maps agrees with the mock’s re-fit within 1 %', async () => {
  resetMock();
  const mock = await callMock(EXPERT, { rpc: 'a_get_map_list_from_db' });
  const sql = await rolledBack(db, () => rpc<Row[]>(db, EXPERT, 'a_get_map_list_from_db'));
  if (!mock.ok || !sql.ok) throw new Error('list failed');
  const fitted = new Map((mock.data as Row[]).map((r) => [r.id, r.rmse]));
  const affine = sql.data.filter((r) => r.georef_typ === 'polynomial1' && r.rmse !== null);
  expect(affine.length).toBeGreaterThan(20);
  for (const row of affine) {
    const other = fitted.get(row.id) ?? null;
    expect(other, `map ${row.id}`).not.toBeNull();
    expect(Math.abs((row.rmse ?? 0) - (other ?? 0)) / (other ?? 1), `map ${row.id}`).toBeLessThan(0.01);
  }
});

it('after a save by the editor (residuals of the map’s own type) the RMSE is equal for every type', async () => {
  const { fitWithResiduals, withResiduals } = await import('@waldmonitor/ui/georef');
  resetMock();
  const mock = await callMock(EXPERT, { rpc: 'a_get_map_list_from_db' });
  if (!mock.ok) throw new Error('list failed');
  const fitted = new Map((mock.data as Row[]).map((r) => [r.id, r.rmse]));
  // One map of each type the seed stores affine residuals for.
  const maps = { 6: 'polynomial2', 13: 'tps', 19: 'helmert', 20: 'projective', 68: 'linear' } as const;
  await rolledBack(db, async () => {
    for (const [id, type] of Object.entries(maps)) {
      const read = await tableRequest<MapPoint[]>(db, EXPERT, 'GET', `mappoint?karte_id=eq.${id}&order=nr.asc`);
      if (!read.ok) throw new Error('points failed');
      // As the editor's save does (GeorefEditor/saveResult.ts): residuals in map units.
      const saved = withResiduals(read.data, fitWithResiduals(type, read.data, { units: 'map' }).report);
      await tableRequest(db, EXPERT, 'DELETE', `mappoint?karte_id=eq.${id}`);
      await tableRequest(db, EXPERT, 'POST', 'mappoint', saved);
    }
    const sql = await rpc<Row[]>(db, EXPERT, 'a_get_map_list_from_db');
    if (!sql.ok) throw new Error('list failed');
    for (const [id, type] of Object.entries(maps)) {
      const row = sql.data.find((r) => r.id === Number(id));
      expect(row?.georef_typ).toBe(type);
      expect(row?.rmse, `map ${id}`).toBeCloseTo(fitted.get(Number(id)) ?? Number.NaN, 9);
    }
  });
});
