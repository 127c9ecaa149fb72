// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryResult } from './resultQuery';
import type { AnyRow } from './schema';

const ask = (rows: readonly AnyRow[], query: string) =>
  queryResult('probe', rows, new URL(`http://daten.test/rpc/probe?${query}`), new Request('http://daten.test/'))
    .body as AnyRow[];

describe('queryResult types a procedure’s columns by their first value that is not null', () => {
  // Numbers compared as text would put 10 before 9.
  const rows: AnyRow[] = [
    { id: 1, anzahl: null, name: 'Eiche' },
    { id: 2, anzahl: null, name: null },
    { id: 3, anzahl: 10, name: 'Buche' },
    { id: 4, anzahl: 9, name: 'Ahorn' },
  ];

  it('reads on past leading nulls until the column has a type', () => {
    expect(ask(rows, 'anzahl=gt.9').map((row) => row.id)).toEqual([3]);
    expect(ask(rows, 'order=anzahl.desc.nullslast').map((row) => row.id)).toEqual([3, 4, 1, 2]);
  });

  it('takes a column that is null in every row as text', () => {
    const empty = rows.map((row) => ({ ...row, bemerkung: null }));
    expect(ask(empty, 'bemerkung=eq.x')).toEqual([]);
    expect(ask(empty, 'bemerkung=is.null&anzahl=lt.10').map((row) => row.id)).toEqual([4]);
  });

  it('stops reading rows once every column is typed, and still filters every row', () => {
    const many: AnyRow[] = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, anzahl: index }));
    let read = 0;
    const counted = many.map(
      (row) =>
        new Proxy(row, {
          ownKeys: (target) => {
            read += 1;
            return Reflect.ownKeys(target);
          },
        }),
    );
    expect(ask(counted, 'anzahl=gte.998').map((row) => row.id)).toEqual([999, 1000]);
    expect(read).toBe(1);
  });
});
