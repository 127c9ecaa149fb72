/**
 * The markers of a pane but the one being dragged, drawn once into a canvas of their own. A
 * drag moves one point of 1,000: each frame then copies this picture and draws that one point
 * on top, instead of drawing 1,000 circles and numbers again (`npm run bench -- --georef-editor`).
 * It is drawn anew when the view, the markers or the theme change.
 */
export class MarkerBitmap {
  private canvas: HTMLCanvasElement | null = null;
  private valid = false;

  invalidate(): void {
    this.valid = false;
  }

  /**
   * Copies the picture onto `target` (the same size in device pixels), first drawing it with
   * `paint` when it is out of date; `paint` draws in CSS pixels, as on the target.
   */
  copyOnto(target: HTMLCanvasElement, ratio: number, paint: (context: CanvasRenderingContext2D) => void): void {
    // A pane not laid out yet (or hidden) has a canvas of no size: nothing to draw, and
    // drawImage would throw on a bitmap of no size.
    const context = target.width > 0 && target.height > 0 ? target.getContext('2d') : null;
    if (!context) return;
    this.canvas ??= document.createElement('canvas');
    const bitmap = this.canvas;
    if (bitmap.width !== target.width || bitmap.height !== target.height) {
      bitmap.width = target.width;
      bitmap.height = target.height;
      this.valid = false;
    }
    if (!this.valid) {
      const own = bitmap.getContext('2d');
      if (!own) return;
      own.setTransform(1, 0, 0, 1, 0, 0);
      own.clearRect(0, 0, bitmap.width, bitmap.height);
      own.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(own);
      this.valid = true;
    }
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(bitmap, 0, 0);
    context.restore();
  }
}
