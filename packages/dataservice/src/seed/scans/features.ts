/**
 * What a demo scan shows, as vector features in world coordinates (the map's EPSG): an
 * old drainage and parcel map with strip parcels, ditches along the block edges, drains
 * in some blocks, two roads, a stream, field names, parcel numbers and the coordinate
 * grid. Sizes are in millimetres of paper, so every scale looks like a map. Deterministic
 * per map; the control points of the seed sit on `anchors` (parcel corners, grid crossings).
 */
import { createRng, deriveSeed } from '../prng';
import { pixelToWorld, type ScanSheet, type XY } from './sheet';

export type LineKind = 'grid' | 'parcel' | 'ditch' | 'drain' | 'road' | 'stream';
export type LabelKind = 'fieldName' | 'parcelNo' | 'streamName' | 'gridLabelX' | 'gridLabelY';

export interface LineFeature {
  kind: LineKind;
  points: XY[];
  closed?: boolean;
}

export interface LabelFeature {
  kind: LabelKind;
  at: XY;
  text: string;
}

export interface ScanFeatures {
  lines: LineFeature[];
  labels: LabelFeature[];
}

/** The frame (neat line) sits this far inside the paper's edge. */
export const FRAME_MM = 20;

const FIELD_NAMES = [
  'Am Bruchgraben',
  'Lange Wiese',
  'Auf dem Sande',
  'Im Ried',
  'Hinterm Dorfe',
  'Die Mersch',
  'Kuhweide',
  'Am Mühlenteich',
  'Die Hohe Breite',
  'Im Moor',
  'Osterfeld',
  'Vor dem Holze',
] as const;
const STREAMS = ['Mühlenbach', 'Schwarzwasser', 'Aue', 'Lohbach', 'Riedgraben'] as const;
const GRID_STEPS = [100, 200, 250, 500, 1000, 2000, 2500, 5000];

/** The frame's inside in pixels, shrunk by `insetMm`. */
export function frameRect(sheet: ScanSheet, insetMm = 0) {
  const m = (FRAME_MM + insetMm) * sheet.pixelsPerMm;
  return { x0: m, y0: m, x1: sheet.width - m, y1: sheet.height - m };
}

/**
 * Whether a world point lies in the frame shrunk by `insetMm`. The affine inverse alone is
 * enough here (the paper's distortion is a few pixels) and keeps the seed fast.
 */
function insideTest(sheet: ScanSheet) {
  const [a0, a1, a2] = sheet.affine.a;
  const [b0, b1, b2] = sheet.affine.b;
  const det = a1 * b2 - a2 * b1;
  return (world: XY, insetMm: number) => {
    const dx = world.x - a0;
    const dy = world.y - b0;
    const px = (b2 * dx - a2 * dy) / det;
    const py = (a1 * dy - b1 * dx) / det;
    const m = (FRAME_MM + insetMm) * sheet.pixelsPerMm;
    return px >= m && px <= sheet.width - m && py >= m && py <= sheet.height - m;
  };
}

/** Points every `stepM` metres along a straight segment, so the paper's distortion bends it on the scan. */
function densify(from: XY, to: XY, stepM: number): XY[] {
  const n = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / stepM));
  return Array.from({ length: n + 1 }, (_, k) => ({
    x: from.x + ((to.x - from.x) * k) / n,
    y: from.y + ((to.y - from.y) * k) / n,
  }));
}

const spaced = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The world extent of the whole sheet: its centre, half diagonal and bounding box. */
function sheetExtent(sheet: ScanSheet) {
  const corners = [
    { x: 0, y: 0 },
    { x: sheet.width, y: 0 },
    { x: sheet.width, y: sheet.height },
    { x: 0, y: sheet.height },
  ].map((p) => pixelToWorld(sheet, p));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  const centre = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
  return { box, centre, radius: Math.hypot(box.x1 - box.x0, box.y1 - box.y0) / 2 };
}

interface ParcelGrid {
  centre: XY;
  eu: XY;
  ev: XY;
  du: number;
  dv: number;
  nu: number;
  nv: number;
  mm: number;
  salt: number;
}

/** Strip parcels on a grid turned to the land's own direction, about 50 × 17 mm of paper each. */
function parcelGrid(sheet: ScanSheet): ParcelGrid {
  const rng = createRng(deriveSeed(sheet.karteId, 'scan-parcels'));
  const { centre, radius } = sheetExtent(sheet);
  const mm = sheet.metresPerMm;
  const theta = rng.float(-0.6, 0.6);
  const du = rng.float(40, 58) * mm;
  const dv = rng.float(14, 20) * mm;
  return {
    centre,
    eu: { x: Math.cos(theta), y: Math.sin(theta) },
    ev: { x: -Math.sin(theta), y: Math.cos(theta) },
    du,
    dv,
    nu: Math.ceil(radius / du),
    nv: Math.ceil(radius / dv),
    mm,
    salt: deriveSeed(sheet.karteId, 'scan-jitter'),
  };
}

/** A hash of the corner's indices in [−1, 1): the same jitter however often a corner is asked for. */
function jitter(salt: number, i: number, j: number, axis: number): number {
  let h = Math.imul(salt ^ Math.imul(i, 0x9e3779b1), 0x85ebca6b) ^ Math.imul(j + axis * 7919, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 13;
  return ((h >>> 0) / 4294967296) * 2 - 1;
}

/** Corner (i, j) of the parcel grid, jittered by up to 1.5 mm along and 1 mm across the strips. */
function parcelVertex(grid: ParcelGrid, i: number, j: number): XY {
  const u = i * grid.du + jitter(grid.salt, i, j, 0) * 1.5 * grid.mm;
  const w = j * grid.dv + jitter(grid.salt, i, j, 1) * grid.mm;
  return { x: grid.centre.x + u * grid.eu.x + w * grid.ev.x, y: grid.centre.y + u * grid.eu.y + w * grid.ev.y };
}

/** Round grid coordinates about every 100 mm of paper that cover the sheet. */
function gridLines(sheet: ScanSheet) {
  const { box } = sheetExtent(sheet);
  const wanted = 100 * sheet.metresPerMm;
  const step = GRID_STEPS.reduce((best, s) => (Math.abs(s - wanted) < Math.abs(best - wanted) ? s : best));
  const range = (from: number, to: number) =>
    Array.from(
      { length: Math.floor(to / step) - Math.ceil(from / step) + 1 },
      (_, k) => (Math.ceil(from / step) + k) * step,
    );
  return { box, gx: range(box.x0, box.x1), gy: range(box.y0, box.y1) };
}

const anchorCache = new WeakMap<ScanSheet, { inside: ReturnType<typeof insideTest>; grid: ParcelGrid; step: number }>();

/**
 * What anchorNear needs of a sheet, worked out once per sheet: the seed asks for every
 * control point of a map (over a thousand in all), and this was most of its build time.
 */
function anchorsOf(sheet: ScanSheet) {
  let found = anchorCache.get(sheet);
  if (!found) {
    const { gx } = gridLines(sheet);
    const step = gx.length > 1 ? (gx[1] as number) - (gx[0] as number) : Infinity;
    found = { inside: insideTest(sheet), grid: parcelGrid(sheet), step };
    anchorCache.set(sheet, found);
  }
  return found;
}

/**
 * The anchor nearest to a pixel spot that is not `taken` (control points sit on
 * features of the scan): a parcel corner or a grid crossing at least 5 mm inside the frame,
 * found from the spot's grid indices rather than by a search over all of them, so the
 * seed stays fast. Its key identifies it in `taken`; null when none is near.
 */
export function anchorNear(sheet: ScanSheet, spot: XY, taken: ReadonlySet<string>): { key: string; world: XY } | null {
  const { inside, grid, step } = anchorsOf(sheet);
  const world = pixelToWorld(sheet, spot);
  const dx = world.x - grid.centre.x;
  const dy = world.y - grid.centre.y;
  const i0 = Math.round((dx * grid.eu.x + dy * grid.eu.y) / grid.du);
  const j0 = Math.round((dx * grid.ev.x + dy * grid.ev.y) / grid.dv);
  const candidates: { key: string; world: XY }[] = [];
  for (let dj = -3; dj <= 3; dj += 1) {
    for (let di = -2; di <= 2; di += 1) {
      candidates.push({ key: `p${i0 + di},${j0 + dj}`, world: parcelVertex(grid, i0 + di, j0 + dj) });
    }
  }
  const x = Math.round(world.x / step) * step;
  const y = Math.round(world.y / step) * step;
  if (Number.isFinite(x) && Number.isFinite(y)) candidates.push({ key: `g${x},${y}`, world: { x, y } });
  let best: { key: string; world: XY } | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (taken.has(candidate.key) || !inside(candidate.world, 5)) continue;
    const distance = Math.hypot(candidate.world.x - world.x, candidate.world.y - world.y);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

export function scanFeatures(sheet: ScanSheet): ScanFeatures {
  const isInside = insideTest(sheet);
  const inside = (_sheet: ScanSheet, world: XY, insetMm: number) => isInside(world, insetMm);
  const rng = createRng(deriveSeed(sheet.karteId, 'scan-features'));
  const mm = sheet.metresPerMm;
  const { box, centre, radius } = sheetExtent(sheet);
  const lines: LineFeature[] = [];
  const labels: LabelFeature[] = [];

  const grid = parcelGrid(sheet);
  const { nu, nv } = grid;
  const at = (i: number, j: number): XY => parcelVertex(grid, i, j);
  const ditchEvery = rng.int(4, 7);
  const roadColumn = rng.int(-Math.floor(nu / 3), Math.floor(nu / 3));
  let parcelNo = rng.int(12, 180);
  for (let j = -nv; j < nv; j += 1) {
    const drained = rng.chance(0.35);
    for (let i = -nu; i < nu; i += 1) {
      const cell = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
      if (!cell.some((c) => inside(sheet, c, -10))) continue;
      lines.push({ kind: 'parcel', points: cell, closed: true });
      const middle = { x: cell.reduce((s, c) => s + c.x, 0) / 4, y: cell.reduce((s, c) => s + c.y, 0) / 4 };
      if (drained && i !== roadColumn) {
        for (const f of [1 / 3, 2 / 3]) {
          const [a, b, c, d] = cell as [XY, XY, XY, XY];
          const left = { x: a.x + (d.x - a.x) * f, y: a.y + (d.y - a.y) * f };
          const right = { x: b.x + (c.x - b.x) * f, y: b.y + (c.y - b.y) * f };
          lines.push({ kind: 'drain', points: [left, right] });
        }
      } else if (rng.chance(0.3)) {
        parcelNo += rng.int(1, 3);
        labels.push({
          kind: 'parcelNo',
          at: middle,
          text: rng.chance(0.3) ? `${parcelNo}/${rng.int(1, 4)}` : `${parcelNo}`,
        });
      }
    }
    if (j % ditchEvery === 0) {
      lines.push({ kind: 'ditch', points: Array.from({ length: 2 * nu + 1 }, (_, k) => at(k - nu, j)) });
    }
  }
  // A field path along one column of parcel corners, and a road across the land with a bend.
  lines.push({ kind: 'road', points: Array.from({ length: 2 * nv + 1 }, (_, k) => at(roadColumn, k - nv)) });
  const bend = { x: centre.x + rng.float(-0.3, 0.3) * radius, y: centre.y + rng.float(-0.3, 0.3) * radius };
  const roadAngle = rng.float(0, Math.PI);
  const reach = (sign: number, turn: number) => ({
    x: bend.x + sign * radius * 1.2 * Math.cos(roadAngle + turn),
    y: bend.y + sign * radius * 1.2 * Math.sin(roadAngle + turn),
  });
  lines.push({
    kind: 'road',
    points: [...densify(reach(-1, 0), bend, 20 * mm), ...densify(bend, reach(1, 0.35), 20 * mm).slice(1)],
  });

  // The stream meanders across the sheet.
  const flow = rng.float(0, Math.PI);
  const along = { x: Math.cos(flow), y: Math.sin(flow) };
  const across = { x: -along.y, y: along.x };
  const wave = rng.float(120, 220) * mm;
  const amplitude = rng.float(15, 35) * mm;
  const shift = rng.float(-0.25, 0.25) * radius;
  const stream: XY[] = [];
  for (let s = -radius * 1.1; s <= radius * 1.1; s += 8 * mm) {
    const side = shift + amplitude * Math.sin((2 * Math.PI * s) / wave) + rng.float(-1, 1) * mm;
    stream.push({ x: centre.x + s * along.x + side * across.x, y: centre.y + s * along.y + side * across.y });
  }
  lines.push({ kind: 'stream', points: stream });
  const streamLabel = stream.filter((p) => inside(sheet, p, 30))[5];
  if (streamLabel) labels.push({ kind: 'streamName', at: streamLabel, text: rng.pick(STREAMS) });

  for (const name of rng.sample(FIELD_NAMES, 7)) {
    const spot = { x: rng.float(box.x0, box.x1), y: rng.float(box.y0, box.y1) };
    if (inside(sheet, spot, 40)) labels.push({ kind: 'fieldName', at: spot, text: name });
  }

  // The coordinate grid at round metres.
  const { gx, gy } = gridLines(sheet);
  for (const x of gx) lines.push({ kind: 'grid', points: densify({ x, y: box.y0 }, { x, y: box.y1 }, 25 * mm) });
  for (const y of gy) lines.push({ kind: 'grid', points: densify({ x: box.x0, y }, { x: box.x1, y }, 25 * mm) });
  const top = [...gy].reverse().find((y) => gx.some((x) => inside(sheet, { x, y }, 5)));
  const left = gx.find((x) => gy.some((y) => inside(sheet, { x, y }, 5)));
  for (const x of gx) {
    if (top !== undefined && inside(sheet, { x, y: top }, 5))
      labels.push({ kind: 'gridLabelX', at: { x, y: top }, text: spaced(x) });
  }
  for (const y of gy) {
    if (left !== undefined && inside(sheet, { x: left, y }, 5))
      labels.push({ kind: 'gridLabelY', at: { x: left, y }, text: spaced(y) });
  }
  return { lines, labels };
}
