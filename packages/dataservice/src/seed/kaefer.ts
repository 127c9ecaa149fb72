import {
  BEETLE_STATUSES,
  BUNDESLAENDER,
  type BeetleStatus,
  type BenutzerRow,
  type Bild,
  type BundeslandCode,
  type Kaefer,
} from '@waldmonitor/ui/model';
import type { Rng } from './prng';
import { daysAgo } from './dates';
import { SPECIES } from './kaeferarten';
import { JITTER_DEG, PLACES, type Place } from './places';
import { displayName } from './users';

// The model's list, in its order: gemeldet, in_pruefung, rueckfrage, bestaetigt, veroeffentlicht, abgelehnt.
const STATUSES: readonly BeetleStatus[] = BEETLE_STATUSES.map((status) => status.value);
const STATUS_WEIGHTS = [16, 10, 6, 12, 48, 8];

/** Roughly by forest area: the large wooded states report most. */
const LAND_WEIGHTS: Record<BundeslandCode, number> = {
  BW: 14,
  BY: 20,
  BE: 2,
  BB: 10,
  HB: 1,
  HH: 1,
  HE: 9,
  MV: 6,
  NI: 11,
  NW: 9,
  RP: 8,
  SL: 2,
  SN: 6,
  ST: 5,
  SH: 2,
  TH: 6,
};

const FINDINGS = [
  'Bohrmehl am Stammfuß, mehrere Einbohrlöcher',
  'Fraßbild unter abgeplatzter Rinde',
  'Käfer auf Stapelholz am Waldweg',
  'Mehrere Exemplare in der Pheromonfalle',
  'Totfund auf dem Wanderweg',
  'Krone verfärbt sich rotbraun, Rinde löst sich',
  'Einzelnes Exemplar auf dem Waldboden',
  'Schlupflöcher in der Rinde',
];

const QUESTIONS = [
  'Bitte ein Foto vom Fraßbild unter der Rinde nachreichen.',
  'Können Sie die Größe des Käfers angeben (in mm)?',
  'Ist der Baum noch grün oder schon abgestorben?',
];

const REJECTIONS = [
  'Auf dem Foto ist ein Rothalsbock zu sehen, keine der gemeldeten Arten.',
  'Die Aufnahme ist zu unscharf für eine Bestimmung.',
  'Doppelte Meldung, bereits unter einer anderen Nummer erfasst.',
];

const EXTRA_IMAGES = ['frassbild.svg', 'bohrmehl.svg', 'fundort.svg'];

export interface SeedKaefer {
  kaefer: Kaefer[];
  bilder: Bild[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** 440 sightings over every species, status and Bundesland, each with 0–3 pictures. */
export function seedKaefer(users: readonly BenutzerRow[], rng: Rng): SeedKaefer {
  const reporters = users.filter((u) => u.app_status !== 'ogf_new');
  const reviewers = users.filter((u) => u.app_status === 'ogf_expert' || u.app_status === 'ogf_admin').map(displayName);
  const lands = BUNDESLAENDER.map((b) => b.value);
  const kaefer: Kaefer[] = [];
  const bilder: Bild[] = [];
  for (let id = 1; id <= 440; id += 1) {
    // The first records cover every state, status and species; the rest is weighted.
    const land =
      id <= lands.length
        ? (lands[id - 1] as BundeslandCode)
        : rng.weighted(
            lands,
            lands.map((l) => LAND_WEIGHTS[l]),
          );
    const status = id <= STATUSES.length ? (STATUSES[id - 1] as BeetleStatus) : rng.weighted(STATUSES, STATUS_WEIGHTS);
    const speciesIndex =
      id <= SPECIES.length
        ? id - 1
        : SPECIES.indexOf(
            rng.weighted(
              SPECIES,
              SPECIES.map((s) => s.weight),
            ),
          );
    const species = SPECIES[speciesIndex] as (typeof SPECIES)[number];
    const place = rng.pick(PLACES[land]) as Place;
    const jitter = JITTER_DEG[land];
    const reviewed = status !== 'gemeldet';
    const reviewer = rng.pick(reviewers);
    // Beetles fly from April to October: the day offset lands in a season of the last three years.
    const season = rng.int(0, 2);
    const daysBack = 30 + season * 365 + rng.int(0, 200);
    // Published some days to weeks after the find (published_from is the publish date).
    const publishedDaysBack = Math.max(1, daysBack - 2 - (id % 23));
    kaefer.push({
      id,
      art: status === 'gemeldet' && rng.chance(0.3) ? null : speciesIndex + 1,
      status,
      published_from: status === 'veroeffentlicht' ? daysAgo(publishedDaysBack) : null,
      letzter_bearbeiter: reviewed ? reviewer : null,
      message: status === 'rueckfrage' ? rng.pick(QUESTIONS) : status === 'abgelehnt' ? rng.pick(REJECTIONS) : null,
      fund_datum: daysAgo(daysBack),
      lat: round(place.lat + rng.float(-jitter, jitter), 5),
      lng: round(place.lng + rng.float(-jitter, jitter) * 1.5, 5),
      bundesland: land,
      beschreibung: rng.chance(0.9) ? `${rng.pick(FINDINGS)} (${species.host}).` : null,
      user_id: rng.pick(reporters).user_id,
    });
    const pictures = rng.weighted([0, 1, 2, 3], [1, 5, 3, 2]);
    const files = pictures === 0 ? [] : [species.image, ...rng.sample(EXTRA_IMAGES, pictures - 1)];
    for (const filename of files) bilder.push({ kaefer_id: id, filename });
  }
  return { kaefer, bilder };
}
