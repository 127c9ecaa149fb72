import type { EpsgCode } from '@waldmonitor/ui/model';

/**
 * The systems the seed places maps in: ETRS89/UTM and DHDN/Gauß-Krüger, the clients' own
 * (clients.ts). The app's other systems (old sheets) come only from what people enter.
 */
export type SeedEpsg = Extract<EpsgCode, 25832 | 25833 | 31466 | 31467 | 31468 | 31469>;

export const isSeedEpsg = (epsg: EpsgCode | null): epsg is SeedEpsg => epsg !== null && Object.hasOwn(PARAMS, epsg);

/**
 * Forward transverse Mercator (Snyder, "Map Projections: A Working Manual", eq. 8-9 to
 * 8-10), enough to place map points in a map's EPSG near the client. DHDN is treated as
 * Bessel without the datum shift: the seed needs plausible coordinates, not survey grade
 * (the shift is about 100 m; the app's proj4 does the real transformation).
 */
interface TmParams {
  a: number;
  f: number;
  k0: number;
  lon0: number;
  falseEasting: number;
}

const GRS80 = { a: 6378137, f: 1 / 298.257222101 };
const BESSEL = { a: 6377397.155, f: 1 / 299.1528128 };

const PARAMS: Record<SeedEpsg, TmParams> = {
  25832: { ...GRS80, k0: 0.9996, lon0: 9, falseEasting: 500000 },
  25833: { ...GRS80, k0: 0.9996, lon0: 15, falseEasting: 500000 },
  31466: { ...BESSEL, k0: 1, lon0: 6, falseEasting: 2500000 },
  31467: { ...BESSEL, k0: 1, lon0: 9, falseEasting: 3500000 },
  31468: { ...BESSEL, k0: 1, lon0: 12, falseEasting: 4500000 },
  31469: { ...BESSEL, k0: 1, lon0: 15, falseEasting: 5500000 },
};

const RAD = Math.PI / 180;

function meridianArc(a: number, e2: number, phi: number): number {
  const e4 = e2 * e2;
  const e6 = e4 * e2;
  return (
    a *
    ((1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * e2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi))
  );
}

/** WGS 84 / ETRS89 lat/lng in degrees to easting/northing in metres of the given system. */
export function project(epsg: SeedEpsg, lat: number, lng: number): { x: number; y: number } {
  const { a, f, k0, lon0, falseEasting } = PARAMS[epsg];
  const e2 = f * (2 - f);
  const ep2 = e2 / (1 - e2);
  const phi = lat * RAD;
  const sin = Math.sin(phi);
  const cos = Math.cos(phi);
  const tan = Math.tan(phi);
  const n = a / Math.sqrt(1 - e2 * sin * sin);
  const t = tan * tan;
  const c = ep2 * cos * cos;
  const A = (lng - lon0) * RAD * cos;
  const m = meridianArc(a, e2, phi);
  const x =
    falseEasting +
    k0 * n * (A + ((1 - t + c) * A ** 3) / 6 + ((5 - 18 * t + t * t + 72 * c - 58 * ep2) * A ** 5) / 120);
  const y =
    k0 *
    (m +
      n *
        tan *
        ((A * A) / 2 +
          ((5 - t + 9 * c + 4 * c * c) * A ** 4) / 24 +
          ((61 - 58 * t + t * t + 600 * c - 330 * ep2) * A ** 6) / 720));
  return { x, y };
}

/** The inverse: easting/northing of the given system back to lat/lng in degrees (Snyder 8-17 to 8-25). */
export function unproject(epsg: SeedEpsg, x: number, y: number): { lat: number; lng: number } {
  const { a, f, k0, lon0, falseEasting } = PARAMS[epsg];
  const e2 = f * (2 - f);
  const ep2 = e2 / (1 - e2);
  const m = y / k0;
  const mu = m / (a * (1 - e2 / 4 - (3 * e2 * e2) / 64 - (5 * e2 ** 3) / 256));
  const e1 = (1 - Math.sqrt(1 - e2)) / (1 + Math.sqrt(1 - e2));
  const phi1 =
    mu +
    ((3 * e1) / 2 - (27 * e1 ** 3) / 32) * Math.sin(2 * mu) +
    ((21 * e1 * e1) / 16 - (55 * e1 ** 4) / 32) * Math.sin(4 * mu) +
    ((151 * e1 ** 3) / 96) * Math.sin(6 * mu) +
    ((1097 * e1 ** 4) / 512) * Math.sin(8 * mu);
  const sin = Math.sin(phi1);
  const cos = Math.cos(phi1);
  const tan = Math.tan(phi1);
  const c1 = ep2 * cos * cos;
  const t1 = tan * tan;
  const n1 = a / Math.sqrt(1 - e2 * sin * sin);
  const r1 = (a * (1 - e2)) / (1 - e2 * sin * sin) ** 1.5;
  const d = (x - falseEasting) / (n1 * k0);
  const lat =
    phi1 -
    ((n1 * tan) / r1) *
      ((d * d) / 2 -
        ((5 + 3 * t1 + 10 * c1 - 4 * c1 * c1 - 9 * ep2) * d ** 4) / 24 +
        ((61 + 90 * t1 + 298 * c1 + 45 * t1 * t1 - 252 * ep2 - 3 * c1 * c1) * d ** 6) / 720);
  const lng =
    (d -
      ((1 + 2 * t1 + c1) * d ** 3) / 6 +
      ((5 - 2 * c1 + 28 * t1 - 3 * c1 * c1 + 8 * ep2 + 24 * t1 * t1) * d ** 5) / 120) /
    cos;
  return { lat: lat / RAD, lng: lon0 + lng / RAD };
}
