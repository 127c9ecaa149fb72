import { render, renderHook } from '@testing-library/react';
import * as L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markersLabel } from './GcpCanvasLayer';
import { useGcpMarkers, type MarkerHandlers, type MarkerItem } from './useGcpMarkers';
import { useLeafletMap } from './useLeafletMap';

/** At zoom 0 of `L.CRS.Simple` around [0, 0], this point is drawn at container pixel (100, 100). */
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

/** A left-button pointer event of the mouse, as a person's press, move and release send them. */
function pointer(target: HTMLElement, type: string, x: number, y: number) {
  const event = new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    button: 0,
    clientX: x,
    clientY: y,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
  });
  target.dispatchEvent(event);
  return event;
}

function click(target: HTMLElement, x: number, y: number) {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0, clientX: x, clientY: y }));
}

describe('the points drawn on one canvas', () => {
  it('drags a point: start, every move, and the release where the pointer let go', () => {
    const map = newMap();
    const on = handlers();
    renderHook(() => useGcpMarkers(map, [item], on));
    const container = map.getContainer();
    const mapClicks = vi.fn();
    map.on('click', mapClicks);

    const pressed = pointer(container, 'pointerdown', 101, 99);
    expect(pressed.defaultPrevented).toBe(true);
    expect(map.dragging.enabled()).toBe(false);
    pointer(container, 'pointermove', 121, 129);
    pointer(container, 'pointermove', 131, 139);
    pointer(container, 'pointerup', 131, 139);
    click(container, 131, 139);

    expect(on.onDragStart).toHaveBeenCalledWith(1);
    expect(on.onDrag).toHaveBeenCalledTimes(2);
    // The grab's offset (1 px right, 1 px up of the centre) is kept: the point ends at (130, 140).
    const [key, released] = vi.mocked(on.onDragEnd).mock.calls[0]!;
    expect(key).toBe(1);
    expect([released.lng, released.lat]).toEqual([130, -140]);
    expect(on.onSelect).not.toHaveBeenCalled();
    expect(mapClicks).not.toHaveBeenCalled();
    expect(map.dragging.enabled()).toBe(true);
  });

  it('selects a point on a press without a move, and the map does not take the click as a new point', () => {
    const map = newMap();
    const on = handlers();
    renderHook(() => useGcpMarkers(map, [item], on));
    const container = map.getContainer();
    const mapClicks = vi.fn();
    map.on('click', mapClicks);

    pointer(container, 'pointerdown', 100, 100);
    pointer(container, 'pointermove', 101, 101);
    pointer(container, 'pointerup', 101, 101);
    click(container, 101, 101);

    expect(on.onSelect).toHaveBeenCalledWith(1);
    expect(on.onDragStart).not.toHaveBeenCalled();
    expect(mapClicks).not.toHaveBeenCalled();
  });

  it('leaves a press beside the points to the map', () => {
    const map = newMap();
    const on = handlers();
    renderHook(() => useGcpMarkers(map, [item], on));
    const pressed = pointer(map.getContainer(), 'pointerdown', 150, 100);
    expect(pressed.defaultPrevented).toBe(false);
    expect(map.dragging.enabled()).toBe(true);
    expect(on.onSelect).not.toHaveBeenCalled();
  });

  it('names the point under the pointer as its title, and the points in the canvas’s label', () => {
    const map = newMap();
    const outlier = { ...item, key: 2, nr: 2, latlng: L.latLng(-200, 200), isOutlier: true };
    renderHook(() => useGcpMarkers(map, [item, outlier], handlers()));
    const container = map.getContainer();
    pointer(container, 'pointermove', 205, 195);
    expect(container.title).toBe('Passpunkt 2 (Ausreißer)');
    pointer(container, 'pointermove', 300, 300);
    expect(container.hasAttribute('title')).toBe(false);
    expect(container.querySelector('canvas')?.getAttribute('aria-label')).toBe('2 Passpunkte; Ausreißer: 2');
  });

  it('counts the points, the outliers and the ones switched off', () => {
    const at = L.latLng(0, 0);
    const items = [1, 2, 3].map((nr) => ({ ...item, key: nr, nr, latlng: at }));
    expect(markersLabel(items)).toBe('3 Passpunkte');
    expect(markersLabel(items.slice(0, 1))).toBe('1 Passpunkt');
    expect(markersLabel([items[0]!, { ...items[1]!, isOutlier: true }, { ...items[2]!, isEnabled: false }])).toBe(
      '3 Passpunkte; Ausreißer: 2; inaktiv: 3',
    );
  });
});

describe('a point removed while it is dragged', () => {
  it('ends the drag without reporting a move, and gives the map its drag back', () => {
    const map = newMap();
    const on = handlers();
    const { rerender } = renderHook((items: MarkerItem[]) => useGcpMarkers(map, items, on), { initialProps: [item] });
    const container = map.getContainer();
    pointer(container, 'pointerdown', 100, 100);
    pointer(container, 'pointermove', 130, 130);
    expect(on.onDragStart).toHaveBeenCalledWith(1);

    rerender([]);
    pointer(container, 'pointerup', 130, 130);

    expect(on.onDragEnd).not.toHaveBeenCalled();
    expect(map.dragging.enabled()).toBe(true);
  });
});

/** A map pane as the editor's panes build one: the map, and its points. */
function PointsMap({ on }: { on: MarkerHandlers }) {
  const { containerRef, map } = useLeafletMap({ crs: L.CRS.Simple, center: [0, 0], zoom: 0 });
  useGcpMarkers(map, [item], on);
  return <div ref={containerRef} />;
}

describe('a map removed while one of its points is dragged', () => {
  it('ends the drag without an error and without reporting a move', () => {
    const on = handlers();
    const { container, unmount } = render(<PointsMap on={on} />);
    const mapElement = container.firstElementChild as HTMLElement;
    pointer(mapElement, 'pointerdown', 100, 100);
    pointer(mapElement, 'pointermove', 130, 130);
    expect(on.onDragStart).toHaveBeenCalledWith(1);

    unmount();

    expect(on.onDragEnd).not.toHaveBeenCalled();
  });
});
