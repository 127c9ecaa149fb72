import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { isSupportedEpsg } from '../../../model/georef/coordinates';
import { checkScalePlausibility } from '../../../model/georef/plausibility';
import { previewWarpGap } from '../../../model/georef/previewGap';
import { computeResiduals } from '../../../model/georef/residuals';
import { fitTransform } from '../../../model/georef/transforms';
import type { ResidualUnits } from '../../../model/georef/types';
import { createEditorFitter } from './dragFit';
import type { Snapshot } from './editorState';
import { footprint } from './mapGeometry';
import { resultFiles } from './resultFiles';
import { gdalScriptFor } from './saveResult';
import type { ScanView } from './scanView';
import { useSplineWorkerFit, type EditorFitState } from './splineWorker/useSplineWorkerFit';
import { useKept } from './useKept';

export interface FitInputs {
  karteId: number;
  size: { width: number; height: number };
  scale: number | null;
  /** Scan resolution in dpi, as typed in the editor. */
  res: number | null;
  epsg: number | null;
  units: ResidualUnits;
  /** The scan as shown: an IIIF one can be annotated. */
  scan: ScanView;
}

/**
 * Above this many enabled points the thin plate spline is fitted in the spline worker: a fit
 * of 200 points with its residuals takes about 10 ms on the page's thread, one of 1,000 a few
 * hundred. Below it the answer comes at once, with no frame of "updating".
 */
export const SPLINE_WORKER_FROM = 200;

const countEnabled = (points: Snapshot['points']) => points.reduce((n, p) => n + (p.enable ? 1 : 0), 0);

/**
 * Everything the editor derives from the points, on every change (on every pointer
 * move while a point is dragged): the fit, the residuals in pixels (vectors) and in the
 * units shown, outliers, the footprint, the scale check and how far the preview lies from
 * what gdalwarp makes. The GDAL script and the result files are made from `scriptSource`, the snapshot before a
 * drag under way, so it follows on release only.
 */
export function useFitState(present: Snapshot, inputs: FitInputs, scriptSource: Snapshot = present) {
  const { karteId, size, scale, res, epsg, units, scan } = inputs;
  const type = present.georefType;
  const inWorker = type === 'tps' && countEnabled(present.points) > SPLINE_WORKER_FROM;
  // One fitter per editor: it keeps the fit before a drag, so a dragged spline point updates it.
  const [fitPoints] = useState(createEditorFitter);
  const direct = useMemo<EditorFitState | null>(() => {
    if (inWorker) return null;
    const { fit, report: pixelReport } = fitPoints(type, present.points, scriptSource.points);
    const report =
      units === 'pixels' || !fit.ok ? pixelReport : computeResiduals(fit, present.points, { units: 'map' });
    return { fit, pixelReport, report, fitPoints: present.points, isUpdating: false };
  }, [inWorker, fitPoints, type, present.points, scriptSource.points, units]);
  // The last fit shown: it stays, marked as updating, while the worker computes the next.
  const lastDirect = useKept(direct, direct !== null);
  const fallback = lastDirect ?? {
    fit: fitTransform(type, []),
    pixelReport: null,
    report: null,
    fitPoints: present.points,
    isUpdating: true,
  };
  const fromWorker = useSplineWorkerFit(inWorker, present.points, scriptSource.points, units, fallback, size);
  const { fit, pixelReport, report, isUpdating, gap: measuredGap } = direct ?? fromWorker;
  const isSettled = !isUpdating && (direct ?? fromWorker).fitPoints === scriptSource.points;

  const outliers = useMemo(
    () => present.points.map((_, index) => report?.points[index]?.isOutlier ?? false),
    [present.points, report],
  );
  const supportedEpsg = epsg !== null && isSupportedEpsg(epsg) ? epsg : null;
  // What follows from the fit but not from the residuals is derived in a deferred render: a
  // spline of 1,000 points costs about 20 µs per evaluation, and the outline, the scale check,
  // the preview's gap and the script need hundreds. React renders them after the figures,
  // in a task of its own that yields to input.
  const settled = useMemo(
    () => ({ fit, isSettled, source: scriptSource, points: present.points, measuredGap }),
    [fit, isSettled, scriptSource, present.points, measuredGap],
  );
  const later = useDeferredValue(settled);
  const outline = useMemo(
    () => (later.fit.ok && supportedEpsg !== null ? footprint(later.fit, size, supportedEpsg) : null),
    [later.fit, size, supportedEpsg],
  );
  const plausibility = useMemo(
    () => (later.fit.ok ? checkScalePlausibility(later.fit, later.points, { scale, dpi: res }) : null),
    [later.fit, later.points, scale, res],
  );
  // The gap is measured on the settled fit only: a drag's moves would pay for it on every frame.
  const settledGap = useMemo(
    () =>
      later.isSettled && later.fit.ok
        ? later.measuredGap !== undefined
          ? later.measuredGap
          : previewWarpGap(later.fit, size)
        : null,
    [later, size],
  );
  const gap = useKept(settledGap, later.isSettled);
  // The script of the settled snapshot, from its fit (a spline of 1,000 points is not solved
  // twice), with the snapshot and fit the result files are made from.
  const settledResult = useMemo(
    () =>
      later.isSettled
        ? {
            source: later.source,
            fit: later.fit.ok ? later.fit : null,
            script: gdalScriptFor(later.source, { karteId, epsg, size }, later.fit),
          }
        : null,
    [later, epsg, karteId, size],
  );
  const result = useKept(settledResult, later.isSettled);
  const script = result?.script ?? null;
  // The files for the target system "Ergebnis mitnehmen" has chosen (the map's own when absent).
  const filesFor = useCallback(
    (targetEpsg?: number) =>
      resultFiles(result?.source ?? scriptSource, result?.fit ?? null, {
        karteId,
        epsg,
        size,
        scan,
        script,
        targetEpsg,
      }),
    [result, scriptSource, karteId, epsg, size, scan, script],
  );

  return {
    fit,
    pixelReport,
    report,
    isUpdating,
    outliers,
    outline,
    plausibility,
    gap,
    script,
    filesFor,
    supportedEpsg,
  };
}
