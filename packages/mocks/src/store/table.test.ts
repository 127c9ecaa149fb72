import { describe, expect, it } from 'vitest';
import { PostgrestError } from './errors';
import { parseQuery } from './query';
import type { TableSchema } from './schema';
import { Table } from './table';

interface Point {
  karte_id: number;
  nr: number;
  mapx: number;
  label: string | null;
  enable: boolean;
}

const schema: TableSchema<Point> = {
  name: 'mappoint',
  columns: { karte_id: 'int', nr: 'int', mapx: 'numeric', label: 'text', enable: 'bool' },
  primaryKey: ['karte_id', 'nr'],
};

const rows: Point[] = [
  { karte_id: 1, nr: 2, mapx: 10.5, label: 'Buche', enable: true },
  { karte_id: 1, nr: 1, mapx: 30, label: null, enable: false },
  { karte_id: 2, nr: 1, mapx: 20, label: 'Äsche', enable: true },
  { karte_id: 2, nr: 2, mapx: 20, label: 'Ahorn', enable: true },
];

const q = (search: string) => parseQuery(schema as TableSchema, new URLSearchParams(search));
const fresh = () => new Table(schema, rows);

function caught(action: () => unknown): PostgrestError {
  try {
    action();
  } catch (error) {
    if (error instanceof PostgrestError) return error;
    throw error;
  }
  throw new Error('expected a PostgrestError');
}

describe('Table.select', () => {
  it.each([
    ['karte_id=eq.1', [2, 1]],
    ['karte_id=eq.1&order=nr.asc', [1, 2]],
    ['karte_id=in.(2)&order=nr.desc', [2, 1]],
    ['mapx=gte.20&mapx=lte.20&order=karte_id,nr', [1, 2]],
    ['label=is.null', [1]],
    ['label=not.is.null&karte_id=eq.2&nr=neq.1', [2]],
    ['label=ilike.*CHE', [2, 1]],
    ['enable=eq.false', [1]],
    // PostgREST's logic trees and quoted values (the lists' search).
    ['or=(label.is.null,label.eq.Ahorn)&order=karte_id,nr', [1, 2]],
    ['and=(or(karte_id.eq.2,nr.eq.2),not.or(label.eq.Ahorn,label.is.null))&order=karte_id,nr', [2, 1]],
    ['not.and=(karte_id.eq.1,enable.is.true)&order=karte_id,nr', [1, 1, 2]],
    ['label=in.("Buche","a,b")', [2]],
    ['or=(label.ilike."*SCH*",mapx.gt.25)&order=nr', [1, 1]],
    ['label=like.B\\_che', []],
    ['label=like.B_che', [2]],
  ])('%s gives the nr values %j', (search, expected) => {
    expect(
      fresh()
        .select(q(search))
        .map((row) => row.nr),
    ).toEqual(expected);
  });

  it('orders by several columns and puts nulls last when ascending', () => {
    const labels = fresh()
      .select(q('order=label.asc'))
      .map((row) => row.label);
    expect(labels).toEqual(['Ahorn', 'Äsche', 'Buche', null]);
    const byMapx = fresh()
      .select(q('order=mapx.desc,nr.desc'))
      .map((row) => [row.mapx, row.nr]);
    expect(byMapx).toEqual([
      [30, 1],
      [20, 2],
      [20, 1],
      [10.5, 2],
    ]);
  });

  it('projects the selected columns and pages with limit and offset', () => {
    expect(fresh().select(q('select=nr,label&order=label&limit=2&offset=1'))).toEqual([
      { nr: 1, label: 'Äsche' },
      { nr: 2, label: 'Buche' },
    ]);
  });
});

describe('parseQuery errors', () => {
  it.each([
    ['foo=eq.1', '42703', 'column mappoint.foo does not exist'],
    ['order=foo.asc', '42703', 'column mappoint.foo does not exist'],
    ['select=nr,foo', '42703', 'column mappoint.foo does not exist'],
    ['nr=equals.1', 'PGRST100', '"failed to parse filter (equals.1)"'],
    ['nr=1', 'PGRST100', '"failed to parse filter (1)"'],
    ['order=nr.up', 'PGRST100', '"failed to parse order (nr.up)"'],
    ['nr=eq.abc', '22P02', 'invalid input syntax for type integer: "abc"'],
    ['nr=in.1,2', 'PGRST100', '"failed to parse filter (in.1,2)"'],
  ])('%s is a 400 with code %s', (search, code, message) => {
    const error = caught(() => q(search));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code, message });
  });
});

describe('Table writes', () => {
  it('coerces text to the column types on insert ("12" is 12)', () => {
    const table = fresh();
    const [created] = table.insert([{ karte_id: '3', nr: '1', mapx: '4.25', enable: 'true' }]);
    expect(created).toEqual({ karte_id: 3, nr: 1, mapx: 4.25, label: null, enable: true });
    expect(table.where({ karte_id: '3' })).toHaveLength(1);
  });

  it('rejects a duplicate primary key with 23505 and leaves the table unchanged', () => {
    const table = fresh();
    const error = caught(() =>
      table.insert([
        { karte_id: 9, nr: 1 },
        { karte_id: 1, nr: 2 },
      ]),
    );
    expect(error.status).toBe(409);
    expect(error.body).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "mappoint_pkey"',
      details: 'Key (karte_id, nr)=(1, 2) already exists.',
      hint: null,
    });
    expect(table.all()).toHaveLength(4);
  });

  it('rejects an unknown body column with PGRST204', () => {
    const error = caught(() => fresh().insert([{ karte_id: 1, nr: 9, colour: 'rot' }]));
    expect(error.body.code).toBe('PGRST204');
    expect(error.status).toBe(400);
  });

  it('updates and deletes the matching rows and returns them', () => {
    const table = fresh();
    expect(table.update(q('karte_id=eq.2').filters, { label: 'Eiche' }).map((row) => row.nr)).toEqual([1, 2]);
    expect(table.where({ label: 'Eiche' })).toHaveLength(2);
    expect(table.delete(q('karte_id=eq.1').filters)).toHaveLength(2);
    expect(table.all().map((row) => row.karte_id)).toEqual([2, 2]);
  });

  it('fills a serial column with the next number', () => {
    const serialSchema: TableSchema<{ id: number; name: string }> = {
      name: 'kunde',
      columns: { id: 'int', name: 'text' },
      primaryKey: ['id'],
      serial: 'id',
    };
    const table = new Table(serialSchema, [{ id: 7, name: 'A' }]);
    expect(table.insert([{ name: 'B' }, { name: 'C' }]).map((row) => row.id)).toEqual([8, 9]);
  });
});
