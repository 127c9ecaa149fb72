import { describe, expect, it } from 'vitest';
import { keepInside } from './keepInside';

const viewport = { width: 1000, height: 800 };

describe('keepInside', () => {
  it.each([
    ['inside: unchanged', { left: 100, top: 50 }, { left: 100, top: 50 }],
    ['past the left and top edges', { left: -40, top: -10 }, { left: 0, top: 0 }],
    ['past the right and bottom edges', { left: 900, top: 700 }, { left: 600, top: 500 }],
    ['exactly at the bottom right corner', { left: 600, top: 500 }, { left: 600, top: 500 }],
  ])('%s', (_, at, expected) => {
    expect(keepInside({ ...at, width: 400, height: 300 }, viewport)).toEqual(expected);
  });

  it('keeps the top left corner of a box larger than the viewport inside', () => {
    expect(keepInside({ left: 200, top: 300, width: 1200, height: 900 }, viewport)).toEqual({ left: 0, top: 0 });
  });
});
