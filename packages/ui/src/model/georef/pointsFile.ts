/**
 * QGIS Georeferencer `.points` files, read and written.
 *
 *   #CRS: <WKT or EPSG:25833>                          optional first line
 *   mapX,mapY,sourceX,sourceY,enable,dX,dY,residual    QGIS ≥ 3.26; older: pixelX,pixelY
 *   389250.5,5820100.25,120.5,-340,1,0.12,-0.08,0.144
 *
 * QGIS shows an unreferenced scan with the y axis pointing up, so it stores the pixel row as a
 * NEGATIVE source y; we keep rows positive (`mappoint.pixely`) and negate on the way in and out.
 * Reading follows QGIS's own loader: the line after the optional `#CRS:` line is the header,
 * fields are split at commas (tabs in the oldest files), mapX, mapY, source x and y are
 * required, `enable` defaults to 1. The residual columns are derived values that QGIS ignores
 * on load; we keep them when they are numbers (the editor recomputes them anyway).
 */
import { epsgOfEsriWkt, epsgOfProjString } from './crsRecognition';
import type { MapPoint } from '../entities';
import { readDecimalCommas, splitOtherSeparator } from './decimalCommas';

/** A ground control point as a file holds it: everything of `mappoint` but the map it belongs to. */
export type GcpRow = Omit<MapPoint, 'karte_id'>;

/** `source`: `mapX,mapY,sourceX,sourceY,…` (QGIS 3.26 and newer), `pixel`: `mapX,mapY,pixelX,pixelY,…`. */
export type PointsHeader = 'source' | 'pixel';

export interface PointsFileIssue {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

export interface ParsedPointsFile {
  /** Valid rows in file order, numbered from 1. */
  points: GcpRow[];
  /** The text after `#CRS: `; `null` without that line. */
  crs: string | null;
  /** The EPSG code the CRS names (`EPSG:25833`, a WKT's own top-level ID, or the system an ESRI WKT or PROJ string describes), else `null`. */
  epsg: number | null;
  /** The header variant; `null` when the file has none (its first line is taken as data). */
  header: PointsHeader | null;
  /** Lines that could not be read, in German; the other lines are still imported. */
  errors: PointsFileIssue[];
  /** Things the person should know, in German (e.g. pixel rows stored positive). */
  warnings: string[];
}

export interface PointsExportOptions {
  /** The `#CRS:` text, e.g. a WKT taken over from an imported file; wins over `epsg`. */
  crs?: string | null;
  /** Writes `#CRS: EPSG:<code>` (QGIS reads that form) when `crs` is not given. */
  epsg?: number | null;
  /** Defaults to the current QGIS header, `source`. */
  header?: PointsHeader;
}

const HEADERS: Record<PointsHeader, string> = {
  source: 'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual',
  pixel: 'mapX,mapY,pixelX,pixelY,enable,dX,dY,residual',
};
const COLUMN_NAMES = ['mapX', 'mapY', 'sourceX', 'sourceY'] as const;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const NOT_FINITE = /^[+-]?(?:nan|inf|infinity)$/i;
/** A bad field is quoted up to this many characters: a whole pasted line helps nobody. */
const MAX_QUOTED = 24;
/** Messages named one by one; the rest are counted in one more line. */
const MAX_ERRORS = 10;

function parseDecimal(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

/** A field as a message quotes it: trimmed and cut short with an ellipsis. */
function quoted(field: string | undefined): string {
  const text = (field ?? '').trim();
  return `„${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text}“`;
}

/** Why a coordinate field is not a usable number, in German. */
function badNumberMessage(field: string | undefined, column: string): string {
  const text = (field ?? '').trim();
  if (NOT_FINITE.test(text))
    return `${quoted(text)} ist kein endlicher Wert (${column}); Koordinaten müssen Zahlen sein.`;
  if (DECIMAL.test(text)) return `${quoted(text)} ist zu groß für eine Koordinate (${column}).`;
  return `${quoted(text)} ist keine Zahl (${column}).`;
}

/** At most MAX_ERRORS messages, then one that says how many lines more are bad. */
function capErrors(errors: PointsFileIssue[]): PointsFileIssue[] {
  if (errors.length <= MAX_ERRORS) return errors;
  const rest = errors.length - MAX_ERRORS;
  const first = errors[MAX_ERRORS] as PointsFileIssue;
  return [
    ...errors.slice(0, MAX_ERRORS),
    {
      line: first.line,
      message: `… und ${rest} weitere fehlerhafte ${rest === 1 ? 'Zeile' : 'Zeilen'} (ab Zeile ${first.line}).`,
    },
  ];
}

interface ParsedRow {
  line: number;
  values: [number, number, number, number];
  enable: boolean;
  rest: (number | null)[];
}

/** One data line's fields as a row, or the German reason it cannot be one. */
function parseFields(
  fields: readonly string[],
  lineNumber: number,
): { ok: true; row: ParsedRow } | { ok: false; message: string } {
  if (fields.length < 4) {
    return {
      ok: false,
      message: `Zeile ${lineNumber}: zu wenige Werte (${fields.length} statt mindestens 4: mapX, mapY, sourceX, sourceY).`,
    };
  }
  const values = fields.slice(0, 4).map(parseDecimal);
  const bad = values.findIndex((value) => value === null || !Number.isFinite(value));
  if (bad !== -1) {
    return { ok: false, message: `Zeile ${lineNumber}: ${badNumberMessage(fields[bad], COLUMN_NAMES[bad] ?? '')}` };
  }
  const enableText = (fields[4] ?? '1').trim().toLowerCase();
  if (!['1', '0', 'true', 'false'].includes(enableText)) {
    return {
      ok: false,
      message: `Zeile ${lineNumber}: ${quoted(fields[4])} ist kein gültiger Wert für enable (erlaubt: 1 oder 0).`,
    };
  }
  return {
    ok: true,
    row: {
      line: lineNumber,
      values: values as [number, number, number, number],
      enable: enableText === '1' || enableText === 'true',
      rest: [5, 6, 7].map((k) => parseDecimal(fields[k])),
    },
  };
}

export function parsePointsFile(text: string): ParsedPointsFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const result: ParsedPointsFile = { points: [], crs: null, epsg: null, header: null, errors: [], warnings: [] };
  let index = 0;
  // Blank lines before the #CRS line or the header (hand-edited files have them) are skipped,
  // so the header is still found.
  const skipBlank = () => {
    while (index < lines.length && (lines[index] ?? '').trim() === '') index += 1;
  };
  skipBlank();
  const crsLine = /^#CRS:\s?(.*)$/.exec(lines[index] ?? '');
  if (crsLine) {
    const crs = (crsLine[1] ?? '').trimEnd();
    result.crs = crs === '' ? null : crs;
    result.epsg = result.crs === null ? null : epsgOfCrs(result.crs);
    index += 1;
    skipBlank();
  }
  const headerLine = (lines[index] ?? '').trim();
  if (/^mapX\b/i.test(headerLine)) {
    result.header = /sourceX/i.test(headerLine) ? 'source' : 'pixel';
    index += 1;
  }

  const columns = result.header === null ? null : headerLine.split(',').length;
  const rows: ParsedRow[] = [];
  const decimalCommaLines: number[] = [];
  for (; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const lineNumber = index + 1;
    const otherSeparator = splitOtherSeparator(line);
    let parsed = parseFields(otherSeparator ?? line.split(','), lineNumber);
    if (otherSeparator && /\d,\d/.test(line) && parsed.ok) decimalCommaLines.push(lineNumber);
    if (!parsed.ok && !otherSeparator) {
      const reading = readDecimalCommas(line, columns);
      if (reading.kind === 'read') {
        parsed = parseFields(reading.fields, lineNumber);
        if (parsed.ok) decimalCommaLines.push(lineNumber);
      } else if (reading.kind === 'ambiguous') {
        parsed = {
          ok: false,
          message: `Zeile ${lineNumber}: Die Zahlen sind offenbar mit Dezimalkomma geschrieben, und die Felder sind ebenfalls durch Kommas getrennt – die Zeile lässt sich nicht eindeutig lesen. Bitte Dezimalpunkte verwenden (389250.5 statt 389250,5).`,
        };
      }
    }
    if (parsed.ok) rows.push(parsed.row);
    else result.errors.push({ line: lineNumber, message: parsed.message });
  }
  if (decimalCommaLines.length > 0) {
    result.warnings.push(
      `${decimalCommaLines.length === 1 ? 'Zeile' : 'Zeilen'} ${decimalCommaLines.join(', ')}: Zahlen mit Dezimalkomma, als Dezimalzahlen gelesen (QGIS schreibt Dezimalpunkte und trennt die Felder mit Kommas).`,
    );
  }

  if (rows.length === 0 && result.errors.length === 0) {
    result.errors.push({
      line: 1,
      message: text.trim() === '' ? 'Die Datei ist leer.' : 'Die Datei enthält keine Passpunkte.',
    });
  }
  result.errors = capErrors(result.errors);

  // QGIS stores rows negated. A file whose source y values are all ≥ 0 (and not all 0) was
  // written by a tool that keeps rows positive: take them as they are, and say so.
  const isPositive =
    rows.length > 0 && rows.every((row) => row.values[3] >= 0) && rows.some((row) => row.values[3] > 0);
  if (isPositive) {
    result.warnings.push(
      'Die Pixel-Y-Werte der Datei sind positiv; sie werden als Bildzeilen übernommen (QGIS speichert sie negativ).',
    );
  }
  result.points = rows.map((row, k) => ({
    nr: k + 1,
    mapx: row.values[0],
    mapy: row.values[1],
    pixelx: row.values[2],
    pixely: isPositive ? row.values[3] : -row.values[3],
    enable: row.enable,
    dx: row.rest[0] ?? null,
    dy: row.rest[1] ?? null,
    residual: row.rest[2] ?? null,
  }));
  return result;
}

/** The text of a `.points` file, in the points' order; every number in its shortest exact form. */
export function formatPointsFile(points: readonly GcpRow[], options: PointsExportOptions = {}): string {
  const crs = options.crs ?? (options.epsg != null ? `EPSG:${options.epsg}` : null);
  const lines = crs === null ? [] : [`#CRS: ${crs}`];
  lines.push(HEADERS[options.header ?? 'source']);
  for (const point of points) {
    lines.push(
      [
        point.mapx,
        point.mapy,
        point.pixelx,
        // 0 − row rather than −row: a row of 0 is written "0", never "-0".
        0 - point.pixely,
        point.enable ? 1 : 0,
        // A residual not yet computed is left empty: 0 would claim a perfect fit.
        point.dx ?? '',
        point.dy ?? '',
        point.residual ?? '',
      ]
        .map(String)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The EPSG code a `#CRS:` text names: `EPSG:25833`, or the ID["EPSG",25833] /
 * AUTHORITY["EPSG","25833"] at the top level of a WKT (inner ones name its datum, ellipsoid
 * or projection method, not the CRS); without one, the system an ESRI WKT or a PROJ string
 * describes (crsRecognition.ts).
 */
export function epsgOfCrs(crs: string): number | null {
  const authId = /^\s*EPSG:(\d+)\s*$/i.exec(crs);
  if (authId) return Number(authId[1]);
  let depth = 0;
  let inString = false;
  let found: number | null = null;
  for (let i = 0; i < crs.length; i++) {
    const char = crs[i];
    if (char === '"') inString = !inString;
    if (inString) continue;
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (depth === 1) {
      const match = /^(?:ID|AUTHORITY)\s*[[(]\s*"EPSG"\s*,\s*"?(\d+)"?/i.exec(crs.slice(i));
      if (match && /[\s,]/.test(crs[i - 1] ?? ',')) found = Number(match[1]);
    }
  }
  return found ?? epsgOfEsriWkt(crs) ?? epsgOfProjString(crs);
}
