import { describe, expect, it } from 'vitest';
import { reorderValues } from './DragSelect';

describe('reorderValues', () => {
  it.each([
    [['a', 'b', 'c', 'd'], 'a', 'c', ['b', 'c', 'a', 'd']],
    [['a', 'b', 'c', 'd'], 'd', 'a', ['d', 'a', 'b', 'c']],
    [['a', 'b', 'c'], 'b', 'c', ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'b', 'b', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'x', 'a', ['a', 'b', 'c']],
  ])('%j: %s onto %s gives %j', (values, moved, target, expected) => {
    expect(reorderValues(values, moved, target)).toEqual(expected);
  });
});
