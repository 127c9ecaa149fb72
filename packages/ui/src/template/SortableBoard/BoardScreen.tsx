import { useState } from 'react';
import { Page } from '../../primitives/Page';
import type { BoardColumn, BoardItem } from './boardAnnouncements';
import type { BoardItems } from './moveItem';
import { SortableBoard } from './SortableBoard';

export interface BoardScreenProps {
  title: string;
  /** How to move an item, in a sentence. */
  subtitle: string;
  columns: readonly BoardColumn[];
  /** The lists' items at first. */
  initialItems: BoardItems<BoardItem>;
  /** The lists after every move. */
  onChange?: (items: BoardItems<BoardItem>) => void;
  minColumnWidth?: string;
}

/** A page holding one board and its state: the frame of the dnd-list and drag-kanban demos. */
export function BoardScreen({ title, subtitle, columns, initialItems, onChange, minColumnWidth }: BoardScreenProps) {
  const [items, setItems] = useState(initialItems);
  return (
    <Page title={title} subtitle={subtitle}>
      <SortableBoard
        columns={columns}
        items={items}
        minColumnWidth={minColumnWidth}
        onChange={(next) => {
          setItems(next);
          onChange?.(next);
        }}
      />
    </Page>
  );
}
