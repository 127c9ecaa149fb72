/**
 * Input the georeferencing editor refuses or questions, as German
 * messages for the field:
 * - a pixel outside the scan is refused: no point can lie beyond the sheet;
 * - a map coordinate far outside the EPSG code's area of use, or far from the client's
 *   maps, is questioned but allowed: an old map may well lie beyond its neighbours, but a
 *   swapped Rechts- and Hochwert, a missing digit or the wrong EPSG look just like that.
 */
import type { SupportedEpsg } from './coordinates';
import { toWgs84 } from './coordinates';
import type { BBoxRow } from '../resultRows';

const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

export interface SheetSize {
  width: number;
  height: number;
}

/**
 * A new point being set: the image click gives the pixel, the map click the map
 * coordinate, and each of the four can be typed. `null` is a value not given yet.
 */
export interface DraftPoint {
  pixelx: number | null;
  pixely: number | null;
  mapx: number | null;
  mapy: number | null;
}

const DRAFT_LABELS: Record<keyof DraftPoint, string> = {
  pixelx: 'Pixel X',
  pixely: 'Pixel Y',
  mapx: 'Rechtswert',
  mapy: 'Hochwert',
};

/** All four values are needed for a point, and a pixel beyond the scan is refused: the message per field. */
export function validateDraftPoint(draft: DraftPoint, size?: SheetSize): Partial<Record<keyof DraftPoint, string>> {
  const errors: Partial<Record<keyof DraftPoint, string>> = {};
  for (const key of Object.keys(DRAFT_LABELS) as (keyof DraftPoint)[])
    if (draft[key] === null) errors[key] = `Bitte ${DRAFT_LABELS[key]} eingeben.`;
  const outsideX = pixelOutsideMessage(draft.pixelx, 'x', size);
  const outsideY = pixelOutsideMessage(draft.pixely, 'y', size);
  if (outsideX) errors.pixelx = outsideX;
  if (outsideY) errors.pixely = outsideY;
  return errors;
}

/** Refusal of a pixel coordinate beyond the scan (0 … width, 0 … height), `null` inside or empty. */
export function pixelOutsideMessage(value: number | null, axis: 'x' | 'y', size: SheetSize | undefined): string | null {
  if (value === null || !size) return null;
  const extent = axis === 'x' ? size.width : size.height;
  if (value >= 0 && value <= extent) return null;
  const name = axis === 'x' ? 'Pixel X' : 'Pixel Y';
  const side = axis === 'x' ? 'breit' : 'hoch';
  return `${name} liegt außerhalb des Scans: er ist ${whole.format(extent)} Pixel ${side}, erlaubt sind 0 bis ${whole.format(extent)}.`;
}

/**
 * Areas of use of the EPSG registry in degrees (west, south, east, north): UTM 32N and 33N
 * "Europe between 6°E and 12°E" / "12°E and 18°E"; the Gauß-Krüger strips 2 to 5 Germany
 * west of 7°30′, between 7°30′ and 10°30′, 10°30′ and 13°30′, east of 13°30′ (latitudes
 * of Germany).
 */
export const EPSG_AREAS: Readonly<Record<Exclude<SupportedEpsg, 4326>, readonly [number, number, number, number]>> = {
  25832: [6, 38.76, 12, 84.33],
  31466: [5.86, 47.27, 7.5, 55.09],
  31469: [13.5, 47.27, 16.5, 55.09],
  25833: [12, 46.4, 18, 84.42],
  31467: [7.5, 47.27, 10.5, 55.09],
  31468: [10.5, 47.27, 13.5, 55.09],
  // Systems an import may come from: the GDR's Gauß-Krüger strips 4 and 5, Berlin, and UTM
  // with the zone prefix over its zone's area.
  2398: [10.5, 50.2, 13.5, 54.74],
  2399: [13.5, 50.62, 15.04, 54.72],
  3068: [13.09, 52.33, 13.76, 52.65],
  4647: [6, 38.76, 12, 84.33],
  5650: [12, 46.4, 18, 84.42],
};

/**
 * "Far" outside the area of use: more than 2° beyond it. States use their UTM zone up to
 * about 2° past its edge (Bavaria keeps zone 32 to 13,8° east), and Gauß-Krüger
 * strips are used 1,5° past theirs; beyond that the coordinate is almost surely wrong.
 */
export const ZONE_MARGIN_DEGREES = 2;

/** More than this beyond the extent of the client's maps is questioned. */
export const CLIENT_AREA_MARGIN_KM = 25;

const KM_PER_DEGREE = 111.32;

const beyond = (value: number, low: number, high: number) => Math.max(0, low - value, value - high);

/**
 * A question about a typed map coordinate, or `null` when it looks plausible (or cannot be
 * checked: no EPSG, WGS 84, or not both values yet). The EPSG's area of use comes first: a
 * coordinate outside it is also outside any client's area.
 */
export function mapCoordinateWarning(
  map: { x: number | null; y: number | null },
  epsg: SupportedEpsg | null,
  bbox: BBoxRow | null,
): string | null {
  if (map.x === null || map.y === null || epsg === null || epsg === 4326) return null;
  const area = EPSG_AREAS[epsg];
  const { lon, lat } = toWgs84(epsg, { x: map.x, y: map.y });
  const [west, south, east, north] = area;
  if (
    !Number.isFinite(lon) ||
    !Number.isFinite(lat) ||
    beyond(lon, west, east) > ZONE_MARGIN_DEGREES ||
    beyond(lat, south, north) > ZONE_MARGIN_DEGREES
  ) {
    return (
      `Rechts- und Hochwert liegen weit außerhalb des Geltungsbereichs von EPSG:${epsg} ` +
      `(${whole.format(west)}° bis ${whole.format(east)}° Ost). Sind die Werte vertauscht, fehlt eine Ziffer ` +
      'oder hat die Karte ein anderes Koordinatensystem? Anlegen lässt sich der Punkt trotzdem.'
    );
  }
  if (!bbox) return null;
  const km = Math.hypot(
    beyond(lon, bbox.xmin, bbox.xmax) * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180),
    beyond(lat, bbox.ymin, bbox.ymax) * KM_PER_DEGREE,
  );
  if (km <= CLIENT_AREA_MARGIN_KM) return null;
  return (
    `Der Punkt liegt etwa ${whole.format(km)} km außerhalb des Gebiets dieses Kunden (der Ausdehnung seiner ` +
    'georeferenzierten Karten). Bitte Rechts- und Hochwert prüfen; anlegen lässt er sich trotzdem.'
  );
}
