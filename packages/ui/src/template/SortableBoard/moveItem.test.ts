import { describe, expect, it } from 'vitest';
import { listOf, moveItem, positionOf, type BoardItems } from './moveItem';

const item = (id: string) => ({ id });
const board: BoardItems<{ id: string }> = {
  a: ['a1', 'a2', 'a3'].map(item),
  b: ['b1', 'b2'].map(item),
  c: [],
};
const ids = (b: BoardItems<{ id: string }>) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v.map((i) => i.id)]));

describe('moveItem', () => {
  it.each([
    ['down within a list', 'a1', 'a3', { a: ['a2', 'a3', 'a1'], b: ['b1', 'b2'], c: [] }],
    ['up within a list', 'a3', 'a1', { a: ['a3', 'a1', 'a2'], b: ['b1', 'b2'], c: [] }],
    ['one step down', 'a1', 'a2', { a: ['a2', 'a1', 'a3'], b: ['b1', 'b2'], c: [] }],
    ['onto its own list: to the end', 'a1', 'a', { a: ['a2', 'a3', 'a1'], b: ['b1', 'b2'], c: [] }],
    ['into another list before an item', 'a2', 'b2', { a: ['a1', 'a3'], b: ['b1', 'a2', 'b2'], c: [] }],
    ['into another list at its top', 'b2', 'a1', { a: ['b2', 'a1', 'a2', 'a3'], b: ['b1'], c: [] }],
    ['into an empty list', 'a1', 'c', { a: ['a2', 'a3'], b: ['b1', 'b2'], c: ['a1'] }],
    ['onto another list: to its end', 'b1', 'a', { a: ['a1', 'a2', 'a3', 'b1'], b: ['b2'], c: [] }],
  ])('%s', (_, active, over, expected) => {
    expect(ids(moveItem(board, active, over))).toEqual(expected);
  });

  it.each([
    ['onto itself', 'a1', 'a1'],
    ['the last item onto its own list', 'a3', 'a'],
    ['an unknown item', 'x', 'a1'],
    ['onto an unknown place', 'a1', 'x'],
  ])('returns the same board when moving %s', (_, active, over) => {
    expect(moveItem(board, active, over)).toBe(board);
  });

  it('leaves the board it was given unchanged', () => {
    moveItem(board, 'a1', 'b1');
    expect(ids(board)).toEqual({ a: ['a1', 'a2', 'a3'], b: ['b1', 'b2'], c: [] });
  });
});

describe('listOf and positionOf', () => {
  it('find the list of an item and of a list, and the index of an item', () => {
    expect(listOf(board, 'b2')).toBe('b');
    expect(listOf(board, 'c')).toBe('c');
    expect(listOf(board, 'x')).toBeUndefined();
    expect(positionOf(board, 'a3')).toEqual({ list: 'a', index: 2 });
    expect(positionOf(board, 'a')).toBeUndefined();
  });
});
