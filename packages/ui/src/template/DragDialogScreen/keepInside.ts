export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a box at `left`/`top` may be so that it stays inside the viewport: pushed back
 * from every edge it crosses. A box larger than the viewport keeps its top left corner
 * inside, so its header (the handle to move it back) can always be reached.
 */
export function keepInside(box: Box, viewport: { width: number; height: number }): { left: number; top: number } {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));
  return { left: clamp(box.left, viewport.width - box.width), top: clamp(box.top, viewport.height - box.height) };
}
