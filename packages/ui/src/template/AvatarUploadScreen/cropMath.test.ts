import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, cropAfterKey, cropInPercent, moveCrop, zoomCrop } from './cropMath';

const landscape = { width: 400, height: 200 };
const portrait = { width: 300, height: 600 };

describe('crop square maths', () => {
  it('starts with the largest square in the middle', () => {
    expect(centredCrop(landscape)).toEqual({ x: 100, y: 0, size: 200 });
    expect(centredCrop(portrait)).toEqual({ x: 0, y: 150, size: 300 });
  });

  it('zooms around the centre and back', () => {
    const zoomed = zoomCrop(centredCrop(landscape), landscape, 2);
    expect(zoomed).toEqual({ x: 150, y: 50, size: 100 });
    expect(zoomCrop(zoomed, landscape, 1)).toEqual({ x: 100, y: 0, size: 200 });
  });

  it('keeps a zoomed-out square inside the image when its centre was near an edge', () => {
    expect(zoomCrop({ x: 300, y: 100, size: 100 }, landscape, 1)).toEqual({ x: 200, y: 0, size: 200 });
  });

  it('clamps zoom to 1–3', () => {
    expect(zoomCrop(centredCrop(landscape), landscape, 10).size).toBeCloseTo(200 / 3);
    expect(zoomCrop(centredCrop(landscape), landscape, 0.2).size).toBe(200);
  });

  it('moves within the edges', () => {
    expect(moveCrop({ x: 100, y: 0, size: 200 }, landscape, 50, 30)).toEqual({ x: 150, y: 0, size: 200 });
    expect(moveCrop({ x: 100, y: 0, size: 200 }, landscape, -500, 0)).toEqual({ x: 0, y: 0, size: 200 });
    expect(clampCrop({ x: 390, y: 190, size: 500 }, landscape)).toEqual({ x: 200, y: 0, size: 200 });
  });

  it.each([
    ['ArrowRight', false, { x: 104, y: 50, size: 100 }],
    ['ArrowLeft', true, { x: 80, y: 50, size: 100 }],
    ['ArrowDown', false, { x: 100, y: 54, size: 100 }],
    ['ArrowUp', true, { x: 100, y: 30, size: 100 }],
  ])('moves by %s (large: %s)', (key, isLarge, expected) => {
    expect(cropAfterKey({ x: 100, y: 50, size: 100 }, landscape, key, isLarge)).toEqual(expected);
  });

  it('ignores other keys', () => {
    expect(cropAfterKey({ x: 100, y: 50, size: 100 }, landscape, 'Enter', false)).toBeNull();
  });

  it('places the square in percent of the image', () => {
    expect(cropInPercent({ x: 100, y: 50, size: 100 }, landscape)).toEqual({
      left: 25,
      top: 25,
      width: 25,
      height: 50,
    });
  });
});
