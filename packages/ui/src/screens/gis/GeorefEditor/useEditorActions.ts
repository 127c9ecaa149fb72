import { startTransition, useMemo, type Dispatch } from 'react';
import type { DraftPoint, SheetSize } from '../../../model/georef/inputChecks';
import type { ScanMask } from '../../../model/georef/scanMask';
import type { XY } from '../../../model/georef/types';
import type { EditorAction, PointChanges } from './editorState';

/**
 * The editor's actions as stable callbacks: the panes and the table are memoised, so a render
 * that changes none of their figures (a deferred one, the switch of type while the spline
 * worker computes) skips them. They change only with the sheet's size.
 */
export function useEditorActions(dispatch: Dispatch<EditorAction>, size: SheetSize) {
  return useMemo(() => {
    // A release refits every point and renders the table at once: a transition, so it yields
    // to input. The point already shows where it was let go (the canvas keeps it there), and
    // the moves before have put it in the points.
    const drag = (key: number, changes: PointChanges, isEnd: boolean) => {
      if (isEnd) startTransition(() => dispatch({ type: 'dragEnd', key, changes }));
      else dispatch({ type: 'dragMove', key, changes });
    };
    return {
      changePoint: (key: number, changes: PointChanges) => dispatch({ type: 'updatePoint', key, changes }),
      setMask: (mask: ScanMask | null) => dispatch({ type: 'setMask', mask }),
      deletePoint: (key: number) => dispatch({ type: 'deletePoint', key }),
      dragStart: (key: number) => dispatch({ type: 'dragStart', key }),
      editDraft: (changes: Partial<DraftPoint>) => dispatch({ type: 'editDraft', changes }),
      commitDraft: () => dispatch({ type: 'commitDraft' }),
      clearDraft: () => dispatch({ type: 'clearDraft' }),
      clickPixel: (pixel: XY) => dispatch({ type: 'clickPixel', pixel }),
      dragPixel: (key: number, pixel: XY, isEnd: boolean) => drag(key, { pixelx: pixel.x, pixely: pixel.y }, isEnd),
      nudgePixel: (key: number, delta: XY) => dispatch({ type: 'nudge', key, end: 'pixel', delta }),
      clickMap: (map: XY) => dispatch({ type: 'clickMap', map, sheet: size }),
      dragMap: (key: number, map: XY, isEnd: boolean) => drag(key, { mapx: map.x, mapy: map.y }, isEnd),
      nudgeMap: (key: number, delta: XY) => dispatch({ type: 'nudge', key, end: 'map', delta }),
    };
  }, [dispatch, size]);
}
