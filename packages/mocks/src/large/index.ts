/**
 * A busy year's data for the lists at scale (architecture §4): the demo seed plus generated rows up to
 * 50,000 users, 2,000 clients, 10,000 maps with 20 points each, 100,000 sightings with
 * 200,000 pictures, 20,000 offers and 20,000 invoices with 5 positions each.
 *
 * Seeded and deterministic like the demo seed (same seed and factor → equal data), pure
 * TypeScript without node APIs, so the SQL tests load it into PostgreSQL and the demo's data
 * worker builds it in the browser. The demo seed's rows stay as they are (the demo users sign
 * in with their e-mails; every story's record keeps its id); generated rows follow their ids.
 * Offers and invoices are generated as a whole, because their numbers run in date order.
 */
import {
  BERUFSGRUPPEN,
  BUNDESLAENDER,
  type Angebot,
  type BenutzerRow,
  type Bild,
  type BundeslandCode,
  type Client,
  type Kaefer,
  type Karte,
  type MapPoint,
  type Rechnung,
  type Role,
} from '@waldmonitor/ui/model';
import { createRng, deriveSeed, type Rng } from '../prng';
import { createSeed, SEED, type SeedData } from '../seed';
import { POSITION_TEMPLATES } from '../seed/billingTexts';
import { seedClientSettings, type SeedClient } from '../seed/clients';
import { daysAgo } from '../seed/dates';
import { seedClientEInvoice, seedInvoiceTerms } from '../seed/einvoice';
import { SPECIES } from '../seed/kaeferarten';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, mailLocalPart, REVIERE, STREETS } from '../seed/names';
import { JITTER_DEG, PLACES, type Place } from '../seed/places';
import { seedSurveys } from '../seed/surveys';
import type { ClientAppUserLink, PositionRow } from '../seed/types';

/** The sizes at factor 1 (totals, the demo seed's rows included). */
export const LARGE_SIZES = {
  users: 50_000,
  clients: 2_000,
  maps: 10_000,
  pointsPerMap: 20,
  sightings: 100_000,
  picturesPerSighting: 2,
  offers: 20_000,
  invoices: 20_000,
  positionsPerDocument: 5,
} as const;

export interface LargeSeedOptions {
  /** The PRNG seed; the demo's by default. */
  seed?: number;
  /**
   * Scales every total (0 < factor ≤ 1 for a quicker run; never below the demo seed's own
   * size). The EXPLAIN test uses 1.
   */
  factor?: number;
}

const ROLES: readonly Role[] = ['ogf_citizens', 'ogf_expert', 'ogf_admin', 'ogf_new', 'ogf_expert_query'];
const ROLE_WEIGHTS = [80, 8, 1, 8, 3];
const MAIL_DOMAINS = ['mail.example', 'post.example', 'forst.example', 'uni-forst.example', 'web.example'];
const LANDS = BUNDESLAENDER.map((b) => b.value);
const LAND_WEIGHTS = [14, 20, 2, 10, 1, 1, 9, 6, 11, 9, 8, 2, 6, 5, 2, 6];
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
const BEETLE_STATUSES = [
  'gemeldet',
  'in_pruefung',
  'rueckfrage',
  'bestaetigt',
  'veroeffentlicht',
  'abgelehnt',
] as const;
const BEETLE_WEIGHTS = [16, 10, 6, 12, 48, 8];
const EXTRA_IMAGES = ['frassbild.svg', 'bohrmehl.svg', 'fundort.svg'];
/** Offers and invoices spread over this many days before the seed's today, oldest first. */
const BILLING_DAYS = 4 * 365;
const ARCHIVE_AFTER_DAYS = 240;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const scaled = (total: number, factor: number, floor: number) => Math.max(floor, Math.round(total * factor));
const landOf = (rng: Rng) => rng.weighted(LANDS, LAND_WEIGHTS) as BundeslandCode;

function generateUsers(base: readonly BenutzerRow[], total: number, rng: Rng): BenutzerRow[] {
  const rows: BenutzerRow[] = [];
  for (let user_id = base.length + 1; user_id <= total; user_id += 1) {
    const role = rng.weighted(ROLES, ROLE_WEIGHTS);
    const female = rng.chance(0.48);
    const first = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const last = rng.pick(LAST_NAMES);
    const complete = role !== 'ogf_new' || rng.chance(0.3);
    const reviewer = role === 'ogf_expert' || role === 'ogf_admin';
    rows.push({
      user_id,
      geb: complete ? daysAgo(rng.int(18 * 365, 75 * 365)) : null,
      phone: complete && rng.chance(0.6) ? `0151 ${rng.int(1000000, 9999999)}` : null,
      berufsgruppe: complete ? rng.pick(BERUFSGRUPPEN) : null,
      reg_date: daysAgo(rng.int(0, 1500)),
      geschlecht: complete ? (female ? 'weiblich' : 'männlich') : null,
      app_status: role,
      last_name: last,
      first_name: first,
      // The id keeps every address unique (the demo's addresses have no digits).
      email: `${mailLocalPart(first, last)}.${user_id}@${rng.pick(MAIL_DOMAINS)}`,
      mail_register: role === 'ogf_admin' || rng.chance(0.2),
      mail_new: reviewer ? rng.chance(0.85) : false,
      mail_rejected: rng.chance(0.8),
      mail_published: rng.chance(0.7),
      mail_expert_request: role === 'ogf_admin' || role === 'ogf_expert_query',
      mail_expert_approved: role === 'ogf_expert' || role === 'ogf_expert_query',
    });
  }
  return rows;
}

function generateClients(firstId: number, total: number, rng: Rng): SeedClient[] {
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
function generateLinks(clients: readonly SeedClient[], users: readonly BenutzerRow[], rng: Rng): ClientAppUserLink[] {
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

function generateMaps(
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

function generateSightings(
  firstId: number,
  total: number,
  picturesPerSighting: number,
  users: readonly BenutzerRow[],
  rng: Rng,
): { kaefer: Kaefer[]; bilder: Bild[] } {
  const reporters = users.filter((u) => u.app_status !== 'ogf_new');
  const reviewers = users
    .filter((u) => u.app_status === 'ogf_expert' || u.app_status === 'ogf_admin')
    .slice(0, 200)
    .map((u) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim());
  const kaefer: Kaefer[] = [];
  const bilder: Bild[] = [];
  const speciesWeights = SPECIES.map((s) => s.weight);
  for (let id = firstId; id <= total; id += 1) {
    const land = landOf(rng);
    const place = rng.pick(PLACES[land]) as Place;
    const jitter = JITTER_DEG[land];
    const status = rng.weighted(BEETLE_STATUSES, BEETLE_WEIGHTS);
    const speciesIndex = SPECIES.indexOf(rng.weighted(SPECIES, speciesWeights));
    const daysBack = rng.int(0, 3) * 365 + rng.int(0, 200) + 30;
    kaefer.push({
      id,
      art: status === 'gemeldet' && rng.chance(0.3) ? null : speciesIndex + 1,
      status,
      published_from: status === 'veroeffentlicht' ? daysAgo(Math.max(1, daysBack - rng.int(2, 24))) : null,
      letzter_bearbeiter: status === 'gemeldet' ? null : rng.pick(reviewers),
      message:
        status === 'rueckfrage'
          ? 'Bitte ein Foto vom Fraßbild unter der Rinde nachreichen.'
          : status === 'abgelehnt'
            ? 'Die Aufnahme ist zu unscharf für eine Bestimmung.'
            : null,
      fund_datum: daysAgo(daysBack),
      lat: round(place.lat + rng.float(-jitter, jitter), 5),
      lng: round(place.lng + rng.float(-jitter, jitter) * 1.5, 5),
      bundesland: land,
      beschreibung: rng.chance(0.5) ? `Fund bei ${place.ort}.` : null,
      user_id: rng.pick(reporters).user_id,
    });
    const image = SPECIES[speciesIndex]?.image ?? 'borkenkaefer.svg';
    const files = [image, ...rng.sample(EXTRA_IMAGES, picturesPerSighting - 1)];
    for (const filename of files) bilder.push({ kaefer_id: id, filename });
  }
  return { kaefer, bilder };
}

/** Ages in days of `count` documents spread over BILLING_DAYS, oldest first (numbers in date order). */
const ageOf = (index: number, count: number) => Math.round(BILLING_DAYS - (index * BILLING_DAYS) / count);

function generateBilling(
  offers: number,
  invoices: number,
  perDocument: number,
  clients: readonly SeedClient[],
  editors: readonly string[],
  rng: Rng,
): { rechnung: Rechnung[]; angebot: Angebot[]; position: PositionRow[] } {
  const position: PositionRow[] = [];
  const addPositions = (owner: Pick<PositionRow, 'rechnung_id' | 'angebot_id'>) => {
    rng.sample(POSITION_TEMPLATES, perDocument).forEach((t, index) =>
      position.push({
        id: position.length + 1,
        anzahl: rng.int(1, 40),
        bez: t.bez,
        einheit: t.einheit,
        ep: t.ep,
        lfd_nr: index + 1,
        erl: t.erl,
        erl_on: t.erl === null ? null : rng.chance(0.8),
        erl_titel: t.erl_titel,
        ...owner,
      }),
    );
  };
  const angebot: Angebot[] = [];
  for (let id = 1; id <= offers; id += 1) {
    const age = ageOf(id, offers);
    angebot.push({
      id,
      bearbeiter: rng.pick(editors),
      an_datum: daysAgo(age),
      anrede: null,
      anschreiben: null,
      zuerl: null,
      ust_satz: 19,
      status:
        age < 60
          ? rng.pick(['entwurf', 'versendet'])
          : rng.weighted(['angenommen', 'abgelehnt', 'abgerechnet'], [3, 1, 3]),
      sign: rng.weighted(['ohne', 'bearbeiter', 'geschaeftsfuehrung'], [3, 5, 2]),
      client_id: rng.pick(clients).client.client_id,
    });
    addPositions({ angebot_id: id, rechnung_id: null });
  }
  const rechnung: Rechnung[] = [];
  for (let id = 1; id <= invoices; id += 1) {
    const age = ageOf(id, invoices);
    rechnung.push({
      id,
      bearbeiter: rng.pick(editors),
      le_date: daysAgo(age + rng.int(3, 40)),
      rn_datum: daysAgo(age),
      anrede: null,
      anschreiben: null,
      zuerl: null,
      ust_satz: id % 11 === 0 ? 7 : 19,
      client_id: id % 17 === 0 ? null : rng.pick(clients).client.client_id,
      archiviert: age > ARCHIVE_AFTER_DAYS,
    });
    addPositions({ rechnung_id: id, angebot_id: null });
  }
  return { rechnung, angebot, position };
}

/** The demo seed grown to a busy year's size (LARGE_SIZES × factor). */
export function createLargeSeed({ seed = SEED, factor = 1 }: LargeSeedOptions = {}): SeedData {
  const base = createSeed(seed);
  const stream = (label: string) => createRng(deriveSeed(seed, `large:${label}`));
  const baseClients: SeedClient[] = base.kunde.map((client) => ({
    client,
    place:
      (PLACES[client.bundesland as BundeslandCode] ?? PLACES.BW).find((p) => p.ort === client.ort) ??
      (PLACES.BW[0] as Place),
  }));

  const benutzer = [
    ...base.benutzer,
    ...generateUsers(base.benutzer, scaled(LARGE_SIZES.users, factor, base.benutzer.length), stream('users')),
  ];
  const extraClients = generateClients(
    base.kunde.length + 1,
    scaled(LARGE_SIZES.clients, factor, base.kunde.length),
    stream('clients'),
  );
  const clients = [...baseClients, ...extraClients];
  const maps = generateMaps(
    base.karte.length + 1,
    scaled(LARGE_SIZES.maps, factor, base.karte.length),
    LARGE_SIZES.pointsPerMap,
    clients,
    stream('maps'),
  );
  const sightings = generateSightings(
    base.kaefer.length + 1,
    scaled(LARGE_SIZES.sightings, factor, base.kaefer.length),
    LARGE_SIZES.picturesPerSighting,
    benutzer,
    stream('kaefer'),
  );
  const editors = base.benutzer
    .filter((u) => u.app_status === 'ogf_admin')
    .map((u) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim());
  const billing = generateBilling(
    scaled(LARGE_SIZES.offers, factor, 1),
    scaled(LARGE_SIZES.invoices, factor, 1),
    LARGE_SIZES.positionsPerDocument,
    clients,
    editors,
    stream('billing'),
  );
  const { surveyAmounts, drainageLines } = seedSurveys(clients, stream('surveys'));
  return {
    ...base,
    benutzer,
    kunde: clients.map((c) => c.client),
    clientSettings: [...base.clientSettings, ...seedClientSettings(extraClients, stream('settings'))],
    clientAppUsers: [...base.clientAppUsers, ...generateLinks(extraClients, benutzer, stream('links'))],
    karte: [...base.karte, ...maps.karte],
    mappoint: [...base.mappoint, ...maps.mappoint],
    kaefer: [...base.kaefer, ...sightings.kaefer],
    bilder: [...base.bilder, ...sightings.bilder],
    rechnung: billing.rechnung,
    angebot: billing.angebot,
    position: billing.position,
    surveyAmounts,
    drainageLines,
    clientEInvoice: seedClientEInvoice(clients),
    invoiceTerms: seedInvoiceTerms(billing.rechnung),
  };
}
