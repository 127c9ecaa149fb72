/**
 * The editor's fit, on every change of the points. While one point of a thin plate spline
 * is dragged, the fit follows from the fit before the drag by a low-rank update
 * (model/georef/tpsDrag.ts: about a millisecond at 500 points, where a new solve takes
 * seconds); every other change, and the release, fits afresh.
 */
import { computeResiduals, fitWithResiduals, type ResidualReport } from '../../../model/georef/residuals';
import { enabledPairs } from '../../../model/georef/transforms';
import { startTpsDrag, type TpsDrag } from '../../../model/georef/tpsDrag';
import type { ControlPoint, FitResult } from '../../../model/georef/types';
import type { GeorefType } from '../../../model/domainValues';

export interface EditorFit {
  fit: FitResult;
  /** Residuals in pixels, `null` without a fit. */
  report: ResidualReport | null;
}

/** The one point that differs between two point lists of the same shape, or null. */
export function singleMovedIndex(before: readonly ControlPoint[], after: readonly ControlPoint[]): number | null {
  if (before.length !== after.length) return null;
  let moved: number | null = null;
  for (let i = 0; i < after.length; i++) {
    const a = before[i] as ControlPoint;
    const b = after[i] as ControlPoint;
    if (a === b) continue;
    if (a.enable !== b.enable || moved !== null) return null;
    if (a.pixelx !== b.pixelx || a.pixely !== b.pixely || a.mapx !== b.mapx || a.mapy !== b.mapy) moved = i;
  }
  return moved;
}

/**
 * A fitter that remembers the last full fit. `before` is the points before a drag under
 * way (the editor's script source), or the points themselves when nothing is dragged.
 */
export function createEditorFitter() {
  let last: { type: GeorefType; points: readonly ControlPoint[]; fit: FitResult } | null = null;
  let drag: { base: readonly ControlPoint[]; index: number; session: TpsDrag | null } | null = null;

  const dragged = (type: GeorefType, points: readonly ControlPoint[], before: readonly ControlPoint[]) => {
    if (type !== 'tps' || before === points || !last?.fit.ok || last.type !== type || last.points !== before) {
      return null;
    }
    const index = singleMovedIndex(before, points);
    const point = index === null ? undefined : points[index];
    if (index === null || !point?.enable) return null;
    if (drag?.base !== before || drag.index !== index) {
      drag = {
        base: before,
        index,
        session: startTpsDrag(last.fit, enabledPairs(before), last.fit.usedIndices.indexOf(index)),
      };
    }
    const fit = drag.session?.move({ x: point.pixelx, y: point.pixely }, { x: point.mapx, y: point.mapy });
    if (!fit) return null;
    return { fit, report: fit.ok ? computeResiduals(fit, points) : null };
  };

  return (type: GeorefType, points: readonly ControlPoint[], before: readonly ControlPoint[] = points): EditorFit => {
    const moved = dragged(type, points, before);
    if (moved) return moved;
    const result = fitWithResiduals(type, points);
    last = { type, points, fit: result.fit };
    drag = null;
    return result;
  };
}
