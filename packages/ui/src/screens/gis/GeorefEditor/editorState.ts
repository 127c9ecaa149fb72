/**
 * The georeferencing editor's state as a pure reducer with history (undo and
 * redo with Ctrl+Z / Ctrl+Shift+Z). What can be undone is a snapshot of the points,
 * the transformation type and the mask; the selection and the half-set new point are not history.
 *
 * A drag is one step: `dragStart` remembers the snapshot before it, `dragMove` changes
 * the points on every pointer move without touching the history (so residuals follow the
 * pointer), `dragEnd` files the remembered snapshot as the one undo step.
 */
import type { GeorefType } from '../../../model/domainValues';
import type { GcpRow } from '../../../model/georef/pointsFile';
import type { ScanMask } from '../../../model/georef/scanMask';
import type { XY } from '../../../model/georef/types';
import { pixelOutsideMessage, type DraftPoint, type SheetSize } from '../../../model/georef/inputChecks';

/** A ground control point in the editor; `key` is its identity for markers and rows, `nr` is its position + 1. */
export interface EditorPoint {
  key: number;
  pixelx: number;
  pixely: number;
  mapx: number;
  mapy: number;
  enable: boolean;
}

export type PointChanges = Partial<Pick<EditorPoint, 'pixelx' | 'pixely' | 'mapx' | 'mapy' | 'enable'>>;

export interface Snapshot {
  points: readonly EditorPoint[];
  georefType: GeorefType;
  /** The part of the scan that is map (scanMask.ts); `null`: the whole scan. */
  mask: ScanMask | null;
}

export interface EditorState {
  present: Snapshot;
  past: readonly Snapshot[];
  future: readonly Snapshot[];
  /** The last saved (or loaded) snapshot: the editor has unsaved changes while `present` is another one. */
  saved: Snapshot;
  selectedKey: number | null;
  draft: DraftPoint;
  /** The snapshot before the drag that is under way. */
  dragOrigin: Snapshot | null;
  nextKey: number;
}

/** Undo steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 200;

export type PointEnd = 'pixel' | 'map';

export type EditorAction =
  | { type: 'load'; points: readonly GcpRow[]; georefType: GeorefType; mask?: ScanMask | null }
  | { type: 'clickPixel'; pixel: XY }
  /** `sheet`: a typed pixel beyond it does not complete the point; the field says why. */
  | { type: 'clickMap'; map: XY; sheet?: SheetSize }
  | { type: 'editDraft'; changes: Partial<DraftPoint> }
  | { type: 'commitDraft' }
  | { type: 'clearDraft' }
  | { type: 'addPoint'; pixel: XY; map: XY }
  | { type: 'updatePoint'; key: number; changes: PointChanges }
  | { type: 'deletePoint'; key: number }
  | { type: 'setType'; georefType: GeorefType }
  /** A mask drawn (already checked by maskProblem) or removed (`null`): one undo step. */
  | { type: 'setMask'; mask: ScanMask | null }
  | { type: 'select'; key: number | null }
  | { type: 'dragStart'; key: number }
  | { type: 'dragMove'; key: number; changes: PointChanges }
  | { type: 'dragEnd'; key: number; changes: PointChanges }
  | { type: 'nudge'; key: number; end: PointEnd; delta: XY }
  | { type: 'import'; points: readonly GcpRow[] }
  /** A local draft of unsaved points taken back: points, type and mask, one undo step. */
  | { type: 'restore'; points: readonly GcpRow[]; georefType: GeorefType; mask?: ScanMask | null }
  | { type: 'markSaved'; snapshot: Snapshot }
  | { type: 'undo' }
  | { type: 'redo' };

export const EMPTY_DRAFT: DraftPoint = { pixelx: null, pixely: null, mapx: null, mapy: null };

/** The draft's two ends once all four values are given, else `null`. */
export function completeDraft(draft: DraftPoint): { pixel: XY; map: XY } | null {
  const { pixelx, pixely, mapx, mapy } = draft;
  if (pixelx === null || pixely === null || mapx === null || mapy === null) return null;
  return { pixel: { x: pixelx, y: pixely }, map: { x: mapx, y: mapy } };
}

function isDraftPixelOnSheet(draft: DraftPoint, sheet: SheetSize | undefined): boolean {
  return (
    pixelOutsideMessage(draft.pixelx, 'x', sheet) === null && pixelOutsideMessage(draft.pixely, 'y', sheet) === null
  );
}

function toEditorPoints(rows: readonly GcpRow[], firstKey: number): EditorPoint[] {
  return [...rows]
    .sort((a, b) => a.nr - b.nr)
    .map((row, index) => ({
      key: firstKey + index,
      pixelx: row.pixelx,
      pixely: row.pixely,
      mapx: row.mapx,
      mapy: row.mapy,
      enable: row.enable,
    }));
}

export function createEditorState(
  points: readonly GcpRow[],
  georefType: GeorefType,
  mask: ScanMask | null = null,
): EditorState {
  const present: Snapshot = { points: toEditorPoints(points, 1), georefType, mask };
  return {
    present,
    past: [],
    future: [],
    saved: present,
    selectedKey: null,
    draft: EMPTY_DRAFT,
    dragOrigin: null,
    nextKey: points.length + 1,
  };
}

/** A new present that can be undone: the old one goes onto the past, the future is dropped. */
function commit(state: EditorState, present: Snapshot, origin: Snapshot = state.present): EditorState {
  if (present === origin) return state;
  return {
    ...state,
    present,
    past: [...state.past, origin].slice(-HISTORY_LIMIT),
    future: [],
    dragOrigin: null,
  };
}

function changePoint(snapshot: Snapshot, key: number, changes: PointChanges): Snapshot {
  const index = snapshot.points.findIndex((point) => point.key === key);
  const current = snapshot.points[index];
  if (!current) return snapshot;
  const next = { ...current, ...changes };
  const isSame = (Object.keys(changes) as (keyof PointChanges)[]).every((field) => next[field] === current[field]);
  if (isSame) return snapshot;
  const points = [...snapshot.points];
  points[index] = next;
  return { ...snapshot, points };
}

function appendPoint(state: EditorState, pixel: XY, map: XY): EditorState {
  const key = state.nextKey;
  const point: EditorPoint = { key, pixelx: pixel.x, pixely: pixel.y, mapx: map.x, mapy: map.y, enable: true };
  const next = commit(state, { ...state.present, points: [...state.present.points, point] });
  return { ...next, nextKey: key + 1, selectedKey: key, draft: EMPTY_DRAFT };
}

function withDraft(state: EditorState, draft: DraftPoint, addWhenComplete: boolean): EditorState {
  const complete = addWhenComplete ? completeDraft(draft) : null;
  return complete ? appendPoint(state, complete.pixel, complete.map) : { ...state, draft, selectedKey: null };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return createEditorState(action.points, action.georefType, action.mask ?? null);
    // A click completes the point when the other end is already given: image, then map (or the other way round).
    case 'clickPixel':
      return withDraft(state, { ...state.draft, pixelx: action.pixel.x, pixely: action.pixel.y }, true);
    case 'clickMap':
      return withDraft(
        state,
        { ...state.draft, mapx: action.map.x, mapy: action.map.y },
        isDraftPixelOnSheet(state.draft, action.sheet),
      );
    case 'editDraft':
      return withDraft(state, { ...state.draft, ...action.changes }, false);
    case 'commitDraft':
      return withDraft(state, state.draft, true);
    case 'clearDraft':
      return { ...state, draft: EMPTY_DRAFT };
    case 'addPoint':
      return appendPoint(state, action.pixel, action.map);
    case 'updatePoint':
      return commit(state, changePoint(state.present, action.key, action.changes));
    case 'deletePoint': {
      const points = state.present.points.filter((point) => point.key !== action.key);
      if (points.length === state.present.points.length) return state;
      const next = commit(state, { ...state.present, points });
      return { ...next, selectedKey: state.selectedKey === action.key ? null : state.selectedKey };
    }
    case 'setType':
      if (action.georefType === state.present.georefType) return state;
      return commit(state, { ...state.present, georefType: action.georefType });
    case 'setMask':
      if (action.mask === state.present.mask) return state;
      return commit(state, { ...state.present, mask: action.mask });
    case 'select':
      return { ...state, selectedKey: action.key };
    case 'dragStart':
      return { ...state, dragOrigin: state.present, selectedKey: action.key };
    case 'dragMove':
      return { ...state, present: changePoint(state.present, action.key, action.changes) };
    case 'dragEnd': {
      const origin = state.dragOrigin ?? state.present;
      const present = changePoint(state.present, action.key, action.changes);
      // A press without a move leaves the points as they were: no undo step.
      if (present.points === origin.points) return { ...state, present, dragOrigin: null };
      return commit(state, present, origin);
    }
    case 'nudge': {
      const point = state.present.points.find((candidate) => candidate.key === action.key);
      if (!point) return state;
      const changes =
        action.end === 'pixel'
          ? { pixelx: point.pixelx + action.delta.x, pixely: point.pixely + action.delta.y }
          : { mapx: point.mapx + action.delta.x, mapy: point.mapy + action.delta.y };
      return commit(state, changePoint(state.present, action.key, changes));
    }
    case 'import': {
      const points = toEditorPoints(action.points, state.nextKey);
      const next = commit(state, { ...state.present, points });
      return { ...next, nextKey: state.nextKey + points.length, selectedKey: null, draft: EMPTY_DRAFT };
    }
    case 'restore': {
      const points = toEditorPoints(action.points, state.nextKey);
      const next = commit(state, { points, georefType: action.georefType, mask: action.mask ?? null });
      return { ...next, nextKey: state.nextKey + points.length, selectedKey: null };
    }
    case 'markSaved':
      return { ...state, saved: action.snapshot };
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        present: previous,
        past: state.past.slice(0, -1),
        future: [state.present, ...state.future],
        dragOrigin: null,
      };
    }
    case 'redo': {
      const following = state.future[0];
      if (!following) return state;
      return {
        ...state,
        present: following,
        past: [...state.past, state.present],
        future: state.future.slice(1),
        dragOrigin: null,
      };
    }
  }
}

export const canUndo = (state: EditorState): boolean => state.past.length > 0;
export const canRedo = (state: EditorState): boolean => state.future.length > 0;
export const isDirty = (state: EditorState): boolean =>
  state.present.georefType !== state.saved.georefType ||
  state.present.points !== state.saved.points ||
  state.present.mask !== state.saved.mask;

/** The points as `mappoint` rows without `karte_id`, numbered 1… in table order; residuals empty. */
export function toGcpRows(points: readonly EditorPoint[]): GcpRow[] {
  return points.map((point, index) => ({
    nr: index + 1,
    pixelx: point.pixelx,
    pixely: point.pixely,
    mapx: point.mapx,
    mapy: point.mapy,
    enable: point.enable,
    dx: null,
    dy: null,
    residual: null,
  }));
}
