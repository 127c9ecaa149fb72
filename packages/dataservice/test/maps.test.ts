/**
 * The GIS list's RMSE. SQL reads the residuals stored with the points (√(Σ residual² /
 * (n − min)), leave-one-out for TPS); the editor fits each map with its own type and stores
 * exactly those residuals when it saves (GeorefEditor/saveResult.ts), so after a save the list
 * shows the editor's figure for every type. The seed, however, stores the residuals of an affine
 * fit for every map (seed/georef.ts withResiduals) and none for maps in progress, so on the seed
 * the list agrees with the editor's re-fit for affine maps only.
 */
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect } from './db';
import { EXPERT } from './parity/scenario';
import type { MapPoint } from '@waldmonitor/ui/model';
import { rolledBack, rpc, tableRequest } from './harness';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

interface Row {
  id: number;
  georef_typ: string | null;
  rmse: number | null;
}

/** The editor's figure for each map of the list: its stored points fitted with its own type, in map units. */
async function editorRmse(rows: Row[]): Promise<Map<number, number | null>> {
  const { fitWithResiduals } = await import('@waldmonitor/ui/georef');
  const figures = new Map<number, number | null>();
  for (const row of rows) {
    if (row.georef_typ === null) continue;
    const read = await tableRequest<MapPoint[]>(db, EXPERT, 'GET', `mappoint?karte_id=eq.${row.id}&order=nr.asc`);
    if (!read.ok) throw new Error('points failed');
    const type = row.georef_typ as Parameters<typeof fitWithResiduals>[0];
    figures.set(row.id, fitWithResiduals(type, read.data, { units: 'map' }).report?.rmse ?? null);
  }
  return figures;
}

it('the list RMSE of affine maps agrees with the editor’s re-fit within 1 %', async () => {
  const sql = await rolledBack(db, () => rpc<Row[]>(db, EXPERT, 'a_get_map_list_from_db'));
  if (!sql.ok) throw new Error('list failed');
  const affine = sql.data.filter((r) => r.georef_typ === 'polynomial1' && r.rmse !== null);
  const fitted = await rolledBack(db, () => editorRmse(affine));
  expect(affine.length).toBeGreaterThan(20);
  for (const row of affine) {
    const other = fitted.get(row.id) ?? null;
    expect(other, `map ${row.id}`).not.toBeNull();
    expect(Math.abs((row.rmse ?? 0) - (other ?? 0)) / (other ?? 1), `map ${row.id}`).toBeLessThan(0.01);
  }
});

it('after a save by the editor (residuals of the map’s own type) the RMSE is equal for every type', async () => {
  const { fitWithResiduals, withResiduals } = await import('@waldmonitor/ui/georef');
  // One map of each type the seed stores affine residuals for.
  const maps = { 6: 'polynomial2', 13: 'tps', 19: 'helmert', 20: 'projective', 68: 'linear' } as const;
  await rolledBack(db, async () => {
    const fitted = await editorRmse(
      Object.entries(maps).map(([id, type]) => ({ id: Number(id), georef_typ: type, rmse: null })),
    );
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
