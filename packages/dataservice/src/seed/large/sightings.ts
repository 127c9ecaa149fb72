/** The large dataset's sightings (Käferfunde) and their pictures. */
import type { BenutzerRow, Bild, Kaefer } from '@waldmonitor/ui/model';
import type { Rng } from '../prng';
import { SPECIES } from '../kaeferarten';
import { JITTER_DEG, PLACES, type Place } from '../places';
import { daysAgoKept, landOf, round } from './common';

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

export function generateSightings(
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
      published_from: status === 'veroeffentlicht' ? daysAgoKept(Math.max(1, daysBack - rng.int(2, 24))) : null,
      letzter_bearbeiter: status === 'gemeldet' ? null : rng.pick(reviewers),
      message:
        status === 'rueckfrage'
          ? 'Bitte ein Foto vom Fraßbild unter der Rinde nachreichen.'
          : status === 'abgelehnt'
            ? 'Die Aufnahme ist zu unscharf für eine Bestimmung.'
            : null,
      fund_datum: daysAgoKept(daysBack),
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
