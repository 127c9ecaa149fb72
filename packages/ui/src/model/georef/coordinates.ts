/**
 * Typed coordinates in the map's EPSG: the systems of EPSG_CODES and WGS 84,
 * converted with proj4. The definitions are those of the EPSG registry as PROJ writes them.
 *
 * DHDN (Gauß-Krüger) ↔ ETRS89 goes as PROJ's default does: through the NTv2 grid BeTA2007 of
 * the AdV, once the GIS page has loaded it (`loadDhdnGrid`; the file ships with the app, see
 * docs/decisions.md). Without it, and outside the grid (it covers Germany, 5.5–15.7° E,
 * 47–55.3° N), the seven-parameter shift EPSG:1777 stands in: 0.2–1.9 m from the grid.
 *
 * Converters are built from the definition strings directly rather than registered in
 * proj4's global table, so the model has no side effects on import; the grid is proj4's one
 * global, registered only by `loadDhdnGrid`.
 */
import proj4, { type Converter } from 'proj4';
import type { EpsgCode } from '../domainValues';
import type { XY } from './types';

/**
 * The map systems and WGS 84. Among the map systems (EPSG_CODES) are the GDR's Gauß-Krüger on
 * Krassowski (Pulkovo 1942(83), zones 4 and 5, shifted to ETRS89 as PROJ's default does),
 * DHDN / Soldner Berlin, and ETRS89 / UTM with the zone in front of the easting (32 500 000
 * for zone 32), as Länder surveys write it.
 */
export type SupportedEpsg = EpsgCode | 4326;

const DHDN_TO_WGS84 = '+ellps=bessel +towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7 +units=m +no_defs';
/** proj4's key for the loaded grid. */
const DHDN_GRID = 'BeTA2007';
const DHDN_BY_GRID = `+ellps=bessel +nadgrids=${DHDN_GRID} +units=m +no_defs`;
/** PROJ's default for Pulkovo 1942(83) → ETRS89 in Germany: EPSG:1776 ("(2)", 0.1 m), position vector. */
const PULKOVO_83_TO_WGS84 = '+ellps=krass +towgs84=24.9,-126.4,-93.2,-0.063,-0.247,-0.041,1.01 +units=m +no_defs';
const ETRS89 = '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';

export const PROJ4_DEFINITIONS: Readonly<Record<SupportedEpsg, string>> = {
  25832: '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  25833: '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  31466: `+proj=tmerc +lat_0=0 +lon_0=6 +k=1 +x_0=2500000 +y_0=0 ${DHDN_TO_WGS84}`,
  31467: `+proj=tmerc +lat_0=0 +lon_0=9 +k=1 +x_0=3500000 +y_0=0 ${DHDN_TO_WGS84}`,
  31468: `+proj=tmerc +lat_0=0 +lon_0=12 +k=1 +x_0=4500000 +y_0=0 ${DHDN_TO_WGS84}`,
  31469: `+proj=tmerc +lat_0=0 +lon_0=15 +k=1 +x_0=5500000 +y_0=0 ${DHDN_TO_WGS84}`,
  4326: '+proj=longlat +datum=WGS84 +no_defs',
  2398: `+proj=tmerc +lat_0=0 +lon_0=12 +k=1 +x_0=4500000 +y_0=0 ${PULKOVO_83_TO_WGS84}`,
  2399: `+proj=tmerc +lat_0=0 +lon_0=15 +k=1 +x_0=5500000 +y_0=0 ${PULKOVO_83_TO_WGS84}`,
  3068: `+proj=cass +lat_0=52.4186482777778 +lon_0=13.6272036666667 +x_0=40000 +y_0=10000 ${DHDN_TO_WGS84}`,
  4647: `+proj=tmerc +lat_0=0 +lon_0=9 +k=0.9996 +x_0=32500000 +y_0=0 ${ETRS89}`,
  5650: `+proj=tmerc +lat_0=0 +lon_0=15 +k=0.9996 +x_0=33500000 +y_0=0 ${ETRS89}`,
};

export function isSupportedEpsg(code: number): code is SupportedEpsg {
  return Object.hasOwn(PROJ4_DEFINITIONS, code);
}

/** DHDN / Gauß-Krüger zones 2–5 and Soldner Berlin, the systems the BeTA2007 grid shifts. */
export const isDhdn = (code: SupportedEpsg): boolean => (code >= 31466 && code <= 31469) || code === 3068;

/** The loaded grid's extent in degrees, or `null` before `loadDhdnGrid`. */
let gridExtent: { west: number; east: number; south: number; north: number } | null = null;

/**
 * Registers the BeTA2007 grid (the NTv2 file `BETA2007.gsb`) for every later DHDN conversion.
 * Called by the GIS page before it shows a map; throws when the file is no NTv2 grid.
 */
export function loadDhdnGrid(data: ArrayBuffer): void {
  // An NTv2 file starts with its first header record's name (a page served in its place does not).
  if (new TextDecoder().decode(data.slice(0, 8)) !== 'NUM_OREC') {
    throw new Error('Die Datei ist kein NTv2-Gitter (BeTA2007).');
  }
  const grid = proj4.nadgrid(DHDN_GRID, data);
  const [x0, y0] = grid.subgrids[0]?.ll ?? [];
  const [dx, dy] = grid.subgrids[0]?.del ?? [];
  const [columns, rows] = grid.subgrids[0]?.lim ?? [];
  if (x0 === undefined || y0 === undefined || !dx || !dy || !columns || !rows) {
    throw new Error('Die Gitterdatei BeTA2007 enthält kein Gitter.');
  }
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  // NTv2 counts longitude west-positive, and proj4 keeps that sign: the lower corner's x is minus the eastern edge.
  gridExtent = {
    east: degrees(-x0),
    west: degrees(-x0 - (columns - 1) * dx),
    south: degrees(y0),
    north: degrees(y0 + (rows - 1) * dy),
  };
  converters.clear();
}

/** How DHDN is shifted now: through the grid, or by the fixed seven parameters. */
export const dhdnShift = (): 'grid' | 'fixed' => (gridExtent ? 'grid' : 'fixed');

/** Whether a WGS 84 / ETRS89 position lies inside the loaded grid (the shift moves it by under 0.002°). */
function insideGrid({ lon, lat }: LonLat): boolean {
  const margin = 0.002;
  return (
    gridExtent !== null &&
    lon > gridExtent.west + margin &&
    lon < gridExtent.east - margin &&
    lat > gridExtent.south + margin &&
    lat < gridExtent.north - margin
  );
}

export interface LonLat {
  /** Degrees east. */
  lon: number;
  /** Degrees north. */
  lat: number;
}

const converters = new Map<string, Converter>();

/** The definition, with DHDN through the grid when `byGrid`. */
const definition = (code: SupportedEpsg, byGrid: boolean) =>
  byGrid && isDhdn(code) ? PROJ4_DEFINITIONS[code].replace(DHDN_TO_WGS84, DHDN_BY_GRID) : PROJ4_DEFINITIONS[code];

function converter(from: SupportedEpsg, to: SupportedEpsg, byGrid: boolean): Converter {
  const key = `${from}>${to}${byGrid ? ' grid' : ''}`;
  let found = converters.get(key);
  if (!found) {
    found = proj4(definition(from, byGrid), definition(to, byGrid));
    converters.set(key, found);
  }
  return found;
}

function convert(from: SupportedEpsg, to: SupportedEpsg, point: XY, byGrid: boolean): XY {
  const [x, y] = converter(from, to, byGrid).forward([point.x, point.y]) as [number, number];
  return { x, y };
}

/** x/y (easting, northing; longitude, latitude for 4326) from one system into another. */
export function transformCoordinates(from: SupportedEpsg, to: SupportedEpsg, point: XY): XY {
  if (from === to) return { x: point.x, y: point.y };
  const fixed = convert(from, to, point, false);
  if (!gridExtent || !(isDhdn(from) || isDhdn(to))) return fixed;
  // Where the grid reaches, it decides; the fixed shift's position, metres off, is close enough to ask.
  const where = from === 4326 ? point : to === 4326 ? fixed : convert(from, 4326, point, false);
  if (!insideGrid({ lon: where.x, lat: where.y })) return fixed;
  const shifted = convert(from, to, point, true);
  return Number.isFinite(shifted.x) && Number.isFinite(shifted.y) ? shifted : fixed;
}

export function toWgs84(epsg: SupportedEpsg, point: XY): LonLat {
  const { x, y } = transformCoordinates(epsg, 4326, point);
  return { lon: x, lat: y };
}

export function fromWgs84(epsg: SupportedEpsg, position: LonLat): XY {
  return transformCoordinates(4326, epsg, { x: position.lon, y: position.lat });
}
