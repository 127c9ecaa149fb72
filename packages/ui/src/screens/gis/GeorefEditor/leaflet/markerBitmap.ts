import type { Box } from './gcpMarkerPicture';

/**
 * The markers of a pane but the one being dragged, drawn once into a canvas of their own. A
 * drag moves one point of 1,000: each frame then copies this picture and draws that one point
 * on top, instead of drawing 1,000 circles and numbers again (`npm run bench -- --georef-editor`).
 * It is drawn whole when the view or the theme change, and only around the markers that
 * changed otherwise: the point lifted at a drag's start, an outlier that is one no longer.
 */
export class MarkerBitmap {
  private canvas: HTMLCanvasElement | null = null;
  private valid = false;
  /** The parts (CSS pixels) to draw anew before the next copy, while the rest holds. */
  private dirty: Box[] = [];

  invalidate(): void {
    this.valid = false;
    this.dirty = [];
  }

  /** Only `boxes` are out of date; a picture already out of date as a whole stays so. */
  invalidateBoxes(boxes: readonly Box[]): void {
    if (this.valid) this.dirty.push(...boxes);
  }

  /** A part to draw anew, drawn on a canvas of its own, unclipped, and put in place. */
  private scratch: HTMLCanvasElement | null = null;

  /**
   * Copies the picture onto `target` (the same size in device pixels), first drawing it with
   * `paint` when it is out of date; `paint` draws in CSS pixels, as on the target. With boxes
   * out of date only, `paint` draws each of them anew (`redrawBox`).
   */
  copyOnto(
    target: HTMLCanvasElement,
    ratio: number,
    reach: number,
    paint: (context: CanvasRenderingContext2D, boxes?: readonly Box[]) => void,
  ): void {
    // A pane not laid out yet (or hidden) has a canvas of no size: nothing to draw, and
    // drawImage would throw on a bitmap of no size.
    const context = target.width > 0 && target.height > 0 ? target.getContext('2d') : null;
    if (!context) return;
    this.canvas ??= document.createElement('canvas');
    const bitmap = this.canvas;
    if (bitmap.width !== target.width || bitmap.height !== target.height) {
      bitmap.width = target.width;
      bitmap.height = target.height;
      this.invalidate();
    }
    const own = bitmap.getContext('2d');
    if (!own) return;
    if (!this.valid) {
      own.setTransform(1, 0, 0, 1, 0, 0);
      own.clearRect(0, 0, bitmap.width, bitmap.height);
      own.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(own);
      this.valid = true;
    } else if (this.dirty.length) {
      for (const box of this.dirty) this.redrawBox(own, devicePixels(box, ratio), ratio, reach, paint);
      this.dirty = [];
    }
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(bitmap, 0, 0);
    context.restore();
  }

  /**
   * One box (widened to whole device pixels) drawn anew: `paint` draws into a canvas of the
   * box's size, shifted by whole device pixels, which is copied over the box. Not clipped in
   * place: Chromium smooths the edges of shapes drawn under a clip differently, by a few
   * levels; shifted by whole pixels, each pixel is what the whole drawing makes of it.
   */
  private redrawBox(
    own: CanvasRenderingContext2D,
    { left, top, right, bottom }: ReturnType<typeof devicePixels>,
    ratio: number,
    reach: number,
    paint: (context: CanvasRenderingContext2D, boxes?: readonly Box[]) => void,
  ): void {
    const width = right - left;
    const height = bottom - top;
    if (width <= 0 || height <= 0) return;
    // The part drawn reaches past the box by a marker's reach, so every marker drawn into the
    // box is drawn whole; where the picture ends, the part ends too, as the picture cuts a
    // marker at its edge.
    const margin = Math.ceil(reach * ratio) + 1;
    const from = { x: Math.max(0, left - margin), y: Math.max(0, top - margin) };
    const to = { x: Math.min(own.canvas.width, right + margin), y: Math.min(own.canvas.height, bottom + margin) };
    this.scratch ??= document.createElement('canvas');
    const scratch = this.scratch;
    scratch.width = to.x - from.x;
    scratch.height = to.y - from.y;
    const part = scratch.getContext('2d');
    if (!part) return;
    part.setTransform(ratio, 0, 0, ratio, -from.x, -from.y);
    paint(part, [{ x: left / ratio, y: top / ratio, width: width / ratio, height: height / ratio }]);
    own.save();
    own.setTransform(1, 0, 0, 1, 0, 0);
    own.clearRect(left, top, width, height);
    own.drawImage(scratch, left - from.x, top - from.y, width, height, left, top, width, height);
    own.restore();
  }
}

/** The device pixels `box` (CSS pixels, `ratio` device pixels to one) touches, as whole pixels. */
export function devicePixels(box: Box, ratio: number) {
  return {
    left: Math.floor(box.x * ratio),
    top: Math.floor(box.y * ratio),
    right: Math.ceil((box.x + box.width) * ratio),
    bottom: Math.ceil((box.y + box.height) * ratio),
  };
}
