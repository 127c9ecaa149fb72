import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicePixels, MarkerBitmap } from './markerBitmap';

let calls: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  calls = [];
});

/** The pane's canvas the picture is copied onto. */
function targetCanvas(width = 200, height = 100) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.dataset.name = 'target';
  return canvas;
}

/**
 * Every canvas's 2D context writes down what is done with it (happy-dom draws nothing): the
 * target by its name, the bitmap's own canvases as `picture` and `part`, as they are made.
 */
function recordContexts() {
  const names = new WeakMap<HTMLCanvasElement, string>();
  const own = ['picture', 'part'];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    if (!names.has(this)) names.set(this, this.dataset.name ?? own.shift() ?? 'another');
    const who = names.get(this) as string;
    const note = (what: string) => () => calls.push(`${who}: ${what}`);
    return {
      canvas: this,
      save: note('save'),
      restore: note('restore'),
      setTransform: (a: number, _b: number, _c: number, _d: number, e: number, f: number) =>
        calls.push(`${who}: scale ${a}${e || f ? ` shift ${e},${f}` : ''}`),
      clearRect: (x: number, y: number, w: number, h: number) => calls.push(`${who}: clear ${x},${y} ${w}×${h}`),
      drawImage: (_: unknown, ...at: number[]) =>
        calls.push(`${who}: copy${at.length > 2 ? ` ${at[0]},${at[1]} ${at[2]}×${at[3]} to ${at[4]},${at[5]}` : ''}`),
    } as unknown as RenderingContext;
  } as typeof HTMLCanvasElement.prototype.getContext);
}

describe('MarkerBitmap', () => {
  it('draws the picture whole once, then copies it without drawing', () => {
    recordContexts();
    const target = targetCanvas();
    const bitmap = new MarkerBitmap();
    const paint = vi.fn();
    bitmap.copyOnto(target, 1, 17, paint);
    bitmap.copyOnto(target, 1, 17, paint);
    expect(paint).toHaveBeenCalledOnce();
    expect(paint.mock.calls[0]).toHaveLength(1);
    expect(calls.filter((call) => call === 'target: copy')).toHaveLength(2);
  });

  it('draws a box out of date anew on a part of its own, reaching past it, and puts it in place', () => {
    recordContexts();
    const target = targetCanvas(300, 150);
    const bitmap = new MarkerBitmap();
    bitmap.copyOnto(target, 1.5, 4, () => {});
    calls = [];
    bitmap.invalidateBoxes([{ x: 10.2, y: 20, width: 10, height: 5.1 }]);
    const paint = vi.fn();
    bitmap.copyOnto(target, 1.5, 4, paint);
    // Device pixels 15–31 × 30–38 (10.2 × 1.5 = 15.3 → 15, 30.3 → 31, 37.65 → 38); the part
    // reaches 7 device pixels further (a reach of 4 CSS pixels, and one), from (8, 23).
    expect(calls).toEqual([
      'part: scale 1.5 shift -8,-23',
      'picture: save',
      'picture: scale 1',
      'picture: clear 15,30 16×8',
      'picture: copy 7,7 16×8 to 15,30',
      'picture: restore',
      'target: save',
      'target: scale 1',
      'target: copy',
      'target: restore',
    ]);
    expect(paint).toHaveBeenCalledWith(expect.anything(), [{ x: 10, y: 20, width: 16 / 1.5, height: 8 / 1.5 }]);
  });

  it('ends the part where the picture ends, as the picture cuts a marker at its edge', () => {
    recordContexts();
    const target = targetCanvas(100, 50);
    const bitmap = new MarkerBitmap();
    bitmap.copyOnto(target, 1, 10, () => {});
    calls = [];
    bitmap.invalidateBoxes([{ x: 90, y: 0, width: 20, height: 10 }]);
    bitmap.copyOnto(target, 1, 10, () => {});
    expect(calls).toContain('part: scale 1 shift -79,0');
    expect(calls).toContain('picture: copy 11,0 20×10 to 90,0');
  });

  it('draws the picture whole when it is out of date as a whole, whatever boxes were named', () => {
    recordContexts();
    const target = targetCanvas();
    const bitmap = new MarkerBitmap();
    bitmap.copyOnto(target, 1, 17, () => {});
    bitmap.invalidate();
    bitmap.invalidateBoxes([{ x: 0, y: 0, width: 5, height: 5 }]);
    const paint = vi.fn();
    bitmap.copyOnto(target, 1, 17, paint);
    expect(paint).toHaveBeenCalledOnce();
    expect(paint.mock.calls[0]).toHaveLength(1);
  });
});

describe('devicePixels', () => {
  it('takes in every device pixel the box touches', () => {
    expect(devicePixels({ x: 0.5, y: 1, width: 2, height: 1 }, 2)).toEqual({ left: 1, top: 2, right: 5, bottom: 4 });
    expect(devicePixels({ x: 0.4, y: 0.6, width: 1, height: 1 }, 1)).toEqual({ left: 0, top: 0, right: 2, bottom: 2 });
  });
});
