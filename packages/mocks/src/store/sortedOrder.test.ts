import { describe, expect, it } from 'vitest';
import { createRng } from '@waldmonitor/dataservice/seed/prng';
import { matches, parseQuery, sortRows, type OrderTerm } from './query';
import type { TableSchema } from './schema';
import { sortAllRows } from './sortedOrder';
import { Table } from './table';

// A type alias, not an interface: the store's rows are string-indexed records.
type Row = {
  id: number;
  name: string | null;
  group: number;
  active: boolean | null;
};

const rng = createRng(11);
const NAMES = ['Ähren', 'Ahorn', 'ahorn', 'Buche', 'Zeder', 'eiche', 'Eiche', 'Öl', 'Oel', '', null];
const rows: Row[] = Array.from({ length: 3000 }, (_, index) => ({
  id: index + 1,
  name: rng.pick(NAMES),
  group: rng.int(1, 5),
  active: rng.pick([true, false, null]),
}));

const schema: TableSchema<Row> = {
  name: 'probe',
  columns: { id: 'int', name: 'text', group: 'int', active: 'bool' },
  primaryKey: ['id'],
};

/** An order as PostgREST's `order=` spells it. */
const order = (text: string): OrderTerm[] =>
  parseQuery(schema as TableSchema, new URLSearchParams({ order: text })).order;
const ORDERS = [
  'name.asc.nullslast,id.asc',
  'name.desc,id.desc',
  'name.asc.nullsfirst',
  'group.desc,name.asc,id.asc',
  'active.asc,group.asc',
  'active.desc.nullslast,name.desc.nullsfirst,id.asc',
];

describe('sortAllRows (texts compared by their rank)', () => {
  it.each(ORDERS)('orders the rows as the stable sort with the collator does: %s', (text) => {
    expect(sortAllRows(rows, order(text))).toEqual(sortRows([...rows], order(text)));
  });

  it('puts Ä beside A and breaks the collator’s ties by code point, as compare does', () => {
    const names = ['Zeder', 'ahorn', 'Ähren', 'Ahorn', 'Oel', 'Öl'].map((name, i) => ({ id: i + 1, name }));
    expect(sortAllRows(names, order('name.asc')).map((row) => row.name)).toEqual([
      'ahorn',
      'Ahorn',
      'Ähren',
      'Oel',
      'Öl',
      'Zeder',
    ]);
  });

  it('falls back to the comparisons for a column of mixed types, with the same result', () => {
    const mixed = [
      { id: 1, value: 10 },
      { id: 2, value: '9a' },
      { id: 3, value: 9 },
      { id: 4, value: null },
      { id: 5, value: 'b' },
    ];
    const terms: OrderTerm[] = [{ column: 'value', descending: false, nullsFirst: false }];
    expect(sortAllRows(mixed, terms)).toEqual(sortRows([...mixed], terms));
  });
});

describe('Table.keepOrder (a list’s default order kept between writes)', () => {
  const page = (table: Table<Row>, filters: string, text: string, prefix: number) => {
    const query = parseQuery(schema as TableSchema, new URLSearchParams(`${filters}&order=${text}`));
    return table.matching(query, prefix).slice(0, prefix);
  };
  const QUERIES = ['', 'group=eq.3', 'name=eq.Eiche', 'or=(name.ilike.*ahorn*,group.gt.4)', 'active=is.null'];

  it.each(QUERIES)('answers the same pages with the order kept as without: filter "%s"', (filters) => {
    const plain = new Table(schema, rows);
    const kept = new Table(schema, rows);
    for (const text of ORDERS) {
      kept.keepOrder(order(text));
      for (const prefix of [1, 25, 300, 3000]) {
        expect(page(kept, filters, text, prefix)).toEqual(page(plain, filters, text, prefix));
      }
    }
  });

  it('sorts again after an insert, an update and a delete', () => {
    const table = new Table(schema, rows);
    const text = 'name.asc.nullslast,id.asc';
    const sortedNow = () => sortRows([...table.all()], order(text));
    table.keepOrder(order(text));
    expect(page(table, '', text, 3000)).toEqual(sortedNow());
    table.insert([{ id: 5001, name: 'Aal', group: 1, active: true }]);
    expect(page(table, 'name=like.A*', text, 1)).toEqual([{ id: 5001, name: 'Aal', group: 1, active: true }]);
    expect(page(table, '', text, 3001)).toEqual(sortedNow());
    table.update(table.eqFilters({ id: 5001 }), { name: 'Zwetschge' });
    expect(page(table, 'name=like.A*', text, 1)).not.toEqual([{ id: 5001, name: 'Aal', group: 1, active: true }]);
    expect(page(table, 'name=gte.Zeder', text, 3001).at(-1)).toEqual({
      id: 5001,
      name: 'Zwetschge',
      group: 1,
      active: true,
    });
    expect(page(table, '', text, 3001)).toEqual(sortedNow());
    table.delete(table.eqFilters({ id: 5001 }));
    expect(page(table, 'name=eq.Zwetschge', text, 5)).toEqual([]);
    expect(page(table, '', text, 3000)).toEqual(sortedNow());
  });

  it('finds `eq` matches through the column’s index exactly as a scan does, a number asked as text too', () => {
    const table = new Table(schema, rows);
    const scan = (filters: string) => {
      const query = parseQuery(schema as TableSchema, new URLSearchParams(filters));
      return rows.filter((row) => matches(row, query.filters));
    };
    for (const filters of [
      'group=eq.2',
      'group=eq.02',
      'name=eq.ahorn',
      'name=eq.Ahorn&group=eq.1',
      'name=eq.',
      'active=eq.true',
    ]) {
      const query = parseQuery(schema as TableSchema, new URLSearchParams(filters));
      expect(table.matching(query)).toEqual(scan(filters));
    }
    expect(table.matching(parseQuery(schema as TableSchema, new URLSearchParams('name=eq.ahorn')))).not.toEqual([]);
  });
});
