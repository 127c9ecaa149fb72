import { useDeferredValue, useMemo } from 'react';
import type { PointResidual, ResidualReport } from '../../../model/georef/residuals';
import type { FitResult } from '../../../model/georef/types';
import type { EditorPoint } from './editorState';

interface Figures {
  fit: FitResult;
  pixelReport: ResidualReport | null;
  report: ResidualReport | null;
  outliers: readonly boolean[];
  isUpdating: boolean;
}

/**
 * What the panes and the table show of the figures, each in a render of its own after the
 * summary's, so a move of a dragged point is not one long task:
 * - the panes (vectors, markers, the warped preview) always after the figures;
 * - the table's rows while a point is dragged (and until its release has rendered), a move
 *   behind at most; otherwise at once, as a typed value must show. While the rows are behind
 *   the table says it is busy (`isBehind`), so whoever reads it waits for the last position.
 */
export function useLaterViews(figures: Figures, points: readonly EditorPoint[], isDragging: boolean) {
  const { fit, pixelReport, report, outliers, isUpdating } = figures;
  const paneView = useDeferredValue(
    useMemo(() => ({ fit, residuals: pixelReport?.points ?? null, outliers }), [fit, pixelReport, outliers]),
  );
  const rowsNow = useMemo<{ points: readonly EditorPoint[]; residuals: readonly (PointResidual | null)[] | null }>(
    () => ({ points, residuals: report?.points ?? null }),
    [points, report],
  );
  const rowsLater = useDeferredValue(rowsNow);
  const rows = isDragging ? rowsLater : rowsNow;
  return { paneView, tableView: { ...rows, isUpdating, isBehind: rows !== rowsNow } };
}
