import * as L from 'leaflet';
import { describe, expect, it } from 'vitest';
import {
  aroundMarker,
  changedMarkers,
  coveredNumbers,
  drawMarkers,
  drawsInto,
  drawVectors,
  itemsChange,
  markerReach,
  type MarkerItem,
  type Palette,
} from './gcpMarkerPicture';

const item = (key: number, lng: number, extra: Partial<MarkerItem> = {}): MarkerItem => ({
  key,
  nr: key,
  latlng: L.latLng(0, lng),
  isSelected: false,
  isOutlier: false,
  isEnabled: true,
  ...extra,
});

describe('coveredNumbers', () => {
  it('leaves out the number of a marker whose centre a later marker covers', () => {
    // Drawn in order 0, 1, 2: marker 1 lies 5 px right of 0, marker 2 stands apart.
    const centres = new Float64Array([100, 100, 105, 100, 200, 100]);
    expect([...coveredNumbers([0, 1, 2], centres)]).toEqual([1, 0, 0]);
    // Drawn the other way round, marker 0 covers marker 1.
    expect([...coveredNumbers([1, 0, 2], centres)]).toEqual([1, 0, 0]);
  });

  it('keeps the numbers of markers that only touch at their rims', () => {
    // 12 px apart (a radius): each centre lies on the other's rim, both numbers can be read.
    const centres = new Float64Array([100, 100, 112, 100]);
    expect([...coveredNumbers([0, 1], centres)]).toEqual([0, 0]);
  });

  it('finds a cover across a cell of the grid', () => {
    // 23.9 and 24.1 lie in two cells of 24 px; 0.2 px apart.
    const centres = new Float64Array([23.9, 23.9, 24.1, 24.1]);
    expect([...coveredNumbers([0, 1], centres)]).toEqual([1, 0]);
  });
});

describe('itemsChange', () => {
  it('tells a new marker picture from moved vectors and from nothing', () => {
    const before = [item(1, 0), item(2, 10)];
    expect(itemsChange(before, [item(1, 0), item(2, 10)], null)).toBe('none');
    expect(itemsChange(before, [item(1, 0), item(2, 10, { vectorTo: L.latLng(1, 10) })], null)).toBe('vectors');
    expect(itemsChange(before, [item(1, 0), item(2, 11)], null)).toBe('markers');
    expect(itemsChange(before, [item(1, 0), item(2, 10, { isOutlier: true })], null)).toBe('markers');
    expect(itemsChange(before, [item(1, 0)], null)).toBe('markers');
  });

  it('counts a move of the dragged point as no new picture of the others', () => {
    const before = [item(1, 0), item(2, 10)];
    expect(itemsChange(before, [item(1, 0), item(2, 11)], 2)).toBe('vectors');
    expect(itemsChange(before, [item(1, 1), item(2, 11)], 2)).toBe('markers');
  });
});

describe('changedMarkers', () => {
  it('names the markers drawn differently, by index, but not the lifted one', () => {
    const before = [item(1, 0), item(2, 10), item(3, 20)];
    const after = [item(1, 0), item(2, 10, { isOutlier: true }), item(3, 21)];
    expect(changedMarkers(before, after, null, 32)).toEqual([1, 2]);
    expect(changedMarkers(before, after, 3, 32)).toEqual([1]);
    expect(
      changedMarkers(before, [item(1, 0), item(2, 10, { vectorTo: L.latLng(1, 10) }), item(3, 20)], null, 32),
    ).toEqual([]);
  });

  it('leaves it to a whole drawing when points come or go, or more than the limit changed', () => {
    const before = [item(1, 0), item(2, 10), item(3, 20)];
    expect(changedMarkers(before, before.slice(0, 2), null, 32)).toBeNull();
    expect(changedMarkers(before, [item(1, 0), item(4, 10), item(3, 20)], null, 32)).toBeNull();
    const allOutliers = before.map((b) => ({ ...b, isOutlier: true }));
    expect(changedMarkers(before, allOutliers, null, 3)).toEqual([0, 1, 2]);
    expect(changedMarkers(before, allOutliers, null, 2)).toBeNull();
  });
});

describe('the parts of the picture drawn anew', () => {
  it('reaches to the focus ring, or to a number wider than it', () => {
    const measuring = (width: number) =>
      ({
        measureText: () => ({ width, actualBoundingBoxAscent: 4.5, actualBoundingBoxDescent: 4.5 }),
      }) as unknown as CanvasRenderingContext2D;
    // The ring's outer edge lies 16 px from the centre (radius 12, a pixel's gap, 3 px ring).
    expect(markerReach(measuring(20), 1000)).toBe(17);
    // "1000" 40 px wide in a large font: 20 px each side.
    expect(markerReach(measuring(40), 1000)).toBe(21);
  });

  it('takes in every marker whose number a changed marker may cover or uncover', () => {
    const reach = 17;
    const box = aroundMarker(100, 100, reach);
    expect(box).toEqual({ x: 71, y: 71, width: 58, height: 58 });
    // A marker 11.9 px away has its centre under the changed one: all of it lies in the box.
    expect(box.x <= 111.9 - reach && 111.9 + reach <= box.x + box.width).toBe(true);
    expect(drawsInto(box, 145.9, 100, reach)).toBe(true);
    expect(drawsInto(box, 146, 100, reach)).toBe(false);
  });

  it('draws only the markers that draw into the boxes, each number as in the whole picture', () => {
    const calls: string[] = [];
    const context = {
      set font(_: string) {},
      beginPath() {},
      arc: (x: number, y: number) => calls.push(`marker ${x},${y}`),
      fill() {},
      stroke() {},
      fillText: (text: string) => calls.push(`number ${text}`),
    } as unknown as CanvasRenderingContext2D;
    const items = [item(1, 0), item(2, 0), item(3, 0)];
    // Marker 2 covers the centre of marker 1 (its number is left out); marker 3 stands 200 px away.
    const centres = new Float64Array([100, 100, 105, 100, 300, 100]);
    drawMarkers(context, { items, order: [0, 1, 2], centres }, { x: 400, y: 200 }, {} as Palette, {
      boxes: [{ x: 80, y: 90, width: 10, height: 20 }],
      reach: 17,
    });
    expect(calls).toEqual(['marker 100,100', 'marker 105,100', 'number 2']);
  });
});

describe('drawVectors', () => {
  it('strokes the outliers’ vectors wider, in their colour, over the others', () => {
    const calls: string[] = [];
    const context: { strokeStyle: string; lineWidth: number } & Record<string, unknown> = {
      beginPath: () => calls.push('begin'),
      moveTo: (x: number, y: number) => calls.push(`move ${x},${y}`),
      lineTo: (x: number, y: number) => calls.push(`line ${x},${y}`),
      stroke() {
        calls.push(`stroke ${String(this.strokeStyle)} ${String(this.lineWidth)}`);
      },
      strokeStyle: '',
      lineWidth: 0,
    };
    const palette = { vector: 'orange', outlier: 'red' } as Palette;
    const items = [item(1, 0), item(2, 10, { isOutlier: true }), item(3, 20)];
    const centres = new Float64Array([0, 0, 10, 10, 20, 20]);
    const ends = new Float64Array([3, 4, 15, 10, Number.NaN, Number.NaN]);
    drawVectors(context as unknown as CanvasRenderingContext2D, { items, centres, ends }, palette);
    expect(calls).toEqual([
      'begin',
      'move 0,0',
      'line 3,4',
      'stroke orange 2',
      'begin',
      'move 10,10',
      'line 15,10',
      'stroke red 3',
    ]);
  });
});
