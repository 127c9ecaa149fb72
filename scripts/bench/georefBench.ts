/**
 * The time to refit and recompute every residual for 500 points, per
 * transformation type, as the editor does on each pointer move while a point is dragged.
 * Loaded by scripts/bench.mjs through Vite's module runner (Node 20 cannot run TypeScript).
 */
import { computeResiduals, fitWithResiduals } from '../../packages/ui/src/model/georef/residuals';
import { enabledPairs, fitTransform } from '../../packages/ui/src/model/georef/transforms';
import { startTpsDrag } from '../../packages/ui/src/model/georef/tpsDrag';
import { createTpsService, fitFromTpsData } from '../../packages/ui/src/model/georef/tpsService';
import { TRANSFORM_TYPES, type ControlPoint, type XY } from '../../packages/ui/src/model/georef/types';
import type { GeorefType } from '../../packages/ui/src/model/domainValues';

export interface BenchRow {
  type: GeorefType;
  points: number;
  runs: number;
  medianMs: number;
  minMs: number;
  rmse: number | null;
}

/** A deterministic pseudo-random sequence (LCG), so every run times the same points. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** `count` points on an 8000 × 6000 pixel scan of a gently bent map, with up to ±1 px click error. */
export function benchPoints(count: number): ControlPoint[] {
  const next = sequence(7);
  return Array.from({ length: count }, () => {
    const x = next() * 8000;
    const y = next() * 6000;
    return {
      pixelx: x + (next() - 0.5) * 2,
      pixely: y + (next() - 0.5) * 2,
      mapx: 389000 + 1.25 * x + 0.02 * y + 15 * Math.sin(y / 1500),
      mapy: 5820000 - 1.25 * y + 0.01 * x + 10 * Math.cos(x / 2000),
      enable: true,
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function timeType(type: GeorefType, count: number, maxRuns: number, budgetMs: number): BenchRow {
  const points = benchPoints(count);
  let rmse: number | null = null;
  for (let i = 0; i < 3; i++) rmse = fitWithResiduals(type, points).report?.rmse ?? null;
  const times: number[] = [];
  const started = performance.now();
  while (times.length < maxRuns && (times.length < 3 || performance.now() - started < budgetMs)) {
    const t0 = performance.now();
    fitWithResiduals(type, points);
    times.push(performance.now() - t0);
  }
  return { type, points: count, runs: times.length, medianMs: median(times), minMs: Math.min(...times), rmse };
}

/**
 * Every type at `count` points: after a warm-up, up to `maxRuns` timed runs or `budgetMs` of
 * timing, whichever ends first (at least 3). The thin plate spline solves an (n + 3)² system
 * (a few hundred milliseconds at 500 points, in the editor's worker), so it is also timed at
 * 50, a realistic count for a map.
 */
export function runGeorefBench({ count = 500, maxRuns = 300, budgetMs = 3000 } = {}): BenchRow[] {
  return [
    ...TRANSFORM_TYPES.map((type) => timeType(type, count, maxRuns, budgetMs)),
    timeType('tps', 50, maxRuns, budgetMs),
  ];
}

/**
 * One pointer move while a point of a thin plate spline is dragged: the low-rank
 * update of both directions (tpsDrag.ts) and the residuals in pixels and in map units, as
 * the editor shows them. The drag's start (B·e_i of both directions) is not part of a move.
 */
export function runTpsDragBench({ count = 500, moves = 60 } = {}): BenchRow {
  const points = benchPoints(count);
  const fit = fitTransform('tps', points);
  if (!fit.ok) throw new Error(fit.message);
  const index = Math.floor(count / 2);
  const drag = startTpsDrag(fit, enabledPairs(points), index);
  if (!drag) throw new Error('no drag');
  const start = points[index] as ControlPoint;
  const times: number[] = [];
  let rmse: number | null = null;
  for (let step = 1; step <= moves; step++) {
    const pixel = { x: start.pixelx + step * 1.5, y: start.pixely - step };
    const t0 = performance.now();
    const moved = drag.move(pixel, { x: start.mapx, y: start.mapy });
    if (!moved?.ok) throw new Error('degenerate move');
    const current = points.map((p, k) => (k === index ? { ...p, pixelx: pixel.x, pixely: pixel.y } : p));
    rmse = computeResiduals(moved, current).rmse;
    computeResiduals(moved, current, { units: 'map' });
    times.push(performance.now() - t0);
  }
  return { type: 'tps', points: count, runs: times.length, medianMs: median(times), minMs: Math.min(...times), rmse };
}

export interface TpsEditorRow {
  points: number;
  /** Switching to the spline: the worker's fit with the pixel residuals and the preview's gap, median. */
  switchMs: number;
  /** The map units' residuals that follow (the worker's second step), median. */
  otherUnitsMs: number;
  /** The fit on a drag's release, median. */
  releaseMs: number;
  /** A drag's first move (its start included), median over drags. */
  dragStartMs: number;
  /** Every later move: the worker's update plus the page's part (the fit from the data, the pixel residuals). */
  dragStepMedianMs: number;
  dragStepMaxMs: number;
  runs: number;
}

/**
 * The thin plate spline as the editor runs it above 200 points (tpsService.ts in the editor's
 * worker): the switch to the type, the release refit, a drag's start and its steps. Timed on
 * this thread; in the editor the page's thread only receives the answers.
 */
export function runTpsEditorBench({ count = 1000, runs = 3, moves = 30 } = {}): TpsEditorRow {
  const points = benchPoints(count);
  const sheet = { width: 8000, height: 6000 };
  const service = createTpsService();
  const switches: number[] = [];
  const others: number[] = [];
  const releases: number[] = [];
  const starts: number[] = [];
  const steps: number[] = [];
  let id = 1;
  for (let run = 0; run < runs; run++) {
    let t0 = performance.now();
    const baseId = id++;
    const { answer, rest } = service.fit(baseId, points, 'pixels', sheet);
    switches.push(performance.now() - t0);
    if (!answer.ok) throw new Error(answer.message);
    t0 = performance.now();
    rest();
    others.push(performance.now() - t0);

    const index = (run * 37 + 11) % count;
    const start = points[index] as ControlPoint;
    let current = points;
    for (let step = 1; step <= moves; step++) {
      const pixel = { x: start.pixelx + step * 1.5, y: start.pixely - step };
      current = points.map((p, k) => (k === index ? { ...p, pixelx: pixel.x, pixely: pixel.y } : p));
      t0 = performance.now();
      const moved = service.move(baseId, index, pixel, { x: start.mapx, y: start.mapy }, current);
      if (!moved.ok) throw new Error(moved.message);
      computeResiduals(fitFromTpsData(moved.data), current);
      (step === 1 ? starts : steps).push(performance.now() - t0);
    }
    t0 = performance.now();
    service.fit(id++, current, 'pixels', sheet);
    releases.push(performance.now() - t0);
  }
  return {
    points: count,
    switchMs: median(switches),
    otherUnitsMs: median(others),
    releaseMs: median(releases),
    dragStartMs: median(starts),
    dragStepMedianMs: median(steps),
    dragStepMaxMs: Math.max(...steps),
    runs,
  };
}

export interface TpsDragAgreementRow {
  /** How far (px) the dragged point ends from the other point. */
  distancePx: number;
  /** Largest distance (map units, metres) between the update's and the full solve's map position of any point. */
  positionM: number | null;
  /** Largest difference (metres) of the leave-one-out residuals in map units the table shows. */
  residualM: number | null;
  /** How far each misses its own points (metres; a spline passes through every point): which one strays. */
  updateMissM: number | null;
  fullMissM: number | null;
  /** The full solve's refusal (the points one to the spline), or null when it fitted. */
  refused: string | null;
  /** Whether the update refused alike (same message); null when the full solve fitted. */
  refusedAlike: boolean | null;
}

const NO_MISS = { updateMissM: null, fullMissM: null };

/** The largest `|a − b|` over two lists of points (null entries skipped). */
function largestGap(a: readonly (XY | null)[], b: readonly (XY | null)[]): number {
  let largest = 0;
  a.forEach((p, i) => {
    const q = b[i];
    if (p && q) largest = Math.max(largest, Math.hypot(p.x - q.x, p.y - q.y));
  });
  return largest;
}

/**
 * The spline's drag update is to agree with the full solve within 1 mm, next to other points
 * too, where the system is close to singular. At `count` points one point is dragged (its map position kept) to within each of
 * `distancesPx` of its nearest neighbour (0.02 px is where both refuse: one point to the spline); the update (tpsDrag.ts, as the editor's worker moves
 * it) against a new factorisation (tps.ts): the map position of every point, and the
 * leave-one-out residuals in metres.
 */
export function runTpsDragAgreement({ count = 1000, distancesPx = [1, 0.1, 0.03, 0.02] } = {}): TpsDragAgreementRow[] {
  const points = benchPoints(count);
  const fit = fitTransform('tps', points);
  if (!fit.ok) throw new Error(fit.message);
  const index = Math.floor(count / 2);
  const dragged = points[index] as ControlPoint;
  let neighbour = -1;
  let nearest = Number.POSITIVE_INFINITY;
  points.forEach((p, k) => {
    const d = Math.hypot(p.pixelx - dragged.pixelx, p.pixely - dragged.pixely);
    if (k !== index && d < nearest) [neighbour, nearest] = [k, d];
  });
  const other = points[neighbour] as ControlPoint;
  const drag = startTpsDrag(fit, enabledPairs(points), index);
  if (!drag) throw new Error('no drag');
  return distancesPx.map((distancePx) => {
    const pixel = { x: other.pixelx + distancePx / Math.SQRT2, y: other.pixely - distancePx / Math.SQRT2 };
    const map = { x: dragged.mapx, y: dragged.mapy };
    const moved = points.map((p, k) => (k === index ? { ...p, pixelx: pixel.x, pixely: pixel.y } : p));
    const full = fitTransform('tps', moved);
    const fast = drag.move(pixel, map);
    if (!full.ok) {
      const refusedAlike = fast !== null && !fast.ok && fast.message === full.message;
      return { distancePx, positionM: null, residualM: null, ...NO_MISS, refused: full.message, refusedAlike };
    }
    if (!fast?.ok) {
      const refused = fast ? `nur das Update lehnt ab: ${fast.message}` : 'das Update ist numerisch unbrauchbar';
      return { distancePx, positionM: null, residualM: null, ...NO_MISS, refused, refusedAlike: false };
    }
    const at = moved.map((p) => ({ x: p.pixelx, y: p.pixely }));
    const positionM = largestGap(
      at.map((p) => fast.forward(p)),
      at.map((p) => full.forward(p)),
    );
    const residualM = largestGap(fast.leaveOneOut?.('map') ?? [], full.leaveOneOut?.('map') ?? []);
    const targets = moved.map((p) => ({ x: p.mapx, y: p.mapy }));
    const updateMissM = largestGap(
      at.map((p) => fast.forward(p)),
      targets,
    );
    const fullMissM = largestGap(
      at.map((p) => full.forward(p)),
      targets,
    );
    return { distancePx, positionM, residualM, updateMissM, fullMissM, refused: null, refusedAlike: null };
  });
}
