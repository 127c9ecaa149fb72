import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLayoutEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Icon } from '../../primitives/Icon';
import { color, fontSize, fontWeights, radii, shadows, space } from '../../theme';
import { boardAnnouncements, boardInstructions, type BoardColumn, type BoardItem } from './boardAnnouncements';
import { moveItem, positionOf, type BoardItems } from './moveItem';

export interface SortableBoardProps {
  /** The lists, left to right; each id is a key of `items`. */
  columns: readonly BoardColumn[];
  items: BoardItems<BoardItem>;
  /** The board after a move (during a drag too, so the item shows where it would land). */
  onChange: (items: BoardItems<BoardItem>) => void;
  /** The narrowest a list may get before the lists wrap below each other. */
  minColumnWidth?: string;
}

/**
 * Lists whose items move within and between them, by pointer and by keyboard (Space to
 * pick up, arrow keys, Space to drop, Escape to cancel), every move announced in words.
 * @dnd-kit: well kept, small, with a keyboard sensor and screen-reader announcements
 * built in (the template's vuedraggable/Sortable.js has neither).
 */
export function SortableBoard({ columns, items, onChange, minColumnWidth = '14rem' }: SortableBoardProps) {
  const current = useRef(items);
  useLayoutEffect(() => {
    current.current = items;
  }, [items]);
  const before = useRef(items);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(
    () =>
      boardAnnouncements(
        columns,
        // dnd-kit reads the announcements in its event handlers, never while rendering.
        // eslint-disable-next-line react-hooks/refs
        () => current.current,
        // eslint-disable-next-line react-hooks/refs
        () => before.current,
      ),
    [columns],
  );

  // Into another list while dragging, so the lists make room where the item would land.
  const handleOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const moved = moveItem(current.current, String(active.id), String(over.id));
    if (moved !== current.current && listChanged(current.current, moved, String(active.id))) {
      current.current = moved;
      onChange(moved);
    }
  };

  const handleEnd = ({ active, over }: DragEndEvent) => {
    if (!over) {
      onChange(before.current);
      return;
    }
    const moved = moveItem(current.current, String(active.id), String(over.id));
    if (moved !== current.current) onChange(moved);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: boardInstructions }}
      onDragStart={() => {
        before.current = current.current;
      }}
      onDragOver={handleOver}
      onDragEnd={handleEnd}
      onDragCancel={() => onChange(before.current)}
    >
      <Columns $min={minColumnWidth}>
        {columns.map((column) => (
          <Column key={column.id} column={column} items={items[column.id] ?? []} />
        ))}
      </Columns>
    </DndContext>
  );
}

/** Whether the move takes the item into another list (moves within one wait for the drop). */
function listChanged(board: BoardItems<BoardItem>, moved: BoardItems<BoardItem>, id: string): boolean {
  return positionOf(board, id)?.list !== positionOf(moved, id)?.list;
}

function Column({ column, items }: { column: BoardColumn; items: readonly BoardItem[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const headingId = `board-${column.id}-title`;
  return (
    <ColumnBox aria-labelledby={headingId}>
      <ColumnTitle id={headingId}>
        {column.title} <Count>({items.length})</Count>
      </ColumnTitle>
      <SortableContext id={column.id} items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <List ref={setNodeRef} aria-labelledby={headingId} $isOver={isOver}>
          {items.map((item) => (
            <Card key={item.id} item={item} />
          ))}
        </List>
      </SortableContext>
    </ColumnBox>
  );
}

function Card({ item }: { item: BoardItem }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <Entry
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      $isDragging={isDragging}
    >
      <Handle ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move ${item.label}`}>
        <Icon name="menu" />
      </Handle>
      <span>{item.label}</span>
    </Entry>
  );
}

const Columns = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${(p) => p.$min}, 100%), 1fr));
  gap: ${space[4]};
  align-items: start;
`;

const ColumnBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]};
  border-radius: ${radii.lg};
  background: ${color.surfaceMuted};
`;

const ColumnTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeights.semibold};
`;

const Count = styled.span`
  color: ${color.textSecondary};
  font-weight: ${fontWeights.regular};
`;

const List = styled.ul<{ $isOver: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-height: ${space[12]};
  margin: 0;
  padding: ${space[1]};
  list-style: none;
  border: 1px dashed ${(p) => (p.$isOver ? color.primary : 'transparent')};
  border-radius: ${radii.md};
`;

const Entry = styled.li<{ $isDragging: boolean }>`
  position: relative;
  z-index: ${(p) => (p.$isDragging ? 1 : 'auto')};
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surface};
  box-shadow: ${(p) => (p.$isDragging ? shadows.lg : shadows.sm)};
  color: ${color.text};
  overflow-wrap: anywhere;
`;

const Handle = styled.button`
  display: inline-flex;
  flex: none;
  padding: ${space[1]};
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${color.textSecondary};
  cursor: grab;
  touch-action: none;
  &:hover {
    background: ${color.surfaceMuted};
  }
`;
