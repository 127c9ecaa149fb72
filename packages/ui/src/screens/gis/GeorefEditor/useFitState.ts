import { useDeferredValue, useMemo } from 'react';
import { isSupportedEpsg } from '../../../model/georef/coordinates';
import { generateGdalScript } from '../../../model/georef/gdalScript';
import { checkScalePlausibility } from '../../../model/georef/plausibility';
import { computeResiduals, fitWithResiduals } from '../../../model/georef/residuals';
import type { ResidualUnits } from '../../../model/georef/types';
import type { Snapshot } from './editorState';
import { footprint } from './mapGeometry';

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
 * Everything the editor derives from the points, on every change (issue 7: on every pointer
 * move while a point is dragged): the fit, the residuals in pixels (vectors) and in the
 * units shown, outliers, the footprint and the scale check. The GDAL script follows a
 * deferred copy, so typing and dragging never wait for it.
 */
export function useFitState(present: Snapshot, inputs: FitInputs) {
  const { karteId, size, scale, res, epsg, units } = inputs;
  const { fit, report: pixelReport } = useMemo(
    () => fitWithResiduals(present.georefType, present.points),
    [present.georefType, present.points],
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

  const deferred = useDeferredValue(present);
  const script = useMemo(() => {
    if (epsg === null) return null;
    const result = generateGdalScript({
      type: deferred.georefType,
      points: deferred.points,
      epsg,
      input: `karte_${karteId}.tif`,
      output: `karte_${karteId}_georef.tif`,
      imageSize: size,
    });
    return result.ok ? result.script : null;
  }, [deferred, epsg, karteId, size]);

  return { fit, pixelReport, report, outliers, outline, plausibility, script, supportedEpsg };
}
