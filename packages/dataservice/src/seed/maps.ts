import {
  MAP_STATUSES,
  type GeorefType,
  type Karte,
  type MapClientStatus,
  type MapPoint,
  type MapStatus,
} from '@waldmonitor/ui/model';
import type { Rng } from './prng';
import type { SeedClient } from './clients';
import { anchorNear } from './scans/features';
import { createScanSheet, worldToPixel, type ScanSheet } from './scans/sheet';
import { controlPoints, sheetTransform, withResiduals } from './georef';
import { REVIERE } from './names';
import { isSeedEpsg, project } from './projection';

/** Paper sizes in millimetres (portrait). */
const DIN: Record<string, [number, number]> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
};

const KINDS = [
  (r: string) => `Forstkarte Revier ${r}`,
  (r: string) => `Wirtschaftskarte Forstamt ${r}`,
  (r: string) => `Bestandeskarte Abteilung ${r}`,
  (r: string) => `Drainagekarte Gemarkung ${r}`,
  (r: string) => `Meliorationsplan ${r}`,
  (r: string) => `Flurkarte Gemarkung ${r}`,
  (r: string) => `Dränplan Entwässerungsgenossenschaft ${r}`,
] as const;

const SURVEYORS = [
  'Vermessungsbüro Hartmann & Söhne',
  'Ingenieurbüro Grünwald GmbH',
  'ÖbVI Dipl.-Ing. Susanne Köhler',
  'Geodatenservice Nord GmbH',
  'Kulturbauamt (historisch)',
];

const STATUSES: readonly MapStatus[] = MAP_STATUSES.map((status) => status.value);
const GEOREF_TYPES: readonly GeorefType[] = ['polynomial1', 'helmert', 'polynomial2', 'projective', 'tps', 'linear'];

function georefBash(karte: Pick<Karte, 'id' | 'epsg' | 'georef_typ'>, points: readonly MapPoint[]): string {
  const order = karte.georef_typ === 'polynomial2' ? 2 : karte.georef_typ === 'polynomial3' ? 3 : 1;
  const gcps = points
    .filter((p) => p.enable)
    .map((p) => `-gcp ${p.pixelx} ${p.pixely} ${p.mapx} ${p.mapy}`)
    .join(' ');
  const method = karte.georef_typ === 'tps' ? '-tps' : `-order ${order}`;
  return [
    `gdal_translate -of GTiff ${gcps} "karte_${karte.id}.tif" "/tmp/karte_${karte.id}.tif"`,
    `gdalwarp -r near ${method} -co COMPRESS=LZW -t_srs EPSG:${karte.epsg} "/tmp/karte_${karte.id}.tif" "karte_${karte.id}_geo.tif"`,
  ].join('\n');
}

export interface SeedMaps {
  karte: Karte[];
  mappoint: MapPoint[];
  /** Each map's demo scan geometry, in the order of `karte`; not a table. */
  sheets: ScanSheet[];
}

/** 3–5 scanned maps per client (over 100 in all), georeferenced ones with their control points. */
export function seedMaps(clients: readonly SeedClient[], rng: Rng): SeedMaps {
  const karte: Karte[] = [];
  const mappoint: MapPoint[] = [];
  const sheets: ScanSheet[] = [];
  for (const { client, place } of clients) {
    // 3 or 4 maps, now and then one more: at least 112 over the 32 clients.
    const count = 3 + (client.client_id % 2) + (rng.chance(0.3) ? 1 : 0);
    for (let k = 0; k < count; k += 1) {
      const id = karte.length + 1;
      const revier = rng.pick(REVIERE);
      const jahr = rng.int(1868, 1994);
      const din = rng.pick(Object.keys(DIN));
      const [wMm, hMm] = DIN[din] as [number, number];
      const res = rng.pick([200, 300, 300, 400, 600]);
      const landscape = rng.chance(0.5);
      const width = Math.round(((landscape ? hMm : wMm) / 25.4) * res);
      const height = Math.round(((landscape ? wMm : hMm) / 25.4) * res);
      const scale = rng.pick([2500, 5000, 5000, 10000, 25000]);
      // Every status appears from the first client on; then weighted towards finished work.
      const status = id <= STATUSES.length ? (STATUSES[id - 1] as MapStatus) : rng.weighted(STATUSES, [2, 2, 4, 3]);
      const epsg = isSeedEpsg(client.epsg) ? client.epsg : 25832;
      const georeferenced = status === 'georeferenziert' || status === 'geprueft';
      const georef_typ = status === 'neu' ? null : rng.weighted(GEOREF_TYPES, [8, 3, 2, 1, 1, 1]);
      const showClient = status === 'geprueft' || (georeferenced && rng.chance(0.3));
      const client_status: MapClientStatus | null = showClient
        ? rng.weighted<MapClientStatus>(['offen', 'freigegeben', 'beanstandet'], [3, 4, 1])
        : null;

      // The sheet lies within about 8 km of the client's town.
      const centre = project(epsg, place.lat + rng.float(-0.07, 0.07), place.lng + rng.float(-0.1, 0.1));
      const metresPerPixel = (25.4 / res / 1000) * scale;
      const truth = sheetTransform(
        centre.x - (width / 2) * metresPerPixel,
        centre.y + (height / 2) * metresPerPixel,
        metresPerPixel,
        rng.float(-1.5, 1.5),
      );
      const pointCount = status === 'neu' ? (rng.chance(0.5) ? 0 : rng.int(1, 3)) : rng.int(6, 16);
      // Survey noise of about 0.3 mm on paper, in metres on the ground.
      const noise = (0.3 * scale) / 1000;
      const sheet = createScanSheet(id, truth, { width, height }, scale, res);
      sheets.push(sheet);
      const raw = controlPoints(
        id,
        (spot, taken) => {
          const anchor = anchorNear(sheet, spot, taken);
          return anchor && { ...anchor, pixel: worldToPixel(sheet, anchor.world) };
        },
        width,
        height,
        pointCount,
        noise,
        rng,
      );
      const { points, rmse } = georeferenced ? withResiduals(raw) : { points: raw, rmse: null };
      mappoint.push(...points);

      const row: Karte = {
        id,
        map_name: `${rng.pick(KINDS)(revier)} ${jahr}`,
        width,
        height,
        din,
        client_id: client.client_id,
        georef_bash: null,
        georef_maske: null,
        epsg,
        georef_label: null,
        georef_typ,
        res,
        scale,
        jahr,
        client_status,
        typ: rng.chance(0.65) ? 'vermessen' : 'vermutet',
        status,
        bem_client: rng.chance(0.2) ? 'Bitte Blattrand mit Signatur erhalten.' : null,
        ausf_unternehmen: georeferenced ? rng.pick(SURVEYORS) : null,
        auftr_nr: rng.chance(0.7) ? `A-${rng.int(2021, 2026)}-${String(rng.int(1, 480)).padStart(4, '0')}` : null,
        reg_nr: rng.chance(0.6) ? `${rng.int(1, 40)}/${jahr}` : null,
        kreis: place.kreis,
        gemarkung: rng.chance(0.5) ? revier : place.ort,
        gemeinde: place.ort,
        bem_to_client:
          client_status === 'beanstandet' ? 'Passpunkte im Nordteil nachgemessen, bitte erneut prüfen.' : null,
        bem_apus: rng.chance(0.25)
          ? rng.pick(['Blatt stark verzogen, Polynom 2 prüfen.', 'Legende fehlt.', 'Zweitexemplar im Kreisarchiv.'])
          : null,
        show_client: showClient,
      };
      if (georeferenced && rmse !== null) {
        row.georef_bash = georefBash(row, points);
        row.georef_label = `${points.filter((p) => p.enable).length} Passpunkte, RMSE ${rmse.toLocaleString('de-DE')} m`;
      }
      karte.push(row);
    }
  }
  return { karte, mappoint, sheets };
}
