/**
 * The georeferencing editor's local draft per map: the unsaved points,
 * type and mask in the browser's localStorage under one key per map, until they are saved, so
 * a failed save, a closed tab or a reload loses nothing. The editor (ui) reports what is
 * unsaved; this module keeps it.
 */
import type { GeorefDraft, SavedGeorefDraft } from '@waldmonitor/ui/gis';
import { GEOREF_TYPES, type GeorefType, type MapPoint } from '@waldmonitor/ui/model';

const KEY_PREFIX = 'waldmonitor-georef-entwurf-';

/** The localStorage key of map `karteId`'s draft. */
export const draftKey = (karteId: number) => `${KEY_PREFIX}${karteId}`;

/** localStorage, or null where the browser refuses it (storage switched off): then no draft is kept. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isGeorefType = (value: unknown): value is GeorefType => GEOREF_TYPES.some((type) => type.value === value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isPoint(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const point = value as Record<string, unknown>;
  return (
    isNumber(point.nr) &&
    isNumber(point.pixelx) &&
    isNumber(point.pixely) &&
    isNumber(point.mapx) &&
    isNumber(point.mapy) &&
    typeof point.enable === 'boolean'
  );
}

/** A mask as kept: absent or null (none), else `[[x, y], …]` of finite numbers. */
function isMask(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return (
    Array.isArray(value) &&
    value.every((vertex) => Array.isArray(vertex) && vertex.length === 2 && vertex.every(isNumber))
  );
}

/** The kept draft of a map, or null when there is none or it cannot be read (another version, edited by hand). */
export function readDraft(storage: Storage | null, karteId: number): SavedGeorefDraft | null {
  let parsed: unknown;
  try {
    const text = storage?.getItem(draftKey(karteId));
    if (!text) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const draft = parsed as Record<string, unknown>;
  if (typeof draft.savedAt !== 'string' || !isGeorefType(draft.georef_typ)) return null;
  if (!Array.isArray(draft.points) || !draft.points.every(isPoint)) return null;
  if (!isMask(draft.georef_maske)) return null;
  return draft as unknown as SavedGeorefDraft;
}

/**
 * Keeps `draft` for the map (stamped with `now`), or removes the kept one for `null`. A
 * full or refused storage loses the draft but never the editor's points: the editor
 * holds them until the page is left, and leaving asks first.
 */
export function writeDraft(
  storage: Storage | null,
  karteId: number,
  draft: GeorefDraft | null,
  now = new Date(),
): void {
  try {
    if (draft === null) storage?.removeItem(draftKey(karteId));
    else storage?.setItem(draftKey(karteId), JSON.stringify({ ...draft, savedAt: now.toISOString() }));
  } catch {
    // Quota exceeded or storage refused: nothing more to do (see above).
  }
}

type StoredPoint = Pick<MapPoint, 'nr' | 'pixelx' | 'pixely' | 'mapx' | 'mapy' | 'enable'>;

const byNr = (points: readonly StoredPoint[]) => [...points].sort((a, b) => a.nr - b.nr);

/**
 * Whether a kept draft says something the service does not hold: another type or mask, another
 * number of points, or a point placed or switched otherwise (in `nr` order). A draft equal
 * to the stored points (saved from another tab, or a save whose answer was lost) is not
 * worth offering.
 */
export function draftDiffers(
  draft: GeorefDraft,
  stored: {
    georef_typ: GeorefType | null;
    points: readonly StoredPoint[];
    georef_maske?: readonly (readonly [number, number])[] | null;
  },
): boolean {
  if (draft.georef_typ !== stored.georef_typ) return true;
  // A draft kept before masks existed says nothing about the mask.
  if (draft.georef_maske !== undefined && !sameMask(draft.georef_maske, stored.georef_maske ?? null)) return true;
  const mine = byNr(draft.points);
  const theirs = byNr(stored.points);
  if (mine.length !== theirs.length) return true;
  return mine.some((point, index) => {
    const other = theirs[index] as StoredPoint;
    return (
      point.pixelx !== other.pixelx ||
      point.pixely !== other.pixely ||
      point.mapx !== other.mapx ||
      point.mapy !== other.mapy ||
      point.enable !== other.enable
    );
  });
}

function sameMask(
  mine: readonly (readonly [number, number])[] | null,
  theirs: readonly (readonly [number, number])[] | null,
): boolean {
  if (mine === null || theirs === null) return mine === theirs;
  return (
    mine.length === theirs.length && mine.every(([x, y], index) => x === theirs[index]![0] && y === theirs[index]![1])
  );
}
