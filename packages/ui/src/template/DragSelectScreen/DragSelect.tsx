import { useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import type { SelectOption } from '../../primitives/Select';
import { IconButton } from '../../primitives/IconButton';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { color, fontSize, fontWeights, radii, space, visuallyHidden } from '../../theme';
import { moveItem } from '../SortableBoard/moveItem';

export interface DragSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen values, in their order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** `values` with `moved` placed where `target` is (the others shifting). */
export function reorderValues(values: readonly string[], moved: string, target: string): string[] {
  const board = { chosen: values.map((id) => ({ id })) };
  return (moveItem(board, moved, target).chosen ?? []).map((item) => item.id);
}

/**
 * A multi-select whose chosen tags can be put in order: dragged onto another tag, or
 * moved with their "Move … left/right" buttons, each move announced. The browser's
 * own drag and drop is enough for tags in one row, and keeps @dnd-kit out of this page.
 */
export function DragSelect({ label, options, value, onChange }: DragSelectProps) {
  const [dragged, setDragged] = useState<string | null>(null);
  // The handlers read the dragged tag here: dragover and drop can come before React has rendered
  // the dragstart's state (production React renders it a task later; the drop then did nothing).
  const draggedNow = useRef<string | null>(null);
  const drag = (v: string | null) => {
    draggedNow.current = v;
    setDragged(v);
  };
  const [announcement, setAnnouncement] = useState('');
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;
  const remaining = options.filter((option) => !value.includes(option.value));

  const move = (moved: string, target: string) => {
    const next = reorderValues(value, moved, target);
    if (next.join() === value.join()) return;
    onChange(next);
    setAnnouncement(`${labelOf(moved)} moved to position ${next.indexOf(moved) + 1} of ${next.length}.`);
  };

  return (
    <Stack gap={2}>
      <Select
        label={label}
        placeholder={remaining.length > 0 ? 'Add …' : 'All are chosen'}
        options={remaining}
        value=""
        onChange={(added) => {
          if (added === '') return;
          onChange([...value, added]);
          setAnnouncement(`${labelOf(added)} added.`);
        }}
      />
      <Tags aria-label={`Chosen: ${label}`}>
        {value.map((v, index) => (
          <Chip
            key={v}
            draggable
            $isDragged={dragged === v}
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', v);
              drag(v);
            }}
            onDragOver={(event: DragEvent) => {
              if (draggedNow.current !== null && draggedNow.current !== v) event.preventDefault();
            }}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              if (draggedNow.current !== null) move(draggedNow.current, v);
              drag(null);
            }}
            onDragEnd={() => drag(null)}
          >
            <ChipLabel>{labelOf(v)}</ChipLabel>
            <IconButton
              icon="chevronLeft"
              size="sm"
              variant="ghost"
              label={`Move ${labelOf(v)} left`}
              // aria-disabled, not disabled: the focus stays on the button at the first place.
              aria-disabled={index === 0 || undefined}
              onClick={() => index > 0 && move(v, value[index - 1] ?? v)}
            />
            <IconButton
              icon="chevronRight"
              size="sm"
              variant="ghost"
              label={`Move ${labelOf(v)} right`}
              aria-disabled={index === value.length - 1 || undefined}
              onClick={() => index < value.length - 1 && move(v, value[index + 1] ?? v)}
            />
            <IconButton
              icon="close"
              size="sm"
              variant="ghost"
              label={`Remove ${labelOf(v)}`}
              onClick={() => {
                onChange(value.filter((other) => other !== v));
                setAnnouncement(`${labelOf(v)} removed.`);
              }}
            />
          </Chip>
        ))}
      </Tags>
      <Announcement role="status">{announcement}</Announcement>
    </Stack>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  min-height: ${space[8]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $isDragged: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[0]};
  max-width: 100%;
  padding: ${space[0]} ${space[1]} ${space[0]} ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.primarySoft};
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeights.semibold};
  cursor: grab;
  opacity: ${(p) => (p.$isDragged ? 0.5 : 1)};
`;

const ChipLabel = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Announcement = styled.p`
  ${visuallyHidden}
`;
