import type { MapPoint } from '@waldmonitor/ui/model';
import type { Rng } from './prng';

/** An affine pixel → map transform: x = a0 + a1·px + a2·py, y = b0 + b1·px + b2·py. */
export interface Affine {
  a: [number, number, number];
  b: [number, number, number];
}

/**
 * The transform of a scanned sheet: `metresPerPixel` from scale and dpi, a small rotation
 * (sheets are never scanned perfectly straight) and image y pointing down.
 */
export function sheetTransform(originX: number, originY: number, metresPerPixel: number, rotationDeg: number): Affine {
  const r = (rotationDeg * Math.PI) / 180;
  const c = Math.cos(r) * metresPerPixel;
  const s = Math.sin(r) * metresPerPixel;
  return { a: [originX, c, s], b: [originY, s, -c] };
}

export function applyAffine(t: Affine, px: number, py: number): { x: number; y: number } {
  return { x: t.a[0] + t.a[1] * px + t.a[2] * py, y: t.b[0] + t.b[1] * px + t.b[2] * py };
}

function solve3(m: number[][], v: number[]): [number, number, number] {
  const det = (q: number[][]) =>
    q[0]![0]! * (q[1]![1]! * q[2]![2]! - q[1]![2]! * q[2]![1]!) -
    q[0]![1]! * (q[1]![0]! * q[2]![2]! - q[1]![2]! * q[2]![0]!) +
    q[0]![2]! * (q[1]![0]! * q[2]![1]! - q[1]![1]! * q[2]![0]!);
  const d = det(m);
  const column = (i: number) => m.map((row, r) => row.map((cell, c) => (c === i ? v[r]! : cell)));
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d];
}

/** Least-squares affine fit (polynomial 1) through the enabled points; needs three of them. */
export function fitAffine(
  points: readonly Pick<MapPoint, 'pixelx' | 'pixely' | 'mapx' | 'mapy' | 'enable'>[],
): Affine | null {
  const used = points.filter((p) => p.enable);
  if (used.length < 3) return null;
  // Centre the pixel coordinates so the normal equations stay well conditioned.
  const cx = used.reduce((s, p) => s + p.pixelx, 0) / used.length;
  const cy = used.reduce((s, p) => s + p.pixely, 0) / used.length;
  const n = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const vx = [0, 0, 0];
  const vy = [0, 0, 0];
  for (const p of used) {
    const row = [1, p.pixelx - cx, p.pixely - cy];
    for (let i = 0; i < 3; i += 1) {
      for (let j = 0; j < 3; j += 1) n[i]![j]! += row[i]! * row[j]!;
      vx[i]! += row[i]! * p.mapx;
      vy[i]! += row[i]! * p.mapy;
    }
  }
  const [a0, a1, a2] = solve3(n, vx);
  const [b0, b1, b2] = solve3(n, vy);
  return { a: [a0 - a1 * cx - a2 * cy, a1, a2], b: [b0 - b1 * cx - b2 * cy, b1, b2] };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A spot on the scan a surveyor would pick: its pixel and the world coordinates it was drawn from. */
export interface Anchor {
  key: string;
  pixel: { x: number; y: number };
  world: { x: number; y: number };
}

/** The anchor nearest to a spot on the sheet that is not taken yet; null when there is none. */
export type AnchorFinder = (spot: { x: number; y: number }, taken: ReadonlySet<string>) => Anchor | null;

/**
 * Ground control points on a sheet: spread over the image and set on features of the scan
 * (each random spot moves to the nearest unused anchor, a parcel corner or grid
 * crossing), map coordinates from the drawn feature plus survey noise, and now and then an
 * outlier (a point clicked on the wrong crossing), so a fit makes sense and the editor
 * has something to flag.
 */
export function controlPoints(
  karteId: number,
  anchorNear: AnchorFinder,
  width: number,
  height: number,
  count: number,
  noiseMetres: number,
  rng: Rng,
): MapPoint[] {
  const points: MapPoint[] = [];
  const taken = new Set<string>();
  for (let nr = 1; nr <= count; nr += 1) {
    const spot = { x: rng.float(0.05, 0.95) * width, y: rng.float(0.05, 0.95) * height };
    const nearest = anchorNear(spot, taken);
    if (!nearest) throw new Error(`Karte ${karteId}: kein Passpunktmerkmal nahe (${spot.x}, ${spot.y})`);
    taken.add(nearest.key);
    const exact = nearest.world;
    const outlier = nr > 4 && rng.chance(0.08);
    // A wrong crossing is a few millimetres off on paper: 6 to 20 times the survey noise.
    const blunder = () => (outlier ? rng.float(6, 20) * noiseMetres * (rng.chance(0.5) ? 1 : -1) : 0);
    points.push({
      karte_id: karteId,
      nr,
      mapx: round(exact.x + rng.gauss(noiseMetres) + blunder(), 2),
      mapy: round(exact.y + rng.gauss(noiseMetres) + blunder(), 2),
      pixelx: round(nearest.pixel.x, 1),
      pixely: round(nearest.pixel.y, 1),
      // Most outliers are still switched on: the editor should find them.
      enable: !(outlier && rng.chance(0.4)),
      dx: null,
      dy: null,
      residual: null,
    });
  }
  return points;
}

/** Writes dx, dy and residual of the last fit into the points (map units, centimetres). */
export function withResiduals(points: MapPoint[]): { points: MapPoint[]; rmse: number | null } {
  const fit = fitAffine(points);
  if (!fit) return { points, rmse: null };
  let sum = 0;
  let used = 0;
  const result = points.map((p) => {
    const predicted = applyAffine(fit, p.pixelx, p.pixely);
    const dx = predicted.x - p.mapx;
    const dy = predicted.y - p.mapy;
    if (p.enable) {
      sum += dx * dx + dy * dy;
      used += 1;
    }
    return { ...p, dx: round(dx, 2), dy: round(dy, 2), residual: round(Math.hypot(dx, dy), 2) };
  });
  return { points: result, rmse: round(Math.sqrt(sum / used), 2) };
}
