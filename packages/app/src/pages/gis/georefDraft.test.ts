import type { GeorefDraft } from '@waldmonitor/ui/gis';
import type { MapPoint } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { draftDiffers, draftKey, readDraft, writeDraft } from './georefDraft';

/** A Storage in memory, as the browser's behaves for these calls. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const point = (nr: number, pixelx: number, mapx: number, enable = true) => ({
  nr,
  pixelx,
  pixely: pixelx * 2,
  mapx,
  mapy: mapx + 5_000_000,
  enable,
  dx: null,
  dy: null,
  residual: null,
});

const stored: MapPoint[] = [point(1, 10, 500_000), point(2, 20, 500_100), point(3, 30, 500_200)].map((p) => ({
  ...p,
  karte_id: 3,
}));
const draft: GeorefDraft = { georef_typ: 'helmert', points: [point(1, 10, 500_000), point(2, 20, 500_100)] };

describe('given a map without a kept draft', () => {
  it('reads none', () => {
    expect(readDraft(memoryStorage(), 3)).toBeNull();
    expect(readDraft(null, 3)).toBeNull();
  });

  it('after writing a draft, reads it back with the moment it was written, under the map’s own key', () => {
    const storage = memoryStorage();
    writeDraft(storage, 3, draft, new Date('2026-11-22T09:45:00Z'));
    expect(draftKey(3)).toBe('waldmonitor-georef-entwurf-3');
    expect(readDraft(storage, 3)).toEqual({ ...draft, savedAt: '2026-11-22T09:45:00.000Z' });
    expect(readDraft(storage, 4)).toBeNull();
  });

  it('after writing null, the kept draft is gone', () => {
    const storage = memoryStorage();
    writeDraft(storage, 3, draft);
    writeDraft(storage, 3, null);
    expect(storage.length).toBe(0);
  });

  it('a storage that refuses the write loses the draft without failing', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('voll', 'QuotaExceededError');
      },
    };
    expect(() => writeDraft(full, 3, draft)).not.toThrow();
  });
});

describe('a kept draft that cannot be read is none', () => {
  it.each([
    ['not JSON', '{'],
    ['no date', JSON.stringify({ georef_typ: 'helmert', points: [] })],
    ['an unknown type', JSON.stringify({ savedAt: 'x', georef_typ: 'affin', points: [] })],
    ['a point without a number', JSON.stringify({ savedAt: 'x', georef_typ: 'tps', points: [{ nr: 1, pixelx: 'a' }] })],
    ['null', 'null'],
    [
      'a mask vertex that is not a pair',
      JSON.stringify({ savedAt: 'x', georef_typ: 'tps', points: [], georef_maske: [[1]] }),
    ],
  ])('%s', (_name, text) => {
    expect(readDraft(memoryStorage({ [draftKey(3)]: text }), 3)).toBeNull();
  });
});

describe('draftDiffers', () => {
  const same = { georef_typ: 'helmert' as const, points: stored.map(({ karte_id: _k, ...p }) => p) };
  it.each<[string, GeorefDraft, boolean]>([
    ['the stored points and type', same, false],
    ['the same points in another order', { ...same, points: [...same.points].reverse() }, false],
    ['another type', { ...same, georef_typ: 'tps' }, true],
    ['a point fewer', draft, true],
    [
      'a point moved by a hundredth of a pixel',
      { ...same, points: same.points.map((p, i) => (i === 1 ? { ...p, pixelx: 20.01 } : p)) },
      true,
    ],
    [
      'a point switched off',
      { ...same, points: same.points.map((p, i) => (i === 2 ? { ...p, enable: false } : p)) },
      true,
    ],
  ])('%s → %s', (_name, candidate, expected) => {
    expect(draftDiffers(candidate, { georef_typ: 'helmert', points: stored })).toBe(expected);
  });

  it('compares the mask when the draft has one, and not when it was kept before masks', () => {
    const mask: [number, number][] = [
      [1, 1],
      [9, 1],
      [9, 9],
    ];
    const saved = { georef_typ: 'helmert' as const, points: stored, georef_maske: mask };
    expect(draftDiffers({ ...same, georef_maske: mask.map(([x, y]) => [x, y]) }, saved)).toBe(false);
    expect(draftDiffers({ ...same, georef_maske: null }, saved)).toBe(true);
    expect(draftDiffers({ ...same, georef_maske: [...mask.slice(0, 2), [9, 8]] }, saved)).toBe(true);
    expect(draftDiffers(same, saved)).toBe(false);
    expect(draftDiffers({ ...same, georef_maske: mask }, { ...saved, georef_maske: null })).toBe(true);
  });

  it('a map that has no type stored differs from any draft type', () => {
    expect(draftDiffers(same, { georef_typ: null, points: stored })).toBe(true);
  });
});
