import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Icon } from '../../primitives/Icon';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { color, radii, space } from '../../theme';
import { keepInside } from './keepInside';

export interface DragDialogScreenProps {
  /** Opens the dialog at once (stories). */
  isInitiallyOpen?: boolean;
}

/** Pixels an arrow key moves the dialog; with Shift five times as far. */
const STEP = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The dialog's offset after moving it by dx/dy from where it is now, kept inside the window. */
function movedOffset(handle: HTMLElement | null, at: { x: number; y: number }, dx: number, dy: number) {
  const dialog = handle?.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) return at;
  const rect = dialog.getBoundingClientRect();
  const to = keepInside(
    { left: rect.left + dx, top: rect.top + dy, width: rect.width, height: rect.height },
    { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
  );
  if (to.left === rect.left && to.top === rect.top) return at;
  return { x: at.x + to.left - rect.left, y: at.y + to.top - rect.top };
}

/**
 * The template's drag-dialog: a dialog moved by the handle in its header, with the
 * pointer or the arrow keys, and never beyond the window's edges.
 */
export function DragDialogScreen({ isInitiallyOpen = false }: DragDialogScreenProps) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [street, setStreet] = useState('Am Forsthaus 3');
  const handleRef = useRef<HTMLButtonElement>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);

  const moveBy = (dx: number, dy: number) => setOffset((at) => movedOffset(handleRef.current, at, dx, dy));

  // A smaller window must not leave the dialog outside it.
  useEffect(() => {
    if (!isOpen) return;
    const keep = () => setOffset((at) => movedOffset(handleRef.current, at, 0, 0));
    window.addEventListener('resize', keep);
    return () => window.removeEventListener('resize', keep);
  }, [isOpen]);

  const handle = (
    <Handle
      ref={handleRef}
      type="button"
      aria-label="Move dialog"
      aria-describedby="drag-dialog-hint"
      onKeyDown={(event: KeyboardEvent) => {
        const arrow = ARROWS[event.key];
        if (!arrow) return;
        event.preventDefault();
        const step = event.shiftKey ? STEP * 5 : STEP;
        moveBy(arrow[0] * step, arrow[1] * step);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        pointer.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={(event: PointerEvent<HTMLButtonElement>) => {
        if (!pointer.current) return;
        moveBy(event.clientX - pointer.current.x, event.clientY - pointer.current.y);
        pointer.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={() => {
        pointer.current = null;
      }}
      onPointerCancel={() => {
        pointer.current = null;
      }}
    >
      <Icon name="menu" />
    </Handle>
  );

  return (
    <Page title="Drag Dialog" subtitle="A dialog you can move by its header, with the pointer or the arrow keys.">
      <div>
        <Button
          variant="primary"
          onClick={() => {
            setOffset({ x: 0, y: 0 });
            setIsOpen(true);
          }}
        >
          Open a draggable dialog
        </Button>
      </div>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title="Shipping address"
        description={
          <span id="drag-dialog-hint">
            Drag the handle at the top left, or focus it and use the arrow keys (Shift for larger steps).
          </span>
        }
        headerStart={handle}
        offset={offset}
        footer={
          <Button variant="primary" onClick={() => setIsOpen(false)}>
            Done
          </Button>
        }
      >
        <Stack gap={3}>
          <TextField label="Street" value={street} onChange={setStreet} />
        </Stack>
      </Dialog>
    </Page>
  );
}

const Handle = styled.button`
  display: inline-flex;
  flex: none;
  padding: ${space[1]};
  margin-top: ${space[0]};
  border: 1px solid ${color.border};
  border-radius: ${radii.sm};
  background: ${color.surfaceMuted};
  color: ${color.textSecondary};
  cursor: move;
  touch-action: none;
`;
