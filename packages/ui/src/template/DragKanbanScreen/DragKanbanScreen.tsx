import { BoardScreen, type BoardColumn, type BoardItem, type BoardItems } from '../SortableBoard';

const COLUMNS: readonly BoardColumn[] = [
  { id: 'todo', title: 'Todo' },
  { id: 'working', title: 'Working' },
  { id: 'done', title: 'Done' },
];

export const KANBAN_ITEMS: BoardItems<BoardItem> = {
  todo: [
    { id: 'task-1', label: 'Empty the traps in stand 12' },
    { id: 'task-2', label: 'Order new pheromone lures' },
    { id: 'task-3', label: 'Plan the autumn survey' },
  ],
  working: [
    { id: 'task-4', label: 'Map the storm damage' },
    { id: 'task-5', label: 'Enter the trap counts' },
  ],
  done: [{ id: 'task-6', label: 'Mark the infested spruces' }],
};

export interface DragKanbanScreenProps {
  /** The columns' tasks at first; default a few forest tasks. */
  initialItems?: BoardItems<BoardItem>;
  /** The columns after every move. */
  onChange?: (items: BoardItems<BoardItem>) => void;
}

/** The template's drag-kanban: Todo, Working and Done, tasks moved by pointer and keyboard. */
export function DragKanbanScreen({ initialItems = KANBAN_ITEMS, onChange }: DragKanbanScreenProps) {
  return (
    <BoardScreen
      title="Drag Kanban"
      subtitle="Move a task by its handle; by keyboard: Space, the arrow keys (left and right change the column), Space."
      columns={COLUMNS}
      initialItems={initialItems}
      onChange={onChange}
      minColumnWidth="13rem"
    />
  );
}
