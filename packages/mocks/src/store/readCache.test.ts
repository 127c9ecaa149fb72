// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mockDb } from '../db/db';
import { rpc, setupMockServer } from '../testServer';
import { ReadCache } from './readCache';
import type { TableSchema } from './schema';
import { Table } from './table';

interface Count {
  id: number;
  anzahl: number;
}

const schema: TableSchema<Count> = { name: 'zaehlung', columns: { id: 'int', anzahl: 'int' }, primaryKey: ['id'] };

describe('ReadCache', () => {
  it('computes once while the tables it read are not written', () => {
    const counts = new Table(schema, [{ id: 1, anzahl: 3 }]);
    const cache = new ReadCache<number>();
    let computed = 0;
    const total = () =>
      cache.rows('', [counts], () => {
        computed += 1;
        return [counts.all().reduce((sum, row) => sum + row.anzahl, 0)];
      });
    expect(total()).toEqual([3]);
    expect(total()).toEqual([3]);
    expect(computed).toBe(1);
  });

  it('computes again after an insert, an update or a delete, and not after a write that changed nothing', () => {
    const counts = new Table(schema, [{ id: 1, anzahl: 3 }]);
    const cache = new ReadCache<number>();
    const total = () => cache.rows('', [counts], () => [counts.all().reduce((sum, row) => sum + row.anzahl, 0)]);
    expect(total()).toEqual([3]);
    counts.insert([{ id: 2, anzahl: 4 }]);
    expect(total()).toEqual([7]);
    counts.update(counts.eqFilters({ id: 1 }), { anzahl: 10 });
    expect(total()).toEqual([14]);
    counts.delete(counts.eqFilters({ id: 2 }));
    expect(total()).toEqual([10]);
    const version = counts.version;
    counts.update(counts.eqFilters({ id: 99 }), { anzahl: 1 });
    expect(counts.version).toBe(version);
  });

  it('keeps a result per key and never hands out the kept array itself', () => {
    const counts = new Table(schema, [{ id: 1, anzahl: 3 }]);
    const cache = new ReadCache<number>();
    const first = cache.rows('a', [counts], () => [1, 2]);
    first.push(99);
    expect(cache.rows('a', [counts], () => [0])).toEqual([1, 2]);
    expect(cache.rows('b', [counts], () => [5])).toEqual([5]);
  });

  it('computes again for other table objects (a restored or reset store)', () => {
    const cache = new ReadCache<number>();
    expect(cache.rows('', [new Table(schema, [])], () => [1])).toEqual([1]);
    expect(cache.rows('', [new Table(schema, [])], () => [2])).toEqual([2]);
  });
});

describe('the cached list procedures follow writes', () => {
  setupMockServer();
  type Row = Record<string, unknown>;
  const list = async (name: string, body: unknown = {}) => (await (await rpc(name, body)).json()) as Row[];

  it('a_get_invoices: a changed position changes the invoice total', async () => {
    const [position] = mockDb()
      .position.all()
      .filter((p) => p.rechnung_id !== null);
    if (!position) throw new Error('the seed has no invoice position');
    const before = (await list('a_get_invoices')).find((r) => r.id === position.rechnung_id)?.netto;
    mockDb().position.update(mockDb().position.eqFilters({ id: position.id }), { anzahl: position.anzahl + 1 });
    const after = (await list('a_get_invoices')).find((r) => r.id === position.rechnung_id)?.netto;
    expect(Number(after)).toBeCloseTo(Number(before) + position.ep, 2);
  });

  it('a_get_kaefer_overview: a deleted picture lowers the record’s picture count', async () => {
    const [picture] = mockDb().bilder.all();
    if (!picture) throw new Error('the seed has no picture');
    const count = async () =>
      (await list('a_get_kaefer_overview', { bundesland: null, kaeferart: null })).find(
        (k) => k.id === picture.kaefer_id,
      )?.bilder_anzahl;
    const before = Number(await count());
    mockDb().bilder.delete(mockDb().bilder.eqFilters({ kaefer_id: picture.kaefer_id, filename: picture.filename }));
    expect(await count()).toBe(before - 1);
  });

  it('a_get_map_list_from_db: a renamed client shows in the list', async () => {
    const [map] = mockDb()
      .karte.all()
      .filter((k) => k.client_id !== null);
    if (!map) throw new Error('the seed has no map of a client');
    await list('a_get_map_list_from_db');
    mockDb().kunde.update(mockDb().kunde.eqFilters({ client_id: map.client_id }), { name: 'Forstbetrieb Neuname' });
    const row = (await list('a_get_map_list_from_db')).find((k) => k.id === map.id);
    expect(row?.client_name).toBe('Forstbetrieb Neuname');
  });
});
