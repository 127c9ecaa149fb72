import { describe, expect, it } from 'vitest';
import { hiddenSidesOf } from './useHiddenSides';

describe('hiddenSidesOf', () => {
  it.each([
    { case: 'fits', scrollLeft: 0, scrollWidth: 800, clientWidth: 800, start: false, end: false },
    { case: 'a pixel of rounding', scrollLeft: 0, scrollWidth: 801, clientWidth: 800, start: false, end: false },
    { case: 'wider, at the start', scrollLeft: 0, scrollWidth: 896, clientWidth: 768, start: false, end: true },
    { case: 'scrolled halfway', scrollLeft: 60, scrollWidth: 896, clientWidth: 768, start: true, end: true },
    { case: 'scrolled to the end', scrollLeft: 128, scrollWidth: 896, clientWidth: 768, start: true, end: false },
    { case: 'fractional end', scrollLeft: 127.5, scrollWidth: 896, clientWidth: 768, start: true, end: false },
  ])('$case: start $start, end $end', ({ scrollLeft, scrollWidth, clientWidth, start, end }) => {
    expect(hiddenSidesOf({ scrollLeft, scrollWidth, clientWidth })).toEqual({ start, end });
  });
});
