/**
 * What Save hands to the page ("Save replaces the points … and stores georef_typ,
 * res and the script"), and the GDAL script the editor shows and saves.
 */
import type { GeorefType } from '../../../model/domainValues';
import { generateGdalScript } from '../../../model/georef/gdalScript';
import type { GcpRow } from '../../../model/georef/pointsFile';
import { maskToRows } from '../../../model/georef/scanMask';
import { computeResiduals, withResiduals } from '../../../model/georef/residuals';
import type { FitResult, GeorefFit } from '../../../model/georef/types';
import { toGcpRows, type Snapshot } from './editorState';

export interface GeorefSaveResult {
  /** In table order, numbered 1…; residuals in map units (mappoint.dx, dy, residual). */
  points: GcpRow[];
  georef_typ: GeorefType;
  res: number | null;
  /** `null` when the map has no EPSG (the script needs one) or the points fix no fit. */
  georef_bash: string | null;
  /** The mask drawn on the scan, vertices `[pixelx, pixely]` (`Karte.georef_maske`); `null` or absent: none. */
  georef_maske: [number, number][] | null;
}

export interface ScriptTarget {
  karteId: number;
  epsg: number | null;
  size: { width: number; height: number };
  /**
   * The result's system when it is not the map's (a download of "Ergebnis mitnehmen"):
   * gdalwarp reprojects, and the output is named with the code, so it does not overwrite the
   * result of the saved script, which is in the map's system.
   */
  targetEpsg?: number;
}

/**
 * The system the script reprojects into: the chosen target when the map has a system and the
 * target is another one, else `undefined` (the result stays in the map's system). The one
 * place that rule lives; the panel, the result files and the script ask here.
 */
export const reprojectionTarget = (epsg: number | null, targetEpsg: number | null | undefined) =>
  epsg !== null && targetEpsg !== null && targetEpsg !== undefined && targetEpsg !== epsg ? targetEpsg : undefined;

/** The output's name: `karte_<id>_georef.tif`, with the target's code when it is not the map's. */
export const scriptOutputStem = ({ karteId, epsg, targetEpsg }: ScriptTarget) => {
  const reprojected = reprojectionTarget(epsg, targetEpsg);
  return reprojected === undefined ? `karte_${karteId}_georef` : `karte_${karteId}_georef_${reprojected}`;
};

/** The script for a snapshot: `karte_<id>.tif` in, `karte_<id>_georef.tif` out, in the map's EPSG (or the target's), cut to its mask. */
export function gdalScriptFor(
  snapshot: Snapshot,
  target: ScriptTarget,
  /** The fit of exactly this snapshot, when the editor has it. */
  fit?: FitResult,
): string | null {
  const { karteId, epsg, size, targetEpsg } = target;
  if (epsg === null) return null;
  const result = generateGdalScript(
    {
      type: snapshot.georefType,
      points: snapshot.points,
      epsg,
      targetEpsg: reprojectionTarget(epsg, targetEpsg),
      input: `karte_${karteId}.tif`,
      output: `${scriptOutputStem(target)}.tif`,
      imageSize: size,
      mask: snapshot.mask,
    },
    fit,
  );
  return result.ok ? result.script : null;
}

/**
 * The points as rows with their residuals in map units, as `mappoint` documents them
 * (the table may show pixels; the stored figures keep one meaning), the type, the
 * resolution and the script of exactly this snapshot.
 */
export function buildSaveResult(
  snapshot: Snapshot,
  fit: GeorefFit,
  res: number | null,
  target: ScriptTarget,
): GeorefSaveResult {
  return {
    points: withResiduals(toGcpRows(snapshot.points), computeResiduals(fit, snapshot.points, { units: 'map' })),
    georef_typ: snapshot.georefType,
    res,
    georef_bash: gdalScriptFor(snapshot, target, fit),
    georef_maske: snapshot.mask ? maskToRows(snapshot.mask) : null,
  };
}
