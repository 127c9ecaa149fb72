import { describe, expect, it } from 'vitest';
import { pageCountOf, pageList } from './pageList';

describe('pageList', () => {
  it.each([
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 12, [1, 2, 3, 4, 5, 'end-ellipsis', 12]],
    [3, 12, [1, 2, 3, 4, 5, 'end-ellipsis', 12]],
    [4, 12, [1, 2, 3, 4, 5, 'end-ellipsis', 12]],
    [5, 12, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 12]],
    [6, 12, [1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 12]],
    [9, 12, [1, 'start-ellipsis', 8, 9, 10, 11, 12]],
    [12, 12, [1, 'start-ellipsis', 8, 9, 10, 11, 12]],
    [4, 8, [1, 2, 3, 4, 5, 'end-ellipsis', 8]],
    [5, 8, [1, 'start-ellipsis', 4, 5, 6, 7, 8]],
    [250, 500, [1, 'start-ellipsis', 249, 250, 251, 'end-ellipsis', 500]],
  ] as const)('page %i of %i gives %j', (current, count, expected) => {
    expect(pageList(current, count)).toEqual(expected);
  });

  it('with two siblings shows nine slots', () => {
    expect(pageList(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
    expect(pageList(1, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageList(0, 12)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 12]);
    expect(pageList(99, 12)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12]);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [234, 20, 12],
  ])('%i entries at %i per page are %i pages', (total, size, expected) => {
    expect(pageCountOf(total, size)).toBe(expected);
  });
});
