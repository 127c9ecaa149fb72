/**
 * Draws a demo scan into any 2D canvas context, one region at a time, as an
 * IIIF tile asks for it: paper tone and stains, the frame, title and scale, and the
 * features through the sheet's world → pixel transform (so the grid bends with the paper).
 */
import {
  FRAME_MM,
  frameRect,
  scanFeatures,
  type LabelKind,
  type LineKind,
} from '@waldmonitor/dataservice/seed/scans/features';
import { worldToPixel, type ScanSheet, type XY } from '@waldmonitor/dataservice/seed/scans/sheet';

type Context = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'stroke'
  | 'fill'
  | 'fillRect'
  | 'rect'
  | 'clip'
  | 'arc'
  | 'fillText'
  | 'setTransform'
  | 'setLineDash'
  | 'createRadialGradient'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'globalAlpha'
  | 'lineCap'
  | 'lineJoin'
>;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface PreparedLine {
  kind: LineKind;
  points: XY[];
  closed: boolean;
  box: Box;
}

interface PreparedLabel {
  kind: LabelKind;
  at: XY;
  text: string;
}

export interface PreparedScan {
  sheet: ScanSheet;
  title: string;
  lines: PreparedLine[];
  labels: PreparedLabel[];
  stains: { at: XY; r: number }[];
}

const PAPER = '#e9dfc3';
const INK = '#2f271d';
const WATER = '#2d5f92';
const DRAIN = '#9b3a2c';

/** Line styles in millimetres of paper. */
const LINE_STYLE: Record<LineKind, { colour: string; widthMm: number; dashMm?: [number, number]; alpha?: number }> = {
  grid: { colour: '#6d5d48', widthMm: 0.12, alpha: 0.8 },
  parcel: { colour: INK, widthMm: 0.18 },
  ditch: { colour: WATER, widthMm: 0.45 },
  drain: { colour: DRAIN, widthMm: 0.22, dashMm: [2.5, 1.2] },
  road: { colour: INK, widthMm: 1.4 },
  stream: { colour: WATER, widthMm: 0.9 },
};
const LABEL_STYLE: Record<LabelKind, { font: string; sizeMm: number; colour: string }> = {
  fieldName: { font: 'italic', sizeMm: 4.2, colour: INK },
  parcelNo: { font: '', sizeMm: 1.8, colour: INK },
  streamName: { font: 'italic', sizeMm: 3.4, colour: WATER },
  gridLabelX: { font: '', sizeMm: 2.2, colour: '#6d5d48' },
  gridLabelY: { font: '', sizeMm: 2.2, colour: '#6d5d48' },
};
/** Draw order: parcels under water under roads, the grid on top as it was printed last. */
const ORDER: LineKind[] = ['parcel', 'drain', 'ditch', 'stream', 'road', 'grid'];

function boxOf(points: readonly XY[]): Box {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of points) {
    box.x0 = Math.min(box.x0, p.x);
    box.y0 = Math.min(box.y0, p.y);
    box.x1 = Math.max(box.x1, p.x);
    box.y1 = Math.max(box.y1, p.y);
  }
  return box;
}

const meets = (a: Box, b: Box) => a.x0 <= b.x1 && a.x1 >= b.x0 && a.y0 <= b.y1 && a.y1 >= b.y0;

/** The features in pixel space, once per map (a map's tiles all draw from it). */
export function prepareScan(sheet: ScanSheet, title: string): PreparedScan {
  const { lines, labels } = scanFeatures(sheet);
  const prepared = lines.map((line) => {
    const points = line.points.map((p) => worldToPixel(sheet, p));
    return { kind: line.kind, points, closed: line.closed ?? false, box: boxOf(points) };
  });
  prepared.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  // Stains from the sheet's id: the same blotches on every tile and every reload.
  let state = sheet.karteId * 7919;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const stains = Array.from({ length: 14 }, () => ({
    at: { x: next() * sheet.width, y: next() * sheet.height },
    r: (20 + next() * 70) * sheet.pixelsPerMm,
  }));
  return {
    sheet,
    title,
    lines: prepared,
    labels: labels.map((label) => ({ ...label, at: worldToPixel(sheet, label.at) })),
    stains,
  };
}

/**
 * Draws the region `region` (full-resolution pixels) of the scan, reduced by `scaleFactor`,
 * into `ctx` at its origin: what one IIIF tile shows.
 */
export function drawScanRegion(ctx: Context, scan: PreparedScan, region: Box, scaleFactor: number): void {
  const { sheet } = scan;
  const mm = sheet.pixelsPerMm;
  const k = 1 / scaleFactor;
  ctx.setTransform(k, 0, 0, k, -region.x0 * k, -region.y0 * k);
  ctx.fillStyle = PAPER;
  ctx.fillRect(region.x0, region.y0, region.x1 - region.x0, region.y1 - region.y0);
  for (const stain of scan.stains) {
    const box = {
      x0: stain.at.x - stain.r,
      y0: stain.at.y - stain.r,
      x1: stain.at.x + stain.r,
      y1: stain.at.y + stain.r,
    };
    if (!meets(box, region)) continue;
    const gradient = ctx.createRadialGradient(stain.at.x, stain.at.y, 0, stain.at.x, stain.at.y, stain.r);
    gradient.addColorStop(0, 'rgba(150, 115, 55, 0.16)');
    gradient.addColorStop(1, 'rgba(150, 115, 55, 0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0);
  }

  const frame = frameRect(sheet);
  ctx.save();
  ctx.beginPath();
  ctx.rect(frame.x0, frame.y0, frame.x1 - frame.x0, frame.y1 - frame.y0);
  ctx.clip();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  // At coarse levels the bold lines stay about a screen pixel wide; hair lines fade, as on a small print.
  const width = (widthMm: number) => Math.max(widthMm * mm, widthMm >= 0.4 ? scaleFactor * 0.6 : 0);
  for (const line of scan.lines) {
    const style = LINE_STYLE[line.kind];
    const pad = style.widthMm * mm;
    if (
      !meets({ x0: line.box.x0 - pad, y0: line.box.y0 - pad, x1: line.box.x1 + pad, y1: line.box.y1 + pad }, region)
    ) {
      continue;
    }
    ctx.beginPath();
    line.points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    if (line.closed) ctx.closePath();
    ctx.globalAlpha = style.alpha ?? 1;
    ctx.setLineDash(style.dashMm ? style.dashMm.map((d) => d * mm) : []);
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = width(style.widthMm);
    ctx.stroke();
    if (line.kind === 'road') {
      // A road is two lines: the paper shows through between them.
      ctx.strokeStyle = PAPER;
      ctx.lineWidth = width(style.widthMm * 0.6);
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
  ctx.setLineDash([]);
  ctx.textBaseline = 'middle';
  for (const label of scan.labels) {
    const style = LABEL_STYLE[label.kind];
    const size = style.sizeMm * mm;
    const half = size * label.text.length * 0.35;
    if (
      !meets(
        { x0: label.at.x - half - size, y0: label.at.y - size, x1: label.at.x + half + size, y1: label.at.y + size },
        region,
      )
    ) {
      continue;
    }
    ctx.font = `${style.font} ${size}px serif`;
    ctx.fillStyle = style.colour;
    ctx.textAlign = label.kind === 'gridLabelY' ? 'left' : 'center';
    const offset =
      label.kind === 'gridLabelX'
        ? { x: 0, y: -size }
        : label.kind === 'gridLabelY'
          ? { x: size * 0.6, y: -size * 0.7 }
          : { x: 0, y: 0 };
    ctx.fillText(label.text, label.at.x + offset.x, label.at.y + offset.y);
  }
  ctx.restore();

  // The frame, title and scale line in the margin, straight on the paper.
  ctx.strokeStyle = INK;
  ctx.lineWidth = width(0.5);
  ctx.beginPath();
  ctx.rect(frame.x0, frame.y0, frame.x1 - frame.x0, frame.y1 - frame.y0);
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.font = `bold ${6 * mm}px serif`;
  ctx.fillText(scan.title, sheet.width / 2, (FRAME_MM / 2) * mm);
  ctx.font = `${3.5 * mm}px serif`;
  ctx.fillText(
    `Maßstab 1 : ${Math.round(sheet.metresPerMm * 1000).toLocaleString('de-DE')}`,
    sheet.width / 2,
    sheet.height - (FRAME_MM / 2) * mm,
  );
}
