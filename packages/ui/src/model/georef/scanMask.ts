/**
 * The mask: a polygon drawn on the scan around the part that is map, leaving its margin, legend
 * and title out of the preview, the warp and the results. Its vertices are in the scan's pixel
 * coordinates (GDAL's pixel/line: origin at the top-left corner, y down), as the points' pixels
 * and as `karte.georef_maske` stores them, so it does not depend on the fit and needs no
 * carrying through it: gdalwarp takes it as `-wo CUTLINE=` in exactly these coordinates.
 */
import type { XY } from './types';

export type ScanMask = readonly XY[];

/** A triangle is the least polygon; more vertices than this are not drawn by hand. */
export const MIN_MASK_VERTICES = 3;
export const MAX_MASK_VERTICES = 1000;

/** Vertices are kept to a hundredth of a pixel, as the points' pixels. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Twice the signed area (shoelace); 0 for a degenerate polygon. */
function doubleArea(mask: ScanMask): number {
  let sum = 0;
  for (let i = 0; i < mask.length; i++) {
    const a = mask[i]!;
    const b = mask[(i + 1) % mask.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

const cross = (o: XY, a: XY, b: XY) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether the segments p1p2 and q1q2 cross in their interiors (touching ends do not count). */
function segmentsCross(p1: XY, p2: XY, q1: XY, q2: XY): boolean {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Whether two edges that are not neighbours cross: GDAL refuses such a cutline as invalid. */
function crossesItself(mask: ScanMask): boolean {
  const n = mask.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(mask[i]!, mask[(i + 1) % n]!, mask[j]!, mask[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Why the polygon cannot be the scan's mask, German; `null` when it can. */
export function maskProblem(mask: ScanMask, sheet: { width: number; height: number }): string | null {
  if (mask.length < MIN_MASK_VERTICES) return 'Die Maske braucht mindestens drei Eckpunkte.';
  if (mask.length > MAX_MASK_VERTICES) return `Die Maske hat mehr als ${MAX_MASK_VERTICES} Eckpunkte.`;
  const outside = mask.some((p) => !(p.x >= 0 && p.x <= sheet.width && p.y >= 0 && p.y <= sheet.height));
  if (outside) return 'Alle Eckpunkte der Maske müssen im Scan liegen.';
  if (crossesItself(mask)) return 'Die Kanten der Maske kreuzen sich; bitte ohne Überschneidung zeichnen.';
  if (Math.abs(doubleArea(mask)) < 1) return 'Die Maske umschließt keine Fläche.';
  return null;
}

/** The vertices as drawn, rounded; a closing vertex equal to the first is dropped. */
export function normaliseMask(vertices: readonly XY[]): XY[] {
  const rounded = vertices.map((p) => ({ x: round2(p.x), y: round2(p.y) }));
  const first = rounded[0];
  const last = rounded[rounded.length - 1];
  if (rounded.length > 1 && first && last && first.x === last.x && first.y === last.y) rounded.pop();
  return rounded;
}

/** The mask as GDAL's warp option wants it: a closed WKT polygon in source pixel/line coordinates. */
export function maskWkt(mask: ScanMask): string {
  const ring = [...mask, mask[0]!].map((p) => `${p.x} ${p.y}`).join(', ');
  return `POLYGON ((${ring}))`;
}

/** Whether a scan position lies inside the mask (even–odd rule, as GDAL and the canvas fill it). */
export const insideMask = (mask: ScanMask, p: XY): boolean => insideMaskAt(mask, p.x, p.y);

/** `insideMask` without an object per call, for the warp's inner loop. */
export function insideMaskAt(mask: ScanMask, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = mask.length - 1; i < mask.length; j = i++) {
    const a = mask[i]!;
    const b = mask[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The stored form (`karte.georef_maske`): `[[x, y], …]`. */
export const maskToRows = (mask: ScanMask): [number, number][] => mask.map((p) => [p.x, p.y]);
export const maskFromRows = (rows: readonly (readonly [number, number])[] | null | undefined): ScanMask | null =>
  rows && rows.length >= MIN_MASK_VERTICES ? rows.map(([x, y]) => ({ x, y })) : null;
