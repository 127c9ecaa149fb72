/**
 * The map systems as OGC WKT 1, exactly as GDAL 3.6 with PROJ 9 writes them (`gdalsrsinfo -o
 * wkt1 EPSG:…`, checked in epsgWkt.gdal.test.ts), for the `.aux.xml` beside a world file. WKT
 * rather than "EPSG:25832": ArcGIS and other readers that do not go through GDAL read the
 * system only from WKT, and the authority code keeps GDAL and QGIS exact.
 */
import type { EpsgCode } from '../domainValues';

const authority = (code: number | string) => `AUTHORITY["EPSG","${code}"]`;
const DEGREE = `UNIT["degree",0.0174532925199433,${authority(9122)}]`;
const GREENWICH = `PRIMEM["Greenwich",0,${authority(8901)}]`;
const METRE = `UNIT["metre",1,${authority(9001)}]`;

const ETRS89 = `GEOGCS["ETRS89",DATUM["European_Terrestrial_Reference_System_1989",SPHEROID["GRS 1980",6378137,298.257222101,${authority(7019)}],${authority(6258)}],${GREENWICH},${DEGREE},${authority(4258)}]`;
const DHDN = `GEOGCS["DHDN",DATUM["Deutsches_Hauptdreiecksnetz",SPHEROID["Bessel 1841",6377397.155,299.1528128,${authority(7004)}],${authority(6314)}],${GREENWICH},${DEGREE},${authority(4314)}]`;
const PULKOVO_83 = `GEOGCS["Pulkovo 1942(83)",DATUM["Pulkovo_1942_83",SPHEROID["Krassowsky 1940",6378245,298.3,${authority(7024)}],${authority(6178)}],${GREENWICH},${DEGREE},${authority(4178)}]`;

interface TransverseMercator {
  kind: 'tmerc';
  name: string;
  geogcs: string;
  centralMeridian: number;
  scale: number;
  falseEasting: number;
  /** The registry's axis order: UTM easting first, Gauß-Krüger northing first. */
  axes: 'east-north' | 'north-east';
}

/** Berlin's Soldner system: Cassini–Soldner on DHDN, northing first. */
interface CassiniSoldner {
  kind: 'cass';
  name: string;
  geogcs: string;
  latitudeOfOrigin: number;
  centralMeridian: number;
  falseEasting: number;
  falseNorthing: number;
  axes: 'north-east';
}

type MapSystem = TransverseMercator | CassiniSoldner;

function projcs(code: EpsgCode, system: MapSystem): string {
  const [projection, values]: [string, [string, number][]] =
    system.kind === 'tmerc'
      ? [
          'Transverse_Mercator',
          [
            ['latitude_of_origin', 0],
            ['central_meridian', system.centralMeridian],
            ['scale_factor', system.scale],
            ['false_easting', system.falseEasting],
            ['false_northing', 0],
          ],
        ]
      : [
          'Cassini_Soldner',
          [
            ['latitude_of_origin', system.latitudeOfOrigin],
            ['central_meridian', system.centralMeridian],
            ['false_easting', system.falseEasting],
            ['false_northing', system.falseNorthing],
          ],
        ];
  const parameters = values.map(([name, value]) => `PARAMETER["${name}",${value}]`).join(',');
  const axes =
    system.axes === 'east-north'
      ? 'AXIS["Easting",EAST],AXIS["Northing",NORTH]'
      : 'AXIS["Northing",NORTH],AXIS["Easting",EAST]';
  return `PROJCS["${system.name}",${system.geogcs},PROJECTION["${projection}"],${parameters},${METRE},${axes},${authority(code)}]`;
}

/** ETRS89 / UTM; with `zoneInEasting` the zone stands before the easting (32 500 000 for zone 32). */
const utm = (zone: 32 | 33, zoneInEasting = false): TransverseMercator => ({
  kind: 'tmerc',
  name: `ETRS89 / UTM zone ${zone}N${zoneInEasting ? ' (zE-N)' : ''}`,
  geogcs: ETRS89,
  centralMeridian: zone * 6 - 183,
  scale: 0.9996,
  falseEasting: (zoneInEasting ? zone * 1000000 : 0) + 500000,
  axes: 'east-north',
});
const gaussKrueger = (zone: 2 | 3 | 4 | 5, datum: 'DHDN' | 'Pulkovo 1942(83)' = 'DHDN'): TransverseMercator => ({
  kind: 'tmerc',
  name: `${datum} / 3-degree Gauss-Kruger zone ${zone}`,
  geogcs: datum === 'DHDN' ? DHDN : PULKOVO_83,
  centralMeridian: zone * 3,
  scale: 1,
  falseEasting: zone * 1000000 + 500000,
  axes: 'north-east',
});

const SYSTEMS: Readonly<Record<EpsgCode, MapSystem>> = {
  25832: utm(32),
  25833: utm(33),
  31466: gaussKrueger(2),
  31467: gaussKrueger(3),
  31468: gaussKrueger(4),
  31469: gaussKrueger(5),
  4647: utm(32, true),
  5650: utm(33, true),
  2398: gaussKrueger(4, 'Pulkovo 1942(83)'),
  2399: gaussKrueger(5, 'Pulkovo 1942(83)'),
  3068: {
    kind: 'cass',
    name: 'DHDN / Soldner Berlin',
    geogcs: DHDN,
    latitudeOfOrigin: 52.4186482777778,
    centralMeridian: 13.6272036666667,
    falseEasting: 40000,
    falseNorthing: 10000,
    axes: 'north-east',
  },
};

/** The system's WKT 1 with its EPSG authority. */
export function epsgWkt(code: EpsgCode): string {
  return projcs(code, SYSTEMS[code]);
}

/**
 * GDAL's `dataAxisToSRSAxisMapping` for a raster in easting/northing order: "1,2" where the
 * registry names easting first, "2,1" where it names northing first (Gauß-Krüger).
 */
export function dataAxisMapping(code: EpsgCode): string {
  return SYSTEMS[code].axes === 'east-north' ? '1,2' : '2,1';
}
