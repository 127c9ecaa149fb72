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
 * - the table while a point is dragged, a move behind at most; otherwise at once, as a typed
 *   value must show.
 */
export function useLaterViews(figures: Figures, points: readonly EditorPoint[], isDragging: boolean) {
  const { fit, pixelReport, report, outliers, isUpdating } = figures;
  const paneView = useDeferredValue(
    useMemo(() => ({ fit, residuals: pixelReport?.points ?? null, outliers }), [fit, pixelReport, outliers]),
  );
  const tableNow = useMemo<{
    points: readonly EditorPoint[];
    residuals: readonly (PointResidual | null)[] | null;
    isUpdating: boolean;
  }>(() => ({ points, residuals: report?.points ?? null, isUpdating }), [points, report, isUpdating]);
  const tableLater = useDeferredValue(tableNow);
  return { paneView, tableView: isDragging ? tableLater : tableNow };
}
