/**
 * The files a surveyor takes away from the editor, for the settled fit: the GDAL script,
 * a world file with its `.aux.xml` (affine fits), a VRT with the GCPs and, for a scan served
 * by IIIF, a Georeference Annotation. Each says what it is for, or why it cannot be had yet;
 * its text is made on download, not on every settled fit.
 *
 * Only the script can be had in a target system other than the map's: gdalwarp reprojects as it
 * warps. The other files are defined in the map's system (the world file and VRT place the
 * unwarped scan, the annotation's GCPs are what was measured), so they stay in it and say so.
 */
import { isEpsgCode, type EpsgCode } from '../../../model/domainValues';
import { gcpVrt, vrtFileName } from '../../../model/georef/gcpVrt';
import { georeferenceAnnotation } from '../../../model/georef/georefAnnotation';
import type { GeorefFit } from '../../../model/georef/types';
import { auxXml, canWriteWorldFile, worldFile, worldFileName } from '../../../model/georef/worldFile';
import type { Snapshot } from './editorState';
import { gdalScriptFor, reprojectionTarget, scriptOutputStem } from './saveResult';
import type { ScanView } from './scanView';

export type ResultFileKey = 'script' | 'worldFile' | 'aux' | 'vrt' | 'annotation';

interface ResultFileBase {
  key: ResultFileKey;
  label: string;
  fileName: string;
  /** What the file is for, one sentence. */
  purpose: string;
  mimeType: string;
}

export type ResultFile =
  | (ResultFileBase & { make: () => string; unavailable?: undefined })
  /** `unavailable`: why the file cannot be had now, German. */
  | (ResultFileBase & { unavailable: string; make?: undefined });

export interface ResultTarget {
  karteId: number;
  epsg: number | null;
  size: { width: number; height: number };
  scan: ScanView;
  /** The settled script (saveResult.ts), in the map's system; `null` without one. */
  script: string | null;
  /** The system the script's result is reprojected into; absent or the map's own: none. */
  targetEpsg?: number;
}

/** The scan's name in every file, as the script names it. */
export const scanFileName = (karteId: number) => `karte_${karteId}.tif`;

/** The note of a file that stays in the map's system while the script reprojects. */
export const staysInMapSystem = (epsg: number) =>
  `Bleibt im System der Karte (EPSG:${epsg}); umprojiziert wird nur das GDAL-Skript.`;

/** The result files for a settled snapshot and its fit (`null` while there is no fit). */
export function resultFiles(snapshot: Snapshot, fit: GeorefFit | null, target: ResultTarget): ResultFile[] {
  const { karteId, epsg, size, scan, script, targetEpsg } = target;
  const scanName = scanFileName(karteId);
  const code = epsg !== null && isEpsgCode(epsg) ? epsg : null;
  const reprojected = reprojectionTarget(epsg, targetEpsg) ?? null;
  const source = { type: snapshot.georefType, points: snapshot.points, imageSize: size };
  const noFit = fit ? null : 'Dazu braucht es eine gültige Transformation.';
  const noSystem =
    code !== null
      ? null
      : epsg === null
        ? 'Dazu braucht die Karte ein Koordinatensystem (EPSG) in den Metadaten.'
        : `EPSG:${epsg} ist keines der Koordinatensysteme, die der Editor kennt.`;
  const notAffine = fit && !canWriteWorldFile(fit) ? AFFINE_ONLY : null;
  const notIiif = scan.kind === 'tiled' ? null : IIIF_ONLY;
  /** The file, made from the fit in the map's system, or why it cannot be had (the first reason that holds). */
  const file = (
    base: ResultFileBase,
    reasons: (string | null)[],
    make: (fit: GeorefFit, code: EpsgCode) => string,
  ): ResultFile => {
    const reason = [noFit, ...reasons, noSystem].find((r) => r !== null);
    if (reason || !fit || code === null) return { ...base, unavailable: reason ?? '' };
    const purpose = reprojected === null ? base.purpose : `${base.purpose} ${staysInMapSystem(code)}`;
    return { ...base, purpose, make: () => make(fit, code) };
  };

  const scriptTarget = { karteId, epsg, size, targetEpsg: reprojected ?? undefined };
  const scriptBase: ResultFileBase = {
    key: 'script',
    label: 'GDAL-Skript',
    fileName: `${scriptOutputStem(scriptTarget)}.sh`,
    purpose: `Entzerrt den Scan mit gdal_translate und gdalwarp zu einem GeoTIFF${reprojected === null ? '' : `, umprojiziert nach EPSG:${reprojected}`}; läuft mit GDAL ab 3.0.`,
    mimeType: 'text/x-shellscript',
  };
  // The map's script is the settled one; another target's is made on download from the same
  // fit (a spline of 1,000 points is not solved again), so it cannot fail where that did not.
  const makeScript = (settled: string) =>
    reprojected === null || !fit ? () => settled : () => gdalScriptFor(snapshot, scriptTarget, fit) ?? '';
  return [
    script !== null
      ? { ...scriptBase, make: makeScript(script) }
      : { ...scriptBase, unavailable: noFit ?? noSystem ?? 'Das Skript entsteht, sobald die Transformation steht.' },
    file(
      {
        key: 'worldFile',
        label: 'Weltdatei',
        fileName: worldFileName(scanName),
        purpose: `Legt den Scan ohne Entzerren an seinen Ort (neben ${scanName} speichern), wie QGIS es für lineare Transformationen tut.`,
        mimeType: 'text/plain',
      },
      [notAffine],
      (f) => worldFile(f) ?? '',
    ),
    file(
      {
        key: 'aux',
        label: 'Koordinatensystem zur Weltdatei',
        fileName: `${scanName}.aux.xml`,
        purpose: 'Nennt GDAL, QGIS und ArcGIS das Koordinatensystem der Weltdatei.',
        mimeType: 'application/xml',
      },
      [notAffine],
      (_, c) => auxXml(c),
    ),
    file(
      {
        key: 'vrt',
        label: 'GDAL-VRT mit Passpunkten',
        fileName: vrtFileName(scanName),
        purpose: `Hängt die Passpunkte an ${scanName}, ohne den Scan zu kopieren; QGIS und gdalwarp öffnen sie wie den Scan (RGB, 8 Bit je Kanal).`,
        mimeType: 'application/xml',
      },
      [],
      (f, c) => gcpVrt(f, { ...source, epsg: c, source: scanName, mask: snapshot.mask }),
    ),
    file(
      {
        key: 'annotation',
        label: 'Georeferenzierungs-Annotation (IIIF)',
        fileName: `karte_${karteId}.georef.json`,
        purpose: 'Die Passpunkte zum IIIF-Bilddienst des Scans, wie Allmaps sie liest.',
        mimeType: 'application/json',
      },
      [notIiif],
      (f, c) => (scan.kind === 'tiled' ? georeferenceAnnotation(f, { ...source, epsg: c, image: scan.image }) : ''),
    ),
  ];
}

const AFFINE_ONLY =
  'Nur für Transformationen ohne Verbiegung (Linear, Helmert, Polynom 1. Ordnung); die anderen brauchen das Entzerren.';
const IIIF_ONLY = 'Nur für Scans aus einem IIIF-Bilddienst.';
