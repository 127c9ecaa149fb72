import { describe, expect, it } from 'vitest';
import { fromWgs84 } from './coordinates';
import { mapCoordinateWarning, pixelOutsideMessage, validateDraftPoint } from './inputChecks';

/** An A4 sheet scanned at 600 dpi: 4.961 pixels wide. */
const scan = { width: 4961, height: 7016 };

describe('pixelOutsideMessage', () => {
  it.each<[number | null, 'x' | 'y', string | null]>([
    [null, 'x', null],
    [0, 'x', null],
    [4961, 'x', null],
    [2480.5, 'y', null],
    [7016, 'y', null],
    [99999999, 'x', 'Pixel X liegt außerhalb des Scans: er ist 4.961 Pixel breit, erlaubt sind 0 bis 4.961.'],
    [-0.5, 'x', 'Pixel X liegt außerhalb des Scans: er ist 4.961 Pixel breit, erlaubt sind 0 bis 4.961.'],
    [7016.01, 'y', 'Pixel Y liegt außerhalb des Scans: er ist 7.016 Pixel hoch, erlaubt sind 0 bis 7.016.'],
  ])('%s on %s → %s', (value, axis, expected) => {
    expect(pixelOutsideMessage(value, axis, scan)).toBe(expected);
  });

  it('without the scan size nothing can be checked', () => {
    expect(pixelOutsideMessage(99999999, 'x', undefined)).toBeNull();
  });
});

describe('mapCoordinateWarning', () => {
  // Göttingen's surroundings, as a_get_bbox_from_client gives them (degrees).
  const bbox = { xmin: 9.5, ymin: 51.3, xmax: 9.8, ymax: 51.5 };
  const utm = (lon: number, lat: number) => fromWgs84(25832, { lon, lat });
  const zone =
    'Rechts- und Hochwert liegen weit außerhalb des Geltungsbereichs von EPSG:25832 (6° bis 12° Ost). ' +
    'Sind die Werte vertauscht, fehlt eine Ziffer oder hat die Karte ein anderes Koordinatensystem? ' +
    'Anlegen lässt sich der Punkt trotzdem.';

  it.each<[string, { x: number | null; y: number | null }, string | null]>([
    ['inside the client’s area', utm(9.7, 51.4), null],
    ['20 km east of it: still near', utm(9.8 + 20 / (111.32 * Math.cos((51.4 * Math.PI) / 180)), 51.4), null],
    [
      'about 49 km east of it',
      utm(10.5, 51.4),
      'Der Punkt liegt etwa 49 km außerhalb des Gebiets dieses Kunden (der Ausdehnung seiner georeferenzierten ' +
        'Karten). Bitte Rechts- und Hochwert prüfen; anlegen lässt er sich trotzdem.',
    ],
    ['Rechtswert and Hochwert swapped', { x: 5_694_540, y: 548_695 }, zone],
    ['a digit too many', { x: 99_999_999, y: 5_694_540 }, zone],
    ['14,5° east: more than 2° past the zone', utm(14.5, 51.4), zone],
    ['not both values yet', { x: 548_695, y: null }, null],
  ])('%s', (_name, map, expected) => {
    expect(mapCoordinateWarning(map, 25832, bbox)).toBe(expected);
  });

  it('13,8° east in zone 32 (as Bavaria uses it) is within the margin; without a client area nothing more is asked', () => {
    expect(mapCoordinateWarning(utm(13.8, 48.6), 25832, null)).toBeNull();
  });

  it('without an EPSG, or in WGS 84, nothing is checked', () => {
    expect(mapCoordinateWarning({ x: 1, y: 2 }, null, bbox)).toBeNull();
    expect(mapCoordinateWarning({ x: 1, y: 2 }, 4326, bbox)).toBeNull();
  });
});

describe('validateDraftPoint', () => {
  it('asks for each missing value by its label', () => {
    expect(validateDraftPoint({ pixelx: null, pixely: null, mapx: null, mapy: null })).toEqual({
      pixelx: 'Bitte Pixel X eingeben.',
      pixely: 'Bitte Pixel Y eingeben.',
      mapx: 'Bitte Rechtswert eingeben.',
      mapy: 'Bitte Hochwert eingeben.',
    });
  });

  it('refuses a pixel beyond the scan and accepts a complete point inside it', () => {
    expect(validateDraftPoint({ pixelx: 5000, pixely: -1, mapx: 3500000, mapy: 5400000 }, scan)).toEqual({
      pixelx: 'Pixel X liegt außerhalb des Scans: er ist 4.961 Pixel breit, erlaubt sind 0 bis 4.961.',
      pixely: 'Pixel Y liegt außerhalb des Scans: er ist 7.016 Pixel hoch, erlaubt sind 0 bis 7.016.',
    });
    expect(validateDraftPoint({ pixelx: 10, pixely: 20, mapx: 3500000, mapy: 5400000 }, scan)).toEqual({});
  });

  it('checks no pixel range while the scan size is unknown', () => {
    expect(validateDraftPoint({ pixelx: 99999, pixely: 1, mapx: 1, mapy: null })).toEqual({
      mapy: 'Bitte Hochwert eingeben.',
    });
  });
});
