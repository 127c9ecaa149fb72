/**
 * QGIS `.points` import and export around the model's parser and writer: what the
 * person is told after an import, the export's file name, and the download itself.
 */
import { dhdnShift, isDhdn, isSupportedEpsg, transformCoordinates } from '../../../model/georef/coordinates';
import type { GcpRow, ParsedPointsFile } from '../../../model/georef/pointsFile';

export interface ImportReport {
  /** `error` when nothing could be taken over; the points stay as they were. */
  tone: 'success' | 'warning' | 'error';
  messages: string[];
}

/** The most line errors listed; the rest are counted. */
const LISTED_ERRORS = 5;

export function importReport(parsed: ParsedPointsFile, fileName: string, mapEpsg: number | null): ImportReport {
  const count = parsed.points.length;
  if (count === 0) {
    return {
      tone: 'error',
      messages: [
        `„${fileName}“ enthält keine lesbaren Passpunkte.`,
        ...parsed.errors.slice(0, LISTED_ERRORS).map((e) => e.message),
      ],
    };
  }
  const messages = [`${count} ${count === 1 ? 'Passpunkt' : 'Passpunkte'} aus „${fileName}“ übernommen.`];
  messages.push(...parsed.warnings);
  const system = systemMessage(parsed, mapEpsg);
  if (system) messages.push(system);
  messages.push(...parsed.errors.slice(0, LISTED_ERRORS).map((e) => e.message));
  if (parsed.errors.length > LISTED_ERRORS) {
    messages.push(`… und ${parsed.errors.length - LISTED_ERRORS} weitere Zeilen, die nicht gelesen werden konnten.`);
  }
  const hasWarnings = messages.length > 1;
  return { tone: hasWarnings ? 'warning' : 'success', messages };
}

/** What the import says about the file's coordinate system, or `null` when there is nothing to say. */
function systemMessage(parsed: ParsedPointsFile, mapEpsg: number | null): string | null {
  if (mapEpsg === null) return null;
  if (parsed.epsg === null) {
    if (parsed.crs === null) return null;
    const shown = parsed.crs.length > 60 ? `${parsed.crs.slice(0, 60)} …` : parsed.crs;
    return `Die Datei nennt ein Koordinatensystem, das der Editor nicht erkennt („${shown}“); die Koordinaten wurden unverändert als EPSG:${mapEpsg} übernommen. Bitte prüfen.`;
  }
  if (parsed.epsg === mapEpsg) return null;
  if (!isSupportedEpsg(parsed.epsg) || !isSupportedEpsg(mapEpsg)) {
    return `Die Datei nennt EPSG:${parsed.epsg}, die Karte EPSG:${mapEpsg}; dieses System kann der Editor nicht umrechnen, die Koordinaten wurden unverändert übernommen. Bitte prüfen.`;
  }
  const dhdn = isDhdn(parsed.epsg) || isDhdn(mapEpsg);
  const how = !dhdn
    ? ''
    : dhdnShift() === 'grid'
      ? ' (DHDN über das Gitter BeTA2007, wie QGIS mit PROJ)'
      : ' (DHDN mit der festen 7-Parameter-Verschiebung, bis etwa 2 m ungenau: das Gitter BeTA2007 ist nicht geladen)';
  return `Die Datei nennt EPSG:${parsed.epsg}, die Karte EPSG:${mapEpsg}: Die Kartenkoordinaten wurden nach EPSG:${mapEpsg} umgerechnet${how}.`;
}

/**
 * The points of a parsed file in the map's system: converted from the file's EPSG where both
 * are known (QGIS transforms them so too), else as written. With the import's report.
 */
export function importPoints(
  parsed: ParsedPointsFile,
  fileName: string,
  mapEpsg: number | null,
): { points: GcpRow[]; report: ImportReport } {
  const { epsg: from } = parsed;
  const convert =
    from !== null && mapEpsg !== null && from !== mapEpsg && isSupportedEpsg(from) && isSupportedEpsg(mapEpsg);
  const points = convert
    ? parsed.points.map((point) => {
        const { x, y } = transformCoordinates(from, mapEpsg, { x: point.mapx, y: point.mapy });
        return { ...point, mapx: x, mapy: y };
      })
    : parsed.points;
  return { points, report: importReport(parsed, fileName, mapEpsg) };
}

/** The map's name as a file name: letters, digits, dot, dash and underscore; the rest becomes `_`. */
export function pointsFileName(mapName: string): string {
  const base = mapName
    .trim()
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'passpunkte'}.points`;
}
