import { describe, expect, it } from 'vitest';
import { createRng } from '@waldmonitor/dataservice/seed/prng';
import { sortRows, type OrderTerm } from './query';
import type { TableSchema } from './schema';
import { Table } from './table';

// A type alias, not an interface: the store's rows are string-indexed records.
type Row = {
  id: number;
  name: string | null;
  group: number;
};

const rng = createRng(7);
const NAMES = ['Ähren', 'Ahorn', 'Buche', 'Zeder', 'eiche', null];
const rows: Row[] = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  name: rng.pick(NAMES),
  group: rng.int(1, 5),
}));

const schema: TableSchema<Row> = {
  name: 'probe',
  columns: { id: 'int', name: 'text', group: 'int' },
  primaryKey: ['id'],
};

describe('sortRows with a sorted prefix (one page of a large list)', () => {
  const orders: OrderTerm[][] = [
    [{ column: 'name', descending: false, nullsFirst: false }],
    [
      { column: 'group', descending: true, nullsFirst: false },
      { column: 'name', descending: false, nullsFirst: true },
    ],
  ];

  it.each([0, 1, 25, 75, 249])('the first %i rows are those of the full, stable sort', (prefix) => {
    for (const order of orders) {
      const full = sortRows(rows, order);
      const paged = sortRows(rows, order, prefix);
      expect(paged).toHaveLength(rows.length);
      if (prefix > 0) expect(paged.slice(0, prefix)).toEqual(full.slice(0, prefix));
      expect(new Set(paged.map((row) => row.id)).size).toBe(rows.length);
    }
  });
});

describe('Table reads without copying every row', () => {
  it('finds rows by equality through an index that follows writes', () => {
    const table = new Table(schema, rows);
    const ofGroup = (group: unknown) => table.where({ group }).map((row) => row.id);
    const before = rows.filter((row) => row.group === 3).map((row) => row.id);
    expect(ofGroup(3)).toEqual(before);
    expect(ofGroup('3')).toEqual(before);
    table.update(table.eqFilters({ id: before[0] }), { group: 4 });
    expect(ofGroup(3)).toEqual(before.slice(1));
    table.insert([{ id: 5000, name: 'Linde', group: 3 }]);
    expect(ofGroup(3)).toEqual([...before.slice(1), 5000]);
    table.delete(table.eqFilters({ id: 5000 }));
    expect(ofGroup(3)).toEqual(before.slice(1));
    expect(table.where({ name: null })).toEqual([]);
  });

  it('hands out frozen rows, so no read changes the store', () => {
    const table = new Table(schema, rows);
    const first = table.all()[0] as Row;
    expect(() => {
      first.name = 'geändert';
    }).toThrow(TypeError);
    expect(table.where({ id: 1 })[0]?.name).toBe(rows[0]?.name);
  });
});
