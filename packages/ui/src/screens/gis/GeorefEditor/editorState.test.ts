import { describe, expect, it } from 'vitest';
import type { GcpRow } from '../../../model/georef/pointsFile';
import {
  EMPTY_DRAFT,
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  completeDraft,
  createEditorState,
  editorReducer,
  isDirty,
  toGcpRows,
  type EditorAction,
  type EditorState,
} from './editorState';

const row = (nr: number, pixelx: number, pixely: number, mapx: number, mapy: number, enable = true): GcpRow => ({
  nr,
  pixelx,
  pixely,
  mapx,
  mapy,
  enable,
  dx: null,
  dy: null,
  residual: null,
});

const loaded = [row(2, 100, 200, 389100, 5820200), row(1, 10, 20, 389010, 5820020)];
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const coordinates = (state: EditorState) => state.present.points.map((p) => [p.pixelx, p.pixely, p.mapx, p.mapy]);

describe('given points loaded from the service', () => {
  const state = createEditorState(loaded, 'helmert');

  it('orders them by nr and gives each a key', () => {
    expect(coordinates(state)).toEqual([
      [10, 20, 389010, 5820020],
      [100, 200, 389100, 5820200],
    ]);
    expect(state.present.points.map((p) => p.key)).toEqual([1, 2]);
    expect(state.nextKey).toBe(3);
  });

  it('has no history and no unsaved changes', () => {
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
    expect(isDirty(state)).toBe(false);
  });

  it('writes them back numbered in table order', () => {
    expect(toGcpRows(state.present.points)).toEqual([
      row(1, 10, 20, 389010, 5820020),
      row(2, 100, 200, 389100, 5820200),
    ]);
  });
});

describe('given a click on the image', () => {
  const start = createEditorState(loaded, 'helmert');
  const afterImage = run(start, { type: 'clickPixel', pixel: { x: 50, y: 60 } });

  it('holds the pixel as a draft without adding a point', () => {
    expect(afterImage.draft).toEqual({ pixelx: 50, pixely: 60, mapx: null, mapy: null });
    expect(afterImage.present.points).toHaveLength(2);
    expect(canUndo(afterImage)).toBe(false);
  });

  it('after the click on the map adds the point, selects it and clears the draft', () => {
    const added = run(afterImage, { type: 'clickMap', map: { x: 389050, y: 5820060 } });
    expect(coordinates(added)[2]).toEqual([50, 60, 389050, 5820060]);
    expect(added.present.points[2]?.enable).toBe(true);
    expect(added.selectedKey).toBe(3);
    expect(added.draft).toEqual(EMPTY_DRAFT);
    expect(canUndo(added)).toBe(true);
    expect(isDirty(added)).toBe(true);
  });

  it('a second image click replaces the draft pixel', () => {
    const again = run(afterImage, { type: 'clickPixel', pixel: { x: 70, y: 80 } });
    expect(again.draft).toMatchObject({ pixelx: 70, pixely: 80 });
  });

  it('clearDraft forgets it', () => {
    expect(run(afterImage, { type: 'clearDraft' }).draft).toEqual(EMPTY_DRAFT);
  });

  it('typed map coordinates wait for "commitDraft"', () => {
    const typed = run(afterImage, { type: 'editDraft', changes: { mapx: 1, mapy: 2 } });
    expect(typed.present.points).toHaveLength(2);
    expect(completeDraft(typed.draft)).toEqual({ pixel: { x: 50, y: 60 }, map: { x: 1, y: 2 } });
    const committed = run(typed, { type: 'commitDraft' });
    expect(coordinates(committed)[2]).toEqual([50, 60, 1, 2]);
  });

  it('a map click does not complete a typed pixel beyond the scan; the field says why', () => {
    const sheet = { width: 4961, height: 7016 };
    const typed = run(start, { type: 'editDraft', changes: { pixelx: 99999999, pixely: 10 } });
    const clicked = run(typed, { type: 'clickMap', map: { x: 1, y: 2 }, sheet });
    expect(clicked.present.points).toHaveLength(2);
    expect(clicked.draft).toEqual({ pixelx: 99999999, pixely: 10, mapx: 1, mapy: 2 });
    const inside = run(start, { type: 'editDraft', changes: { pixelx: 4961, pixely: 0 } });
    expect(run(inside, { type: 'clickMap', map: { x: 1, y: 2 }, sheet }).present.points).toHaveLength(3);
  });

  it('an incomplete draft is not committed', () => {
    const half = run(afterImage, { type: 'editDraft', changes: { mapx: 1 } }, { type: 'commitDraft' });
    expect(half.present.points).toHaveLength(2);
    expect(completeDraft(half.draft)).toBeNull();
  });
});

describe('given four points added one after the other', () => {
  let state = createEditorState([], 'polynomial1');
  for (const [x, y] of [
    [0, 0],
    [100, 0],
    [0, 100],
    [100, 100],
  ] as const) {
    state = run(
      state,
      { type: 'clickMap', map: { x: 1000 + x, y: 2000 - y } },
      { type: 'clickPixel', pixel: { x, y } },
    );
  }

  it('has four points and four undo steps', () => {
    expect(state.present.points.map((p) => p.key)).toEqual([1, 2, 3, 4]);
    expect(state.past).toHaveLength(4);
  });

  it('undo removes the last, redo brings it back', () => {
    const undone = run(state, { type: 'undo' });
    expect(undone.present.points).toHaveLength(3);
    expect(canRedo(undone)).toBe(true);
    const redone = run(undone, { type: 'redo' });
    expect(redone.present).toBe(state.present);
    expect(canRedo(redone)).toBe(false);
  });

  it('a new change after undo drops the redo steps', () => {
    const branched = run(state, { type: 'undo' }, { type: 'setType', georefType: 'helmert' });
    expect(canRedo(branched)).toBe(false);
    expect(branched.present.georefType).toBe('helmert');
  });

  it('undo past the start does nothing', () => {
    const all = run(state, ...Array.from({ length: 6 }, () => ({ type: 'undo' }) as const));
    expect(all.present.points).toHaveLength(0);
    expect(all.past).toHaveLength(0);
    expect(isDirty(all)).toBe(false);
  });
});

describe('given a drag of a point', () => {
  const start = createEditorState(loaded, 'helmert');
  const moves = run(
    start,
    { type: 'dragStart', key: 1 },
    { type: 'dragMove', key: 1, changes: { pixelx: 11, pixely: 21 } },
    { type: 'dragMove', key: 1, changes: { pixelx: 12, pixely: 22 } },
  );

  it('follows the pointer without filing history', () => {
    expect(coordinates(moves)[0]).toEqual([12, 22, 389010, 5820020]);
    expect(moves.past).toHaveLength(0);
    expect(moves.selectedKey).toBe(1);
  });

  it('after the release is one undo step back to before the drag', () => {
    const ended = run(moves, { type: 'dragEnd', key: 1, changes: { pixelx: 13, pixely: 23 } });
    expect(coordinates(ended)[0]).toEqual([13, 23, 389010, 5820020]);
    expect(ended.past).toEqual([start.present]);
    expect(run(ended, { type: 'undo' }).present).toBe(start.present);
  });

  it('a press without a move files nothing', () => {
    const pressed = run(start, { type: 'dragStart', key: 2 }, { type: 'dragEnd', key: 2, changes: { pixelx: 100 } });
    expect(pressed.past).toHaveLength(0);
    expect(pressed.dragOrigin).toBeNull();
  });

  it('drags the map end as well', () => {
    const ended = run(
      start,
      { type: 'dragStart', key: 2 },
      { type: 'dragEnd', key: 2, changes: { mapx: 389101.5, mapy: 5820199.25 } },
    );
    expect(coordinates(ended)[1]).toEqual([100, 200, 389101.5, 5820199.25]);
  });
});

describe('given edits in the table', () => {
  const start = createEditorState(loaded, 'helmert');

  it('updatePoint changes one field as one step', () => {
    const edited = run(start, { type: 'updatePoint', key: 2, changes: { mapx: 389111 } });
    expect(coordinates(edited)[1]).toEqual([100, 200, 389111, 5820200]);
    expect(edited.past).toHaveLength(1);
  });

  it('an unchanged value files no step', () => {
    expect(run(start, { type: 'updatePoint', key: 2, changes: { mapx: 389100 } })).toBe(start);
  });

  it('switching a point off keeps it', () => {
    const off = run(start, { type: 'updatePoint', key: 1, changes: { enable: false } });
    expect(off.present.points.map((p) => p.enable)).toEqual([false, true]);
  });

  it('deleting the selected point clears the selection and renumbers', () => {
    const deleted = run(start, { type: 'select', key: 1 }, { type: 'deletePoint', key: 1 });
    expect(deleted.selectedKey).toBeNull();
    expect(toGcpRows(deleted.present.points).map((p) => [p.nr, p.pixelx])).toEqual([[1, 100]]);
  });

  it('nudges the pixel end by the given delta', () => {
    const nudged = run(start, { type: 'nudge', key: 1, end: 'pixel', delta: { x: 0.25, y: -0.25 } });
    expect(coordinates(nudged)[0]).toEqual([10.25, 19.75, 389010, 5820020]);
  });

  it('nudges the map end by the given delta', () => {
    const nudged = run(start, { type: 'nudge', key: 2, end: 'map', delta: { x: -2, y: 4 } });
    expect(coordinates(nudged)[1]).toEqual([100, 200, 389098, 5820204]);
  });

  it('typed coordinates add a point at once', () => {
    const typed = run(start, { type: 'addPoint', pixel: { x: 5, y: 6 }, map: { x: 7, y: 8 } });
    expect(coordinates(typed)[2]).toEqual([5, 6, 7, 8]);
  });
});

describe('given an import', () => {
  const start = createEditorState(loaded, 'helmert');
  const imported = run(start, { type: 'import', points: [row(1, 1, 2, 3, 4), row(2, 5, 6, 7, 8, false)] });

  it('replaces the points with fresh keys, as one undo step', () => {
    expect(imported.present.points.map((p) => p.key)).toEqual([3, 4]);
    expect(imported.present.points[1]?.enable).toBe(false);
    expect(run(imported, { type: 'undo' }).present).toBe(start.present);
  });
});

describe('given a local draft taken back', () => {
  const start = createEditorState(loaded, 'helmert');
  const draft = [
    row(1, 11, 22, 389011, 5820022),
    row(2, 101, 202, 389101, 5820202),
    row(3, 7, 8, 389007, 5820008, false),
  ];
  const restored = run(start, { type: 'restore', points: draft, georefType: 'polynomial1' });

  it('has the draft points and type, unsaved', () => {
    expect(toGcpRows(restored.present.points)).toEqual(draft);
    expect(restored.present.georefType).toBe('polynomial1');
    expect(restored.present.points.map((p) => p.key)).toEqual([3, 4, 5]);
    expect(isDirty(restored)).toBe(true);
  });

  it('undo goes back to the stored points in one step', () => {
    const undone = run(restored, { type: 'undo' });
    expect(undone.present).toBe(start.present);
    expect(isDirty(undone)).toBe(false);
  });
});

describe('given a save', () => {
  it('markSaved makes the saved snapshot the clean one', () => {
    const edited = run(createEditorState(loaded, 'helmert'), { type: 'setType', georefType: 'tps' });
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(run(edited, { type: 'markSaved', snapshot: edited.present }))).toBe(false);
  });
});

it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
  let state = createEditorState(loaded, 'helmert');
  for (let i = 1; i <= HISTORY_LIMIT + 5; i += 1) {
    state = editorReducer(state, { type: 'updatePoint', key: 1, changes: { pixelx: i } });
  }
  expect(state.past).toHaveLength(HISTORY_LIMIT);
});

describe('the mask', () => {
  const frame = [
    { x: 1, y: 1 },
    { x: 90, y: 1 },
    { x: 90, y: 70 },
  ];

  it('is one undo step, unsaved until saved, and a saved one is loaded with the points', () => {
    const start = createEditorState(loaded, 'helmert');
    expect(start.present.mask).toBeNull();
    const masked = run(start, { type: 'setMask', mask: frame });
    expect(masked.present.mask).toBe(frame);
    expect(masked.present.points).toBe(start.present.points);
    expect(isDirty(masked)).toBe(true);
    const undone = run(masked, { type: 'undo' });
    expect(undone.present.mask).toBeNull();
    expect(isDirty(undone)).toBe(false);
    expect(createEditorState(loaded, 'helmert', frame).present.mask).toBe(frame);
  });

  it('is taken back with a restored draft, and the same mask again is no step', () => {
    const start = createEditorState(loaded, 'helmert', frame);
    expect(run(start, { type: 'setMask', mask: frame })).toBe(start);
    const restored = run(start, { type: 'restore', points: loaded, georefType: 'tps', mask: null });
    expect(restored.present.mask).toBeNull();
    expect(run(restored, { type: 'undo' }).present.mask).toBe(frame);
  });
});
