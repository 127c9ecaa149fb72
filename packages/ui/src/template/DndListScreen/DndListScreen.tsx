import { BoardScreen, type BoardColumn, type BoardItem, type BoardItems } from '../SortableBoard';

const LISTS: readonly BoardColumn[] = [
  { id: 'list1', title: 'List 1' },
  { id: 'list2', title: 'List 2' },
];

export const DND_LIST_ITEMS: BoardItems<BoardItem> = {
  list1: [
    { id: 'article-1', label: 'Bark beetle traps in spring' },
    { id: 'article-2', label: 'Counting spruce bark beetles' },
    { id: 'article-3', label: 'Pheromone lures compared' },
    { id: 'article-4', label: 'Storm damage and beetle risk' },
  ],
  list2: [
    { id: 'article-5', label: 'Oak processionary moth' },
    { id: 'article-6', label: 'Mapping infested stands' },
    { id: 'article-7', label: 'Reading a trap report' },
  ],
};

export interface DndListScreenProps {
  /** The lists' items at first; default a few articles. */
  initialItems?: BoardItems<BoardItem>;
  /** The lists after every move. */
  onChange?: (items: BoardItems<BoardItem>) => void;
}

/** The template's dnd-list: two lists whose items move within and between them, by pointer and keyboard. */
export function DndListScreen({ initialItems = DND_LIST_ITEMS, onChange }: DndListScreenProps) {
  return (
    <BoardScreen
      title="Drag List"
      subtitle="Drag an item by its handle, or focus the handle, press Space, move it with the arrow keys and press Space again."
      columns={LISTS}
      initialItems={initialItems}
      onChange={onChange}
      minColumnWidth="16rem"
    />
  );
}
