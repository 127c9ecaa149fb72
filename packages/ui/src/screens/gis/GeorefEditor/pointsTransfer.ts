/**
 * QGIS `.points` import and export around the model's parser and writer: what the
 * person is told after an import, the export's file name, and the download itself.
 */
import type { ParsedPointsFile } from '../../../model/georef/pointsFile';

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
  if (parsed.epsg !== null && mapEpsg !== null && parsed.epsg !== mapEpsg) {
    messages.push(
      `Die Datei nennt EPSG:${parsed.epsg}, die Karte EPSG:${mapEpsg}; die Koordinaten wurden nicht umgerechnet.`,
    );
  }
  messages.push(...parsed.errors.slice(0, LISTED_ERRORS).map((e) => e.message));
  if (parsed.errors.length > LISTED_ERRORS) {
    messages.push(`… und ${parsed.errors.length - LISTED_ERRORS} weitere Zeilen, die nicht gelesen werden konnten.`);
  }
  const hasWarnings = messages.length > 1;
  return { tone: hasWarnings ? 'warning' : 'success', messages };
}

/** The map's name as a file name: letters, digits, dot, dash and underscore; the rest becomes `_`. */
export function pointsFileName(mapName: string): string {
  const base = mapName
    .trim()
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'passpunkte'}.points`;
}
