/**
 * A `#CRS:` line that names no EPSG code, recognised by what it describes: ESRI's WKT
 * (ArcGIS writes `PROJCS["ETRS_1989_UTM_Zone_32N", …]` without an authority) and PROJ strings
 * (`+proj=utm +zone=32 +ellps=GRS80 …`), as `gdalsrsinfo -o wkt_esri|proj4` writes them for
 * the systems the editor knows. Anything else stays unrecognised: the import says so rather
 * than guess.
 */

/** ESRI's names of the systems, as the first quoted name of the WKT. */
const ESRI_NAMES: Readonly<Record<string, number>> = {
  ETRS_1989_UTM_Zone_32N: 25832,
  ETRS_1989_UTM_Zone_33N: 25833,
  DHDN_3_Degree_Gauss_Zone_2: 31466,
  DHDN_3_Degree_Gauss_Zone_3: 31467,
  DHDN_3_Degree_Gauss_Zone_4: 31468,
  DHDN_3_Degree_Gauss_Zone_5: 31469,
  GCS_WGS_1984: 4326,
  Pulkovo_1942_Adj_1983_3_Degree_GK_Zone_4: 2398,
  Pulkovo_1942_Adj_1983_3_Degree_GK_Zone_5: 2399,
  DHDN_Soldner_Berlin: 3068,
  ETRS_1989_UTM_Zone_N32: 4647,
  'ETRS_1989_UTM_Zone_33N_zE-N': 5650,
};

/** The EPSG code of an ESRI WKT by its system's name, or `null`. */
export function epsgOfEsriWkt(crs: string): number | null {
  const name = /^\s*(?:PROJCS|GEOGCS)\s*\[\s*"([^"]+)"/i.exec(crs)?.[1];
  return name !== undefined ? (ESRI_NAMES[name] ?? null) : null;
}

/** `+key=value` pairs of a PROJ string; a bare `+key` is `''`. */
function projParameters(crs: string): Map<string, string> | null {
  const words = crs.trim().split(/\s+/);
  if (!words.every((word) => word.startsWith('+'))) return null;
  return new Map(
    words.map((word) => {
      const [key = '', value = ''] = word.slice(1).split('=');
      return [key.toLowerCase(), value];
    }),
  );
}

const near = (value: string | undefined, expected: number) =>
  value !== undefined && value !== '' && Math.abs(Number(value) - expected) < 1e-9;

/** The EPSG code a PROJ string describes, or `null`. */
export function epsgOfProjString(crs: string): number | null {
  const p = projParameters(crs);
  if (!p) return null;
  const proj = p.get('proj');
  const isGrs80 = p.get('ellps') === 'GRS80' || p.get('datum') === 'ETRS89';
  if (proj === 'utm' && isGrs80 && !p.has('south') && (p.get('zone') === '32' || p.get('zone') === '33')) {
    return 25800 + Number(p.get('zone'));
  }
  if (proj === 'longlat' && (p.get('datum') === 'WGS84' || p.get('ellps') === 'WGS84')) return 4326;
  const isBessel = p.get('ellps') === 'bessel' || p.get('datum') === 'potsdam';
  const zone = Number(p.get('lon_0')) / 3;
  const falseEasting = (offset: number) => near(p.get('x_0'), offset) && near(p.get('y_0') ?? '0', 0);
  if (proj === 'tmerc' && near(p.get('lat_0') ?? '0', 0)) {
    const k = p.get('k') ?? p.get('k_0');
    // Gauß-Krüger: DHDN on Bessel (zones 2–5), Pulkovo 1942(83) on Krassowski (the GDR's, zones 4 and 5).
    if (near(k, 1) && [2, 3, 4, 5].includes(zone) && falseEasting(zone * 1000000 + 500000)) {
      if (isBessel) return 31464 + zone;
      if (p.get('ellps') === 'krass' && (zone === 4 || zone === 5)) return 2394 + zone;
    }
    // UTM with the zone in front of the easting.
    const utmZone = (Number(p.get('lon_0')) + 183) / 6;
    if (isGrs80 && near(k, 0.9996) && (utmZone === 32 || utmZone === 33) && falseEasting(utmZone * 1000000 + 500000)) {
      return utmZone === 32 ? 4647 : 5650;
    }
  }
  if (proj === 'cass' && isBessel && near(p.get('lat_0'), 52.4186482777778) && near(p.get('lon_0'), 13.6272036666667)) {
    return near(p.get('x_0'), 40000) && near(p.get('y_0'), 10000) ? 3068 : null;
  }
  return null;
}
