import { useMemo, useState } from 'react';
import { isSupportedEpsg } from '../../../model/georef/coordinates';
import { checkScalePlausibility } from '../../../model/georef/plausibility';
import { computeResiduals } from '../../../model/georef/residuals';
import type { ResidualUnits } from '../../../model/georef/types';
import { createEditorFitter } from './dragFit';
import type { Snapshot } from './editorState';
import { footprint } from './mapGeometry';
import { gdalScriptFor } from './saveResult';

export interface FitInputs {
  karteId: number;
  size: { width: number; height: number };
  scale: number | null;
  /** Scan resolution in dpi, as typed in the editor. */
  res: number | null;
  epsg: number | null;
  units: ResidualUnits;
}

/**
 * Everything the editor derives from the points, on every change (on every pointer
 * move while a point is dragged): the fit, the residuals in pixels (vectors) and in the
 * units shown, outliers, the footprint and the scale check. The GDAL script is made from
 * `scriptSource`, the snapshot before a drag under way, so it follows on release only.
 */
export function useFitState(present: Snapshot, inputs: FitInputs, scriptSource: Snapshot = present) {
  const { karteId, size, scale, res, epsg, units } = inputs;
  // One fitter per editor: it keeps the fit before a drag, so a dragged spline point updates it.
  const [fitPoints] = useState(createEditorFitter);
  const { fit, report: pixelReport } = useMemo(
    () => fitPoints(present.georefType, present.points, scriptSource.points),
    [fitPoints, present.georefType, present.points, scriptSource.points],
  );
  const report = useMemo(
    () => (units === 'pixels' || !fit.ok ? pixelReport : computeResiduals(fit, present.points, { units: 'map' })),
    [units, fit, pixelReport, present.points],
  );
  const outliers = useMemo(
    () => present.points.map((_, index) => report?.points[index]?.isOutlier ?? false),
    [present.points, report],
  );
  const supportedEpsg = epsg !== null && isSupportedEpsg(epsg) ? epsg : null;
  const outline = useMemo(
    () => (fit.ok && supportedEpsg !== null ? footprint(fit, size, supportedEpsg) : null),
    [fit, size, supportedEpsg],
  );
  const plausibility = useMemo(
    () => (fit.ok ? checkScalePlausibility(fit, present.points, { scale, dpi: res }) : null),
    [fit, present.points, scale, res],
  );

  const script = useMemo(
    () => gdalScriptFor(scriptSource, { karteId, epsg, size }),
    [scriptSource, epsg, karteId, size],
  );

  return { fit, pixelReport, report, outliers, outline, plausibility, script, supportedEpsg };
}
