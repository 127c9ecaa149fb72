import { render, renderHook } from '@testing-library/react';
import * as L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGcpMarkers, type MarkerHandlers, type MarkerItem } from './useGcpMarkers';
import { useLeafletMap } from './useLeafletMap';

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const item: MarkerItem = {
  key: 1,
  nr: 1,
  latlng: L.latLng(-100, 100),
  isSelected: false,
  isOutlier: false,
  isEnabled: true,
};

function handlers(): MarkerHandlers {
  return { onSelect: vi.fn(), onDragStart: vi.fn(), onDrag: vi.fn(), onDragEnd: vi.fn() };
}

const maps: L.Map[] = [];
afterEach(() => {
  for (const map of maps.splice(0)) {
    map.remove();
    map.getContainer().remove();
  }
});

function newMap(): L.Map {
  const container = document.createElement('div');
  document.body.append(container);
  const map = L.map(container, { crs: L.CRS.Simple, center: [0, 0], zoom: 0 });
  maps.push(map);
  return map;
}

/** A left-button mouse event as leaflet 1.9 reads it (`which`, which happy-dom leaves out). */
function mouse(type: string, x: number, y: number): MouseEvent {
  const event = new MouseEvent(type, { bubbles: true, button: 0, clientX: x, clientY: y });
  Object.defineProperty(event, 'which', { value: 1 });
  return event;
}

/** Presses the mouse on a marker and moves it: leaflet's drag starts and auto-pans the map. */
async function startDrag(within: HTMLElement) {
  const icon = within.querySelector<HTMLElement>('.wm-gcp')!;
  icon.dispatchEvent(mouse('mousedown', 10, 10));
  icon.dispatchEvent(mouse('mousemove', 40, 40));
  await nextFrames();
}

describe('a point’s marker removed while it is dragged', () => {
  // Before, leaflet's auto-pan frame ran after the marker had lost its element and threw
  // "Cannot read properties of null (reading '_leaflet_pos')": an unhandled error fails the run.
  it('ends the drag without an error and without reporting a move', async () => {
    const map = newMap();
    const on = handlers();
    const { rerender } = renderHook((items: MarkerItem[]) => useGcpMarkers(map, items, on), { initialProps: [item] });
    await startDrag(map.getContainer());
    expect(on.onDragStart).toHaveBeenCalledWith(1);

    rerender([]);
    await nextFrames();
    await nextFrames();

    expect(on.onDragEnd).not.toHaveBeenCalled();
    expect(map.getPane('markerPane')!.children).toHaveLength(0);
  });
});

/** A map pane as the editor's panes build one: the map, and its points' markers. */
function PointsMap({ on }: { on: MarkerHandlers }) {
  const { containerRef, map } = useLeafletMap({ crs: L.CRS.Simple, center: [0, 0], zoom: 0 });
  useGcpMarkers(map, [item], on);
  return <div ref={containerRef} />;
}

describe('a map removed while one of its points is dragged', () => {
  it('ends the drag without an error and without reporting a move', async () => {
    const on = handlers();
    const { container, unmount } = render(<PointsMap on={on} />);
    await startDrag(container);
    expect(on.onDragStart).toHaveBeenCalledWith(1);

    unmount();
    await nextFrames();
    await nextFrames();

    expect(on.onDragEnd).not.toHaveBeenCalled();
  });
});
