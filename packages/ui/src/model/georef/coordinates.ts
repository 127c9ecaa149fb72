/**
 * Typed coordinates in the map's EPSG: the systems of EPSG_CODES and WGS 84,
 * converted with proj4. The definitions are those of the EPSG registry as PROJ writes them;
 * DHDN uses the seven-parameter shift EPSG:1777 for all of Germany (±1 m; the BeTA2007 grid
 * would be better, but the browser has no grid files).
 *
 * Converters are built from the definition strings directly rather than registered in
 * proj4's global table, so the model has no side effects on import.
 */
import proj4, { type Converter } from 'proj4';
import type { EpsgCode } from '../domainValues';
import type { XY } from './types';

export type SupportedEpsg = EpsgCode | 4326;

const DHDN_TO_WGS84 = '+ellps=bessel +towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7 +units=m +no_defs';

export const PROJ4_DEFINITIONS: Readonly<Record<SupportedEpsg, string>> = {
  25832: '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  25833: '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  31466: `+proj=tmerc +lat_0=0 +lon_0=6 +k=1 +x_0=2500000 +y_0=0 ${DHDN_TO_WGS84}`,
  31467: `+proj=tmerc +lat_0=0 +lon_0=9 +k=1 +x_0=3500000 +y_0=0 ${DHDN_TO_WGS84}`,
  31468: `+proj=tmerc +lat_0=0 +lon_0=12 +k=1 +x_0=4500000 +y_0=0 ${DHDN_TO_WGS84}`,
  31469: `+proj=tmerc +lat_0=0 +lon_0=15 +k=1 +x_0=5500000 +y_0=0 ${DHDN_TO_WGS84}`,
  4326: '+proj=longlat +datum=WGS84 +no_defs',
};

export function isSupportedEpsg(code: number): code is SupportedEpsg {
  return Object.hasOwn(PROJ4_DEFINITIONS, code);
}

export interface LonLat {
  /** Degrees east. */
  lon: number;
  /** Degrees north. */
  lat: number;
}

const converters = new Map<string, Converter>();

function converter(from: SupportedEpsg, to: SupportedEpsg): Converter {
  const key = `${from}>${to}`;
  let found = converters.get(key);
  if (!found) {
    found = proj4(PROJ4_DEFINITIONS[from], PROJ4_DEFINITIONS[to]);
    converters.set(key, found);
  }
  return found;
}

/** x/y (easting, northing; longitude, latitude for 4326) from one system into another. */
export function transformCoordinates(from: SupportedEpsg, to: SupportedEpsg, point: XY): XY {
  if (from === to) return { x: point.x, y: point.y };
  const [x, y] = converter(from, to).forward([point.x, point.y]) as [number, number];
  return { x, y };
}

export function toWgs84(epsg: SupportedEpsg, point: XY): LonLat {
  const { x, y } = transformCoordinates(epsg, 4326, point);
  return { lon: x, lat: y };
}

export function fromWgs84(epsg: SupportedEpsg, position: LonLat): XY {
  return transformCoordinates(4326, epsg, { x: position.lon, y: position.lat });
}
