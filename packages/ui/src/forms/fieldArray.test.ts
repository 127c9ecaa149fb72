import { describe, expect, it } from 'vitest';
import { appendRow, insertRow, keyRows, moveRow, removeRow, syncRows, updateRow } from './fieldArray';

const start = keyRows(['a', 'b', 'c']);

describe('row arrays', () => {
  it('keys the rows 1..n', () => {
    expect(start).toEqual({ rows: ['a', 'b', 'c'], keys: [1, 2, 3], nextKey: 4 });
  });

  it.each([
    { case: 'append', result: appendRow(start, 'd'), rows: ['a', 'b', 'c', 'd'], keys: [1, 2, 3, 4], nextKey: 5 },
    {
      case: 'insert at 0',
      result: insertRow(start, 0, 'x'),
      rows: ['x', 'a', 'b', 'c'],
      keys: [4, 1, 2, 3],
      nextKey: 5,
    },
    {
      case: 'insert in the middle',
      result: insertRow(start, 2, 'x'),
      rows: ['a', 'b', 'x', 'c'],
      keys: [1, 2, 4, 3],
      nextKey: 5,
    },
    {
      case: 'insert past the end',
      result: insertRow(start, 9, 'x'),
      rows: ['a', 'b', 'c', 'x'],
      keys: [1, 2, 3, 4],
      nextKey: 5,
    },
    { case: 'remove the middle', result: removeRow(start, 1), rows: ['a', 'c'], keys: [1, 3], nextKey: 4 },
    { case: 'remove out of range', result: removeRow(start, 3), rows: ['a', 'b', 'c'], keys: [1, 2, 3], nextKey: 4 },
    { case: 'move down', result: moveRow(start, 0, 2), rows: ['b', 'c', 'a'], keys: [2, 3, 1], nextKey: 4 },
    { case: 'move up', result: moveRow(start, 2, 0), rows: ['c', 'a', 'b'], keys: [3, 1, 2], nextKey: 4 },
    { case: 'move out of range', result: moveRow(start, 0, 3), rows: ['a', 'b', 'c'], keys: [1, 2, 3], nextKey: 4 },
    {
      case: 'update keeps the key',
      result: updateRow(start, 1, (row) => row.toUpperCase()),
      rows: ['a', 'B', 'c'],
      keys: [1, 2, 3],
      nextKey: 4,
    },
  ])('$case', ({ result, rows, keys, nextKey }) => {
    expect(result).toEqual({ rows, keys, nextKey });
  });

  it('a key removed is never given again', () => {
    const removed = removeRow(appendRow(start, 'd'), 3);
    expect(appendRow(removed, 'e').keys).toEqual([1, 2, 3, 5]);
  });

  it('keeps keys for the same array and gives new ones to rows from outside', () => {
    expect(syncRows(start, start.rows)).toBe(start);
    expect(syncRows(start, ['z'])).toEqual({ rows: ['z'], keys: [4], nextKey: 5 });
  });
});
