import { useLayoutEffect, useState, type RefObject } from 'react';

/** Which sides of a box that scrolls sideways hold content out of view. */
export interface HiddenSides {
  start: boolean;
  end: boolean;
}

const NONE: HiddenSides = { start: false, end: false };

/** Reads a scroll box's sides; a pixel of rounding is not content. */
export function hiddenSidesOf(box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): HiddenSides {
  const before = Math.abs(box.scrollLeft);
  const after = box.scrollWidth - box.clientWidth - before;
  return { start: before > 1, end: after > 1 };
}

/**
 * Follows a sideways-scrolling box: on scroll, and when the box or its content changes size
 * (a narrower window, rows arriving). The state changes only when a side does, so scrolling
 * re-renders nothing in between; what it drives must not change the box's size (it is drawn
 * over the box), so a measurement never feeds itself.
 */
export function useHiddenSides(ref: RefObject<HTMLElement | null>): HiddenSides {
  const [sides, setSides] = useState(NONE);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      const next = hiddenSidesOf(box);
      setSides((last) => (last.start === next.start && last.end === next.end ? last : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return sides;
}
