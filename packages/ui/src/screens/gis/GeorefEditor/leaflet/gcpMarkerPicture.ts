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
}

/** A marker's radius in CSS pixels (24 px across, as the DOM markers were), its rim and the focus ring. */
export const RADIUS = 12;
const RIM = 2;
const RING = 3;

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
    disabled: value(colorVarName('textDisabled'), '#9e9e9e'),
    rim: value(colorVarName('surface'), '#ffffff'),
    text: value(colorVarName('textInverse'), '#ffffff'),
    focus: value(colorVarName('focus'), '#1565c0'),
    fontSize: value('--wm-font-xs', '12px'),
    fontWeight: 700,
  };
}

/** Half a sprite's side in CSS pixels: the marker and its focus ring. */
/**
 * The markers at their container positions (`centres`: x, y pairs), in `order` (the last on
 * top); those off the canvas are left out.
 */
export function drawMarkers(
  context: CanvasRenderingContext2D,
  markers: { items: readonly MarkerItem[]; order: readonly number[]; centres: Float64Array },
  size: { x: number; y: number },
  palette: Palette,
): void {
  context.font = `${palette.fontWeight} ${palette.fontSize} ${fontFamily}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const margin = RADIUS * 2;
  for (const index of markers.order) {
    const x = markers.centres[index * 2] as number;
    const y = markers.centres[index * 2 + 1] as number;
    if (x < -margin || y < -margin || x > size.x + margin || y > size.y + margin) continue;
    drawMarker(context, x, y, markers.items[index] as MarkerItem, palette);
  }
}

function drawMarker(context: CanvasRenderingContext2D, x: number, y: number, item: MarkerItem, palette: Palette) {
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
  context.fillStyle = palette.text;
  context.fillText(String(item.nr), x, y + 0.5);
}
