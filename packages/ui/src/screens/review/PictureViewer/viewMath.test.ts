import { describe, expect, it } from 'vitest';
import { clampView, zoomBy } from './viewMath';

describe('picture viewer zoom and pan', () => {
  it('zooms between 1 and 4', () => {
    expect(zoomBy({ scale: 1, x: 0, y: 0 }, 1.25)).toEqual({ scale: 1.25, x: 0, y: 0 });
    expect(zoomBy({ scale: 3.5, x: 0, y: 0 }, 1.25)).toEqual({ scale: 4, x: 0, y: 0 });
    expect(zoomBy({ scale: 1.1, x: 10, y: 10 }, 0.8)).toEqual({ scale: 1, x: 0, y: 0 });
  });
  it('keeps the offset within 200 px per zoom step', () => {
    expect(clampView({ scale: 2, x: 500, y: -500 })).toEqual({ scale: 2, x: 200, y: -200 });
    expect(clampView({ scale: 1.5, x: 40, y: 0 })).toEqual({ scale: 1.5, x: 40, y: 0 });
  });
});
