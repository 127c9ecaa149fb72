/** Items by the id of the list (column) they are in, each list in its order. */
export type BoardItems<T extends { id: string }> = Record<string, readonly T[]>;

const itemsOf = <T extends { id: string }>(board: BoardItems<T>, list: string): readonly T[] => board[list] ?? [];

/** The list an id belongs to: the list itself, or the list holding the item. */
export function listOf<T extends { id: string }>(board: BoardItems<T>, id: string): string | undefined {
  if (id in board) return id;
  return Object.keys(board).find((list) => itemsOf(board, list).some((item) => item.id === id));
}

/** Where an item is: its list and its index there. */
export function positionOf<T extends { id: string }>(
  board: BoardItems<T>,
  id: string,
): { list: string; index: number } | undefined {
  const list = listOf(board, id);
  if (list === undefined || list === id) return undefined;
  return { list, index: itemsOf(board, list).findIndex((item) => item.id === id) };
}

/** The item with `id`, wherever it is. */
export function itemOf<T extends { id: string }>(board: BoardItems<T>, id: string): T | undefined {
  const at = positionOf(board, id);
  return at ? itemsOf(board, at.list)[at.index] : undefined;
}

/**
 * Moves item `activeId` to where `overId` is: the place of that item (in its list, the
 * items between shifting up or down), or the end of that list when `overId` is a list.
 * Returns the same board when nothing moves, so a drag-over does not re-render for nothing.
 */
export function moveItem<T extends { id: string }>(
  board: BoardItems<T>,
  activeId: string,
  overId: string,
): BoardItems<T> {
  const from = positionOf(board, activeId);
  const item = itemOf(board, activeId);
  const toList = listOf(board, overId);
  if (!from || !item || toList === undefined || activeId === overId) return board;
  const target = itemsOf(board, toList);
  const overIndex = toList === overId ? -1 : target.findIndex((i) => i.id === overId);
  if (toList === from.list) {
    const to = overIndex === -1 ? target.length - 1 : overIndex;
    if (to === from.index) return board;
    const list = target.filter((i) => i.id !== activeId);
    list.splice(to, 0, item);
    return { ...board, [toList]: list };
  }
  const to = overIndex === -1 ? target.length : overIndex;
  return {
    ...board,
    [from.list]: itemsOf(board, from.list).filter((i) => i.id !== activeId),
    [toList]: [...target.slice(0, to), item, ...target.slice(to)],
  };
}
