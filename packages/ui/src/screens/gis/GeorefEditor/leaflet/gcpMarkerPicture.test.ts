import * as L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { coveredNumbers, drawVectors, itemsChange, type MarkerItem, type Palette } from './gcpMarkerPicture';

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
