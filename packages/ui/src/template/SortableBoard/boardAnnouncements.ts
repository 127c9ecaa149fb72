import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { itemOf, moveItem, positionOf, type BoardItems } from './moveItem';

export interface BoardColumn {
  id: string;
  title: string;
}

export interface BoardItem {
  id: string;
  label: string;
}

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up an item, press Space or Enter. Move it with the arrow keys: up and down within a list, ' +
    'left and right to the next list. Press Space or Enter again to drop it, or Escape to cancel.',
};

/** "Working, position 2 of 3": where an item is, in words. */
export function placeText(board: BoardItems<BoardItem>, columns: readonly BoardColumn[], id: string): string {
  const at = positionOf(board, id);
  if (!at) return '';
  const title = columns.find((column) => column.id === at.list)?.title ?? at.list;
  return `${title}, position ${at.index + 1} of ${board[at.list]?.length ?? 0}`;
}

/**
 * The sentences a screen reader hears while an item moves, in the words the screen
 * shows (list titles and positions) instead of dnd-kit's ids. `current` reads the board
 * as it is now (it changes during a drag); `before` as it was when the drag started.
 */
export function boardAnnouncements(
  columns: readonly BoardColumn[],
  current: () => BoardItems<BoardItem>,
  before: () => BoardItems<BoardItem>,
): Announcements {
  const label = (id: string | number) => itemOf(current(), String(id))?.label ?? String(id);
  // Where the item lands if dropped now: the board after the move it is over.
  const landing = (activeId: string | number, overId: string | number) => {
    const moved = moveItem(current(), String(activeId), String(overId));
    return placeText(moved, columns, String(activeId));
  };
  // The place last told, so a drag-over that does not change it (the item over itself
  // right after the pick-up) does not talk over "Picked up …".
  let toldPlace = '';
  return {
    onDragStart: ({ active }) => {
      toldPlace = placeText(current(), columns, String(active.id));
      return `Picked up ${label(active.id)}. It is in ${toldPlace}.`;
    },
    onDragOver: ({ active, over }) => {
      const place = over ? landing(active.id, over.id) : '';
      if (place === toldPlace) return undefined;
      toldPlace = place;
      return over ? `${label(active.id)} is over ${place}.` : `${label(active.id)} is not over a list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${label(active.id)} was dropped in ${landing(active.id, over.id)}.`
        : `${label(active.id)} was dropped outside the lists and is back in ${placeText(before(), columns, String(active.id))}.`,
    onDragCancel: ({ active }) =>
      `Moving ${label(active.id)} was cancelled. It is back in ${placeText(before(), columns, String(active.id))}.`,
  };
}
