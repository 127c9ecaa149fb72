import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements, type BoardItem } from './boardAnnouncements';
import type { BoardItems } from './moveItem';

const columns = [
  { id: 'todo', title: 'Todo' },
  { id: 'done', title: 'Done' },
];
const board: BoardItems<BoardItem> = {
  todo: [
    { id: 't1', label: 'Empty the traps' },
    { id: 't2', label: 'Order lures' },
  ],
  done: [{ id: 'd1', label: 'Mark spruces' }],
};
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('given a board, boardAnnouncements', () => {
  it('names the item and its place in words on pick-up, drop and cancel', () => {
    const say = boardAnnouncements(
      columns,
      () => board,
      () => board,
    );
    expect(say.onDragStart({ active: active('t2') })).toBe('Picked up Order lures. It is in Todo, position 2 of 2.');
    expect(say.onDragEnd({ active: active('t2'), over: over('d1') })).toBe(
      'Order lures was dropped in Done, position 1 of 2.',
    );
    expect(say.onDragEnd({ active: active('t1'), over: over('done') })).toBe(
      'Empty the traps was dropped in Done, position 2 of 2.',
    );
    expect(say.onDragEnd({ active: active('t1'), over: null })).toBe(
      'Empty the traps was dropped outside the lists and is back in Todo, position 1 of 2.',
    );
    expect(say.onDragCancel({ active: active('t1'), over: null })).toBe(
      'Moving Empty the traps was cancelled. It is back in Todo, position 1 of 2.',
    );
  });

  it('after the pick-up, stays silent over the same place and speaks when the place changes', () => {
    const say = boardAnnouncements(
      columns,
      () => board,
      () => board,
    );
    say.onDragStart({ active: active('t1') });
    expect(say.onDragOver({ active: active('t1'), over: over('t1') })).toBeUndefined();
    expect(say.onDragOver({ active: active('t1'), over: over('t2') })).toBe(
      'Empty the traps is over Todo, position 2 of 2.',
    );
    expect(say.onDragOver({ active: active('t1'), over: over('t2') })).toBeUndefined();
    expect(say.onDragOver({ active: active('t1'), over: null })).toBe('Empty the traps is not over a list.');
  });
});
