import type * as L from 'leaflet';
import type { KeyboardEvent } from 'react';

/** Screen pixels a pane pans per arrow key when no point is selected. */
const PAN_STEP = 80;
/** Screen pixels the crosshair moves per Shift+arrow: fine enough to aim at a crossing. */
const CROSSHAIR_STEP = 4;

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
  /** Enter: set the point at the crosshair, the view's centre. */
  onPlace: (centre: L.LatLng) => void;
  /** The view moved under the crosshair by a key (for the screen reader's text). */
  onCrosshair: (centre: L.LatLng) => void;
}

/**
 * The keys of a map view, in place of leaflet's own: arrows nudge the selected point by one
 * screen pixel (or pan the view without a selection), Shift+arrows move the view under the
 * crosshair in its middle by a few pixels, Enter sets the point there (as a click would),
 * + and − zoom, Escape drops the half-set point. Ctrl/Cmd combinations are left to the editor
 * (undo, redo).
 */
export function paneKeyHandler(map: L.Map | null, actions: PaneKeyActions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!map || event.ctrlKey || event.metaKey || event.altKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      if (actions.hasSelection && !event.shiftKey) {
        actions.onNudge({ x: arrow[0], y: arrow[1] });
        return;
      }
      const step = event.shiftKey ? CROSSHAIR_STEP : PAN_STEP;
      map.panBy([arrow[0] * step, arrow[1] * step], { animate: false });
      actions.onCrosshair(map.getCenter());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      actions.onPlace(map.getCenter());
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
