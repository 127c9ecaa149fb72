import type { BeetleStatus, BundeslandCode } from '../../model/domainValues';
import type { KaeferArt } from '../../model/entities';
import { queueCounts, queueMatrix } from '../../model/review';
import type { KaeferOverviewRow } from '../../model/resultRows';
import type { Picture } from './PictureViewer';

/** Story fixtures of the review queue, shaped as a_get_kaefer_overview and GET /kaeferarten return them. */

export const STORY_NOW = new Date(2026, 10, 22, 10, 0);

export const STORY_ARTEN: KaeferArt[] = [
  { id: 1, name: 'Buchdrucker', lat_name: 'Ips typographus' },
  { id: 2, name: 'Kupferstecher', lat_name: 'Pityogenes chalcographus' },
  { id: 3, name: 'Großer Brauner Rüsselkäfer', lat_name: 'Hylobius abietis' },
  { id: 4, name: 'Hirschkäfer', lat_name: 'Lucanus cervus' },
  { id: 5, name: 'Alpenbock', lat_name: 'Rosalia alpina' },
];

export function storyRecord(overrides: Partial<KaeferOverviewRow> & Pick<KaeferOverviewRow, 'id'>): KaeferOverviewRow {
  return {
    art: 1,
    art_name: 'Buchdrucker',
    status: 'gemeldet',
    published_from: null,
    letzter_bearbeiter: null,
    message: null,
    fund_datum: '2026-11-20',
    lat: 48.7,
    lng: 11.4,
    bundesland: 'BY',
    beschreibung: 'Bohrmehl am Stammfuß, mehrere Einbohrlöcher (Fichte).',
    user_id: 3,
    bilder_anzahl: 2,
    ...overrides,
  };
}

const STATUSES: BeetleStatus[] = [
  'gemeldet',
  'in_pruefung',
  'rueckfrage',
  'bestaetigt',
  'veroeffentlicht',
  'abgelehnt',
];
/** Paired with the species by index, so Bayern · Buchdrucker holds only records 1–3. */
const LANDS: BundeslandCode[] = ['BW', 'SN', 'NI', 'BY'];

/** 60 records over four Länder, the statuses and the species; records 1–3 wait in Bayern · Buchdrucker. */
export const STORY_RECORDS: KaeferOverviewRow[] = Array.from({ length: 60 }, (_, i) => {
  const id = i + 1;
  const status = id <= 3 ? 'gemeldet' : (STATUSES[i % STATUSES.length] as BeetleStatus);
  const art = id <= 3 ? STORY_ARTEN[0] : STORY_ARTEN[i % 4];
  return storyRecord({
    id,
    status,
    art: art?.id ?? null,
    art_name: art?.name ?? null,
    bundesland: id <= 3 ? 'BY' : (LANDS[i % LANDS.length] as BundeslandCode),
    fund_datum: `2026-${String(10 - (i % 6)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
    published_from: status === 'veroeffentlicht' ? '2026-11-02' : null,
    letzter_bearbeiter: status === 'gemeldet' ? null : 'Erik Eichhorn',
    message: status === 'rueckfrage' || status === 'abgelehnt' ? 'Bitte ein Foto der Unterseite nachreichen.' : null,
  });
});

export const STORY_MATRIX = queueMatrix(queueCounts(STORY_RECORDS), STORY_ARTEN);

const drawn = new Map<string, string>();

/**
 * A drawn beetle as a PNG data URL, so the stories need no files. A bitmap, as a sighting's
 * photograph is: a zoomed SVG was drawn from whichever raster Chromium had kept from an earlier
 * story that showed it (the review saw its edges differ by 68 pixels with the story before).
 */
function beetlePicture(fill: string, label: string): string {
  const key = `${fill} ${label}`;
  const known = drawn.get(key);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const pen = canvas.getContext('2d')!;
  pen.fillStyle = '#f4f1e8';
  pen.fillRect(0, 0, 320, 240);
  pen.fillStyle = fill;
  pen.beginPath();
  pen.ellipse(160, 128, 52, 76, 0, 0, 2 * Math.PI);
  pen.moveTo(180, 44);
  pen.arc(160, 44, 20, 0, 2 * Math.PI);
  pen.fill();
  pen.fillStyle = '#333333';
  pen.font = '20px sans-serif';
  pen.fillText(label, 12, 228);
  const url = canvas.toDataURL('image/png');
  drawn.set(key, url);
  return url;
}

export function storyPictures(count: number, recordId = 1): Picture[] {
  return Array.from({ length: count }, (_, i) => ({
    filename: `bild-${String(i + 1).padStart(2, '0')}.jpg`,
    url: beetlePicture(i % 2 === 0 ? '#5b3a1e' : '#2f2a24', `Bild ${i + 1}`),
    alt: `Bild ${i + 1} von ${count} zu Meldung ${recordId}: Buchdrucker`,
  }));
}
