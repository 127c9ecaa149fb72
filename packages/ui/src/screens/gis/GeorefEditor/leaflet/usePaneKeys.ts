import type * as L from 'leaflet';
import type { KeyboardEvent } from 'react';

/** Screen pixels a pane pans per arrow key when no point is selected. */
const PAN_STEP = 80;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface PaneKeyActions {
  /** Moves the selected point by a screen delta (one screen pixel at the current zoom per key). */
  onNudge: (screenDelta: { x: number; y: number }) => void;
  hasSelection: boolean;
  onEscape: () => void;
}

/**
 * The keys of a map view, in place of leaflet's own: arrows nudge the selected point by one
 * screen pixel (or pan the view without a selection), + and − zoom, Escape drops the
 * half-set point. Ctrl/Cmd combinations are left to the editor (undo, redo).
 */
export function paneKeyHandler(map: L.Map | null, actions: PaneKeyActions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!map || event.ctrlKey || event.metaKey || event.altKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      if (actions.hasSelection) actions.onNudge({ x: arrow[0], y: arrow[1] });
      else map.panBy([arrow[0] * PAN_STEP, arrow[1] * PAN_STEP]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      map.zoomIn();
    } else if (event.key === '-') {
      event.preventDefault();
      map.zoomOut();
    } else if (event.key === 'Escape') {
      actions.onEscape();
    }
  };
}
