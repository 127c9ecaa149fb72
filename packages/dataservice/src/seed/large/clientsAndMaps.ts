/** The large dataset's clients, their app users and their maps with control points. */
import type { BenutzerRow, Client, Karte, MapPoint } from '@waldmonitor/ui/model';
import type { Rng } from '../prng';
import type { SeedClient } from '../clients';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, REVIERE, STREETS } from '../names';
import { PLACES, type Place } from '../places';
import type { ClientAppUserLink } from '../types';
import { landOf, round } from './common';

const CLIENT_KINDS = [
  'Forstbetriebsgemeinschaft',
  'Waldbauernvereinigung',
  'Stadtwerke',
  'Gemeinde',
  'Wasser- und Bodenverband',
  'Forstbetrieb',
];
const MAP_KINDS = ['Forstkarte Revier', 'Bestandeskarte Abteilung', 'Drainagekarte Gemarkung', 'Flurkarte Gemarkung'];
const MAP_STATUSES = ['neu', 'in_bearbeitung', 'georeferenziert', 'geprueft'] as const;

export function generateClients(firstId: number, total: number, rng: Rng): SeedClient[] {
  const rows: SeedClient[] = [];
  for (let client_id = firstId; client_id <= total; client_id += 1) {
    const land = landOf(rng);
    const place = rng.pick(PLACES[land]) as Place;
    const female = rng.chance(0.45);
    const client: Client = {
      client_id,
      name: `${rng.pick(CLIENT_KINDS)} ${rng.pick(REVIERE)}-${place.ort} ${client_id}`,
      strasse: `${rng.pick(STREETS)} ${rng.int(1, 84)}`,
      plz: place.plz,
      ort: place.ort,
      ap_gender: female ? 'Frau' : 'Herr',
      ap_vorname: rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M),
      ap_nachname: rng.pick(LAST_NAMES),
      ap_tel: rng.chance(0.85) ? `${place.vorwahl} ${rng.int(10000, 989999)}` : null,
      name_zusatz: rng.chance(0.3) ? 'Geschäftsstelle' : null,
      bundesland: land,
      epsg: place.lng < 12 ? 25832 : 25833,
    };
    rows.push({ client, place });
  }
  return rows;
}

/** 1–4 app users per generated client, drawn from all users who are not new. */
export function generateLinks(
  clients: readonly SeedClient[],
  users: readonly BenutzerRow[],
  rng: Rng,
): ClientAppUserLink[] {
  const candidates = users.filter((u) => u.app_status !== 'ogf_new');
  const links: ClientAppUserLink[] = [];
  for (const { client } of clients) {
    const taken = new Set<number>();
    const count = rng.int(1, 4);
    while (taken.size < count) taken.add(rng.pick(candidates).user_id);
    for (const user_id of taken)
      links.push({ client_id: client.client_id, user_id, kataster_enabled: rng.chance(0.6) });
  }
  return links;
}

export function generateMaps(
  firstId: number,
  total: number,
  pointsPerMap: number,
  clients: readonly SeedClient[],
  rng: Rng,
): { karte: Karte[]; mappoint: MapPoint[] } {
  const karte: Karte[] = [];
  const mappoint: MapPoint[] = [];
  for (let id = firstId; id <= total; id += 1) {
    const { client, place } = rng.pick(clients);
    const status = rng.weighted(MAP_STATUSES, [2, 2, 4, 3]);
    const georeferenced = status === 'georeferenziert' || status === 'geprueft';
    const revier = rng.pick(REVIERE);
    const jahr = rng.int(1868, 1994);
    const width = rng.int(6000, 14000);
    const height = rng.int(6000, 14000);
    const showClient = status === 'geprueft' || (georeferenced && rng.chance(0.3));
    karte.push({
      id,
      map_name: `${rng.pick(MAP_KINDS)} ${revier} ${jahr}`,
      width,
      height,
      din: rng.pick(['A0', 'A1', 'A2', 'A3']),
      client_id: client.client_id,
      georef_bash: null,
      georef_maske: null,
      epsg: client.epsg ?? 25832,
      georef_label: null,
      georef_typ: status === 'neu' ? null : rng.pick(['polynomial1', 'helmert', 'polynomial2']),
      res: rng.pick([200, 300, 400]),
      scale: rng.pick([2500, 5000, 10000, 25000]),
      jahr,
      client_status: showClient ? rng.pick(['offen', 'freigegeben', 'beanstandet']) : null,
      typ: rng.chance(0.65) ? 'vermessen' : 'vermutet',
      status,
      bem_client: null,
      ausf_unternehmen: null,
      auftr_nr: rng.chance(0.7) ? `A-${rng.int(2021, 2026)}-${String(rng.int(1, 480)).padStart(4, '0')}` : null,
      reg_nr: null,
      kreis: place.kreis,
      gemarkung: revier,
      gemeinde: place.ort,
      bem_to_client: null,
      bem_apus: null,
      show_client: showClient,
    });
    // Points in a UTM-like frame around the client's town; residuals of a finished fit.
    const x0 = 400_000 + rng.int(0, 200_000);
    const y0 = 5_300_000 + rng.int(0, 700_000);
    for (let nr = 1; nr <= pointsPerMap; nr += 1) {
      const dx = georeferenced ? round(rng.gauss(0.8), 3) : null;
      const dy = georeferenced ? round(rng.gauss(0.8), 3) : null;
      mappoint.push({
        karte_id: id,
        nr,
        mapx: round(x0 + rng.float(0, 3000), 2),
        mapy: round(y0 + rng.float(0, 3000), 2),
        pixelx: round(rng.float(0, width), 1),
        pixely: round(rng.float(0, height), 1),
        enable: rng.chance(0.9),
        dx,
        dy,
        residual: dx === null || dy === null ? null : round(Math.hypot(dx, dy), 3),
      });
    }
  }
  return { karte, mappoint };
}
