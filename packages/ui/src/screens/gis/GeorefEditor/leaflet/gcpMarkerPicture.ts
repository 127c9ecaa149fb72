/**
 * How a point looks on a pane's canvas (GcpCanvasLayer): its picture, its tooltip and what a
 * screen reader hears of all points.
 */
import type * as L from 'leaflet';
import { colorVarName, fontFamily } from '../../../../theme';

/** One ground control point as one map view shows it. */
export interface MarkerItem {
  key: number;
  nr: number;
  latlng: L.LatLng;
  isSelected: boolean;
  isOutlier: boolean;
  isEnabled: boolean;
  /** Where the point's residual vector ends (enlarged to be seen); absent or `null`: no vector. */
  vectorTo?: L.LatLng | null;
}

/** Whether two items draw the same marker (the vector aside: it is drawn beneath the markers). */
const sameMarker = (a: MarkerItem, b: MarkerItem) =>
  a.key === b.key &&
  a.nr === b.nr &&
  a.latlng.lat === b.latlng.lat &&
  a.latlng.lng === b.latlng.lng &&
  a.isSelected === b.isSelected &&
  a.isOutlier === b.isOutlier &&
  a.isEnabled === b.isEnabled;

/** Whether two items end their vector at the same place (or both have none). */
const sameVector = (a: MarkerItem, b: MarkerItem) =>
  (a.vectorTo ?? null) === (b.vectorTo ?? null) ||
  (!!a.vectorTo && !!b.vectorTo && a.vectorTo.lat === b.vectorTo.lat && a.vectorTo.lng === b.vectorTo.lng);

/**
 * What changed between two lists of items for the canvas: `markers` (drawn anew), only the
 * vectors or the lifted point, the one dragged or just released (`vectors`: the picture of
 * the others stays), or `none`.
 */
export function itemsChange(
  previous: readonly MarkerItem[],
  next: readonly MarkerItem[],
  liftedKey: number | null,
): 'markers' | 'vectors' | 'none' {
  if (previous.length !== next.length) return 'markers';
  let change: 'vectors' | 'none' = 'none';
  for (let index = 0; index < next.length; index++) {
    const a = previous[index] as MarkerItem;
    const b = next[index] as MarkerItem;
    if (a === b) continue;
    if (!sameMarker(a, b)) {
      if (a.key !== liftedKey || b.key !== liftedKey) return 'markers';
      change = 'vectors';
    } else if (!sameVector(a, b)) change = 'vectors';
  }
  return change;
}

/**
 * The markers whose picture changed, by index: `null` when the lists differ in length or in
 * their points, or when more than `limit` changed (then the whole picture is drawn anew). The
 * lifted point (drawn on its own) does not count.
 */
export function changedMarkers(
  previous: readonly MarkerItem[],
  next: readonly MarkerItem[],
  liftedKey: number | null,
  limit: number,
): number[] | null {
  if (previous.length !== next.length) return null;
  const changed: number[] = [];
  for (let index = 0; index < next.length; index++) {
    const a = previous[index] as MarkerItem;
    const b = next[index] as MarkerItem;
    if (a === b || sameMarker(a, b)) continue;
    if (a.key !== b.key) return null;
    if (a.key === liftedKey) continue;
    changed.push(index);
    if (changed.length > limit) return null;
  }
  return changed;
}

/** A marker's radius in CSS pixels (24 px across, as the DOM markers were), its rim and the focus ring. */
export const RADIUS = 12;
const RIM = 2;
const RING = 3;

/** A rectangle in container (CSS) pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How far from its centre a marker's drawing reaches (CSS pixels): its focus ring, or its
 * number where the number is wider (four digits in a large UI font), and a pixel of edge
 * smoothing. Measured with the numbers' font set (`setFont`).
 */
export function markerReach(context: CanvasRenderingContext2D, largestNr: number): number {
  const text = context.measureText(String(largestNr));
  const half = Math.max(
    RADIUS + 1 + RING,
    text.width / 2,
    (text.actualBoundingBoxAscent || 0) + 0.5,
    (text.actualBoundingBoxDescent || 0) + 0.5,
  );
  return Math.ceil(half) + 1;
}

/**
 * What is drawn anew around a marker whose picture changed, moved or left the picture: its own
 * drawing (`reach`) and that of every marker whose number it may cover or uncover (those
 * within a radius of its centre), so the picture there is the same as if drawn whole.
 */
export function aroundMarker(x: number, y: number, reach: number): Box {
  const half = RADIUS + reach;
  return { x: x - half, y: y - half, width: 2 * half, height: 2 * half };
}

/** Whether a marker centred at (x, y) draws into `box`. */
export function drawsInto(box: Box, x: number, y: number, reach: number): boolean {
  return x + reach > box.x && x - reach < box.x + box.width && y + reach > box.y && y - reach < box.y + box.height;
}

export const markerTitle = (item: MarkerItem) =>
  `Passpunkt ${item.nr}${item.isOutlier ? ' (Ausreißer)' : ''}${item.isEnabled ? '' : ' (inaktiv)'}`;

/** What a screen reader hears for the layer: how many points, and which are outliers or switched off. */
export function markersLabel(items: readonly MarkerItem[]): string {
  const numbers = (pick: (item: MarkerItem) => boolean) =>
    items
      .filter(pick)
      .map((item) => item.nr)
      .join(', ');
  const outliers = numbers((item) => item.isOutlier);
  const inactive = numbers((item) => !item.isEnabled);
  return [
    items.length === 1 ? '1 Passpunkt' : `${items.length} Passpunkte`,
    outliers && `Ausreißer: ${outliers}`,
    inactive && `inaktiv: ${inactive}`,
  ]
    .filter(Boolean)
    .join('; ');
}

export interface Palette {
  fill: string;
  outlier: string;
  /** A residual vector's colour (an outlier's is `outlier`). */
  vector: string;
  disabled: string;
  rim: string;
  text: string;
  focus: string;
  fontSize: string;
  fontWeight: number;
}

/** The theme's colours and the UI size's smallest font, as the CSS variables hold them now. */
export function paletteOf(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    fill: value(colorVarName('primary'), '#007d40'),
    outlier: value(colorVarName('danger'), '#c62828'),
    vector: value(colorVarName('warning'), '#b26a00'),
    disabled: value(colorVarName('textDisabled'), '#9e9e9e'),
    rim: value(colorVarName('surface'), '#ffffff'),
    text: value(colorVarName('textInverse'), '#ffffff'),
    focus: value(colorVarName('focus'), '#1565c0'),
    fontSize: value('--wm-font-xs', '12px'),
    fontWeight: 700,
  };
}

/** A residual vector's width in CSS pixels, an outlier's wider. */
const VECTOR_WIDTH = 2;
const OUTLIER_VECTOR_WIDTH = 3;

/**
 * The residual vectors, from each point's centre to its vector's end (`centres`, `ends`:
 * container pixels as x, y pairs; NaN: no vector), as two paths: the outliers' drawn wider
 * in their own colour, over the others.
 */
export function drawVectors(
  context: CanvasRenderingContext2D,
  vectors: { items: readonly MarkerItem[]; centres: Float64Array; ends: Float64Array },
  palette: Palette,
): void {
  const { items, centres, ends } = vectors;
  for (const outliers of [false, true]) {
    context.beginPath();
    let any = false;
    items.forEach((item, index) => {
      const x = ends[index * 2] as number;
      if (Number.isNaN(x) || item.isOutlier !== outliers) return;
      context.moveTo(centres[index * 2] as number, centres[index * 2 + 1] as number);
      context.lineTo(x, ends[index * 2 + 1] as number);
      any = true;
    });
    if (!any) continue;
    context.lineWidth = outliers ? OUTLIER_VECTOR_WIDTH : VECTOR_WIDTH;
    context.strokeStyle = outliers ? palette.outlier : palette.vector;
    context.stroke();
  }
}

/**
 * The markers at their container positions (`centres`: x, y pairs), in `order` (the last on
 * top); those off the canvas are left out, and with `only` those that draw into none of its
 * boxes (the caller clips to them: MarkerBitmap).
 */
export function drawMarkers(
  context: CanvasRenderingContext2D,
  markers: { items: readonly MarkerItem[]; order: readonly number[]; centres: Float64Array },
  size: { x: number; y: number },
  palette: Palette,
  only?: { boxes: readonly Box[]; reach: number },
): void {
  setFont(context, palette);
  const margin = RADIUS * 2;
  const shown = markers.order.filter((index) => {
    const x = markers.centres[index * 2] as number;
    const y = markers.centres[index * 2 + 1] as number;
    return x >= -margin && y >= -margin && x <= size.x + margin && y <= size.y + margin;
  });
  const covered = coveredNumbers(shown, markers.centres);
  shown.forEach((index, k) => {
    const x = markers.centres[index * 2] as number;
    const y = markers.centres[index * 2 + 1] as number;
    if (only && !only.boxes.some((box) => drawsInto(box, x, y, only.reach))) return;
    drawMarker(context, x, y, markers.items[index] as MarkerItem, palette, covered[k] === 0);
  });
}

/**
 * For each marker of `order` (the last drawn on top), 1 when a marker drawn after it covers
 * its centre, and so its number: that number is not drawn. Where hundreds of points crowd
 * together only the legible numbers are drawn, and drawing them is most of the canvas's work.
 * A grid of the marker's size finds the neighbours.
 */
export function coveredNumbers(order: readonly number[], centres: Float64Array): Uint8Array {
  const covered = new Uint8Array(order.length);
  const cell = RADIUS * 2;
  const grid = new Map<string, number[]>();
  for (let k = order.length - 1; k >= 0; k--) {
    const index = order[k] as number;
    const x = centres[index * 2] as number;
    const y = centres[index * 2 + 1] as number;
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    search: for (let gx = cx - 1; gx <= cx + 1; gx++) {
      for (let gy = cy - 1; gy <= cy + 1; gy++) {
        const others = grid.get(`${gx},${gy}`) ?? [];
        for (let o = 0; o < others.length; o += 2) {
          if (Math.hypot((others[o] as number) - x, (others[o + 1] as number) - y) < RADIUS) {
            covered[k] = 1;
            break search;
          }
        }
      }
    }
    const key = `${cx},${cy}`;
    const list = grid.get(key);
    if (list) list.push(x, y);
    else grid.set(key, [x, y]);
  }
  return covered;
}

/** One marker with its number, centred at container pixel (x, y); the font set by `drawMarkers` or `setFont`. */
export function drawMarker(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  item: MarkerItem,
  palette: Palette,
  withNumber = true,
) {
  context.beginPath();
  context.arc(x, y, RADIUS - RIM / 2, 0, Math.PI * 2);
  context.fillStyle = !item.isEnabled ? palette.disabled : item.isOutlier ? palette.outlier : palette.fill;
  context.fill();
  context.lineWidth = RIM;
  context.strokeStyle = palette.rim;
  context.stroke();
  if (item.isSelected) {
    context.beginPath();
    context.arc(x, y, RADIUS + 1 + RING / 2, 0, Math.PI * 2);
    context.lineWidth = RING;
    context.strokeStyle = palette.focus;
    context.stroke();
  }
  if (!withNumber) return;
  context.fillStyle = palette.text;
  context.fillText(String(item.nr), x, y + 0.5);
}

/** The numbers' font, centred on the marker. */
export function setFont(context: CanvasRenderingContext2D, palette: Palette): void {
  context.font = `${palette.fontWeight} ${palette.fontSize} ${fontFamily}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
}
