import { useEffect, useMemo, useRef, useState } from 'react';
import { computeResiduals, type ResidualReport } from '../../../../model/georef/residuals';
import { fitFromTpsData, hasLeaveOneOut, type TpsAnswer } from '../../../../model/georef/tpsService';
import type { PreviewGap } from '../../../../model/georef/previewGap';
import type { ControlPoint, FitResult, ResidualUnits } from '../../../../model/georef/types';
import { singleMovedIndex } from '../dragFit';
import { useKept } from '../useKept';
import { createSplineClient, type SplineClient } from './splineClient';

export interface EditorFitState {
  fit: FitResult;
  /** Residuals in pixels (the scan's vectors), `null` without a fit. */
  pixelReport: ResidualReport | null;
  /** Residuals in the units the table shows. */
  report: ResidualReport | null;
  /** The points the fit and reports belong to. */
  fitPoints: readonly ControlPoint[];
  /** True while a newer fit is being computed: the figures shown are the previous ones. */
  isUpdating: boolean;
  /** The preview's gap when the worker measured it (full fits only); undefined: measure it here. */
  gap?: PreviewGap | null;
}

interface Shown {
  id: number;
  points: readonly ControlPoint[];
  answer: TpsAnswer;
}

/**
 * requirements §2 (residuals recomputed live): the thin plate spline of many points, fitted
 * in the spline worker. Until the worker answers, `fallback` (the last fit shown) stays on
 * screen marked as updating; a drag sends each move, the worker answers with the low-rank
 * update, and the release fits afresh.
 */
export function useSplineWorkerFit(
  isActive: boolean,
  points: readonly ControlPoint[],
  before: readonly ControlPoint[],
  units: ResidualUnits,
  fallback: EditorFitState,
  sheet: { width: number; height: number },
): EditorFitState {
  const [shown, setShown] = useState<Shown | null>(null);
  const [looVersion, setLooVersion] = useState(0);
  const client = useRef<SplineClient | null>(null);
  const requested = useRef(new Map<number, readonly ControlPoint[]>());
  const fitIds = useRef(new WeakMap<readonly ControlPoint[], number>());
  const nextId = useRef(1);
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!isActive) return;
    client.current ??= createSplineClient((reply) => {
      if (reply.kind === 'answer') {
        const forPoints = requested.current.get(reply.id);
        requested.current.delete(reply.id);
        if (forPoints) setShown({ id: reply.id, points: forPoints, answer: reply.answer });
        return;
      }
      // The other units join the data of the fit shown, which the fit reads on each call: the fit
      // keeps its identity, so nothing derived from its maps is computed again, only the report.
      setShown((previous) => {
        if (previous?.id === reply.id && previous.answer.ok)
          previous.answer.data.leaveOneOut[reply.units] = reply.values;
        return previous;
      });
      setLooVersion((version) => version + 1);
    });
    const send = client.current;
    const id = nextId.current++;
    const baseId = fitIds.current.get(before);
    const moved = before === points ? null : singleMovedIndex(before, points);
    const point = moved === null ? undefined : points[moved];
    if (moved !== null && point?.enable && baseId !== undefined) {
      let pairIndex = 0;
      for (let k = 0; k < moved; k++) if ((points[k] as ControlPoint).enable) pairIndex += 1;
      requested.current.set(id, points);
      send.send({
        kind: 'move',
        id,
        baseId,
        index: pairIndex,
        pixel: { x: point.pixelx, y: point.pixely },
        map: { x: point.mapx, y: point.mapy },
        points,
      });
      return;
    }
    if (fitIds.current.has(points)) return;
    fitIds.current.set(points, id);
    requested.current.set(id, points);
    send.send({ kind: 'fit', id, points, units: 'pixels', sheet });
  }, [isActive, points, before, sheet]);

  const fit = useMemo(
    () => (shown ? (shown.answer.ok ? fitFromTpsData(shown.answer.data) : shown.answer) : null),
    [shown],
  );
  const pixelReport = useMemo(
    () =>
      shown?.answer.ok && fit?.ok && hasLeaveOneOut(shown.answer.data, 'pixels')
        ? computeResiduals(fit, shown.points)
        : null,
    [shown, fit],
  );
  const hasUnits = shown?.answer.ok ? hasLeaveOneOut(shown.answer.data, units) : true;
  const mapReport = useMemo(
    () =>
      units === 'map' && hasUnits && shown?.answer.ok && fit?.ok
        ? computeResiduals(fit, shown.points, { units: 'map' })
        : null,
    // looVersion: the map units' residuals joined the fit's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [units, hasUnits, shown, fit, looVersion],
  );
  // Until the table's units arrive, the previous figures stay, marked as updating.
  const report = useKept(fit?.ok ? (units === 'pixels' ? pixelReport : mapReport) : null, hasUnits);
  if (!isActive || !shown || !fit) return { ...fallback, isUpdating: isActive };
  return {
    fit,
    pixelReport,
    report,
    fitPoints: shown.points,
    isUpdating: shown.points !== points || !hasUnits,
    gap: shown.answer.ok ? shown.answer.data.gap : undefined,
  };
}
