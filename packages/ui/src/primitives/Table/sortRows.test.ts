import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sortRows';
import type { Column } from './types';

interface Row {
  id: number;
  name: string | null;
  count?: number | null;
  date?: Date | null;
  active?: boolean;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortable: (r) => r.name },
  { key: 'count', header: 'Anzahl', cell: (r) => r.count, sortable: (r) => r.count },
  { key: 'date', header: 'Datum', cell: (r) => r.date?.toISOString(), sortable: (r) => r.date },
  { key: 'active', header: 'Aktiv', cell: (r) => String(r.active), sortable: (r) => r.active },
  { key: 'plain', header: 'Ohne Sortierung', cell: (r) => r.id },
];

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('sortRows', () => {
  const names: Row[] = [
    { id: 1, name: 'Zimmermann' },
    { id: 2, name: 'Ärger' },
    { id: 3, name: 'Apfel' },
    { id: 4, name: null },
    { id: 5, name: 'Ast' },
    { id: 6, name: 'Öl' },
    { id: 7, name: 'Ofen' },
    { id: 8, name: '' },
    { id: 9, name: 'äußerst' },
    { id: 10, name: 'Straße' },
    { id: 11, name: 'Strasse' },
  ];

  it('sorts German strings with umlauts beside their base letter, empty last', () => {
    expect(sortRows(names, columns, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Apfel',
      'Ärger',
      'Ast',
      'äußerst',
      'Ofen',
      'Öl',
      'Strasse',
      'Straße',
      'Zimmermann',
      null,
      '',
    ]);
  });

  it('descending reverses the values but keeps empty values last', () => {
    expect(sortRows(names, columns, { key: 'name', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Zimmermann',
      'Straße',
      'Strasse',
      'Öl',
      'Ofen',
      'äußerst',
      'Ast',
      'Ärger',
      'Apfel',
      null,
      '',
    ]);
  });

  it('compares numbers as numbers and numbered text naturally', () => {
    const rows: Row[] = [
      { id: 1, name: 'Zeile 10', count: 10 },
      { id: 2, name: 'Zeile 2', count: 2 },
      { id: 3, name: 'Zeile 1', count: -1.5 },
      { id: 4, name: 'Zeile 100', count: null },
      { id: 5, name: 'Zeile 20', count: Number.NaN },
      { id: 6, name: 'Zeile 3', count: 0 },
    ];
    expect(ids(sortRows(rows, columns, { key: 'count', direction: 'asc' }))).toEqual([3, 6, 2, 1, 4, 5]);
    expect(ids(sortRows(rows, columns, { key: 'count', direction: 'desc' }))).toEqual([1, 2, 6, 3, 4, 5]);
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'asc' }))).toEqual([3, 2, 6, 1, 5, 4]);
  });

  it('is stable: equal values keep their given order in both directions', () => {
    const rows: Row[] = [
      { id: 1, name: 'b', count: 1 },
      { id: 2, name: 'a', count: 2 },
      { id: 3, name: 'c', count: 1 },
      { id: 4, name: 'd', count: 2 },
      { id: 5, name: 'e', count: 1 },
    ];
    expect(ids(sortRows(rows, columns, { key: 'count', direction: 'asc' }))).toEqual([1, 3, 5, 2, 4]);
    expect(ids(sortRows(rows, columns, { key: 'count', direction: 'desc' }))).toEqual([2, 4, 1, 3, 5]);
  });

  it('sorts dates by time and booleans false before true', () => {
    const rows: Row[] = [
      { id: 1, name: 'x', date: new Date('2024-03-01'), active: true },
      { id: 2, name: 'x', date: null, active: false },
      { id: 3, name: 'x', date: new Date('2023-12-24'), active: true },
      { id: 4, name: 'x', date: new Date('2024-01-15'), active: false },
    ];
    expect(ids(sortRows(rows, columns, { key: 'date', direction: 'asc' }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortRows(rows, columns, { key: 'date', direction: 'desc' }))).toEqual([1, 4, 3, 2]);
    expect(ids(sortRows(rows, columns, { key: 'active', direction: 'asc' }))).toEqual([2, 4, 1, 3]);
  });

  it('keeps the given order without a sort, for an unknown key and for a column that is not sortable', () => {
    expect(ids(sortRows(names, columns, null))).toEqual(ids(names));
    expect(ids(sortRows(names, columns, { key: 'gibt-es-nicht', direction: 'asc' }))).toEqual(ids(names));
    expect(ids(sortRows(names, columns, { key: 'plain', direction: 'desc' }))).toEqual(ids(names));
  });

  it('returns a new array and leaves the input alone', () => {
    const before = ids(names);
    const sorted = sortRows(names, columns, { key: 'name', direction: 'asc' });
    expect(sorted).not.toBe(names);
    expect(ids(names)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('cycles ascending → descending → unsorted on one column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull();
  });

  it('starts another column ascending', () => {
    expect(nextSort({ key: 'name', direction: 'desc' }, 'count')).toEqual({ key: 'count', direction: 'asc' });
  });
});
