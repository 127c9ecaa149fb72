import { describe, expect, it } from 'vitest';
import {
  IiifInfoError,
  iiifInfoUrl,
  iiifLevelTiles,
  iiifTile,
  iiifTileUrl,
  overviewScaleFactor,
  parseIiifInfo,
} from './iiif';

/** An A0 sheet at 300 dpi, as a version 3 service describes it. */
const V3 = {
  '@context': 'http://iiif.io/api/image/3/context.json',
  id: 'https://archiv.example/iiif/42/',
  type: 'ImageService3',
  protocol: 'http://iiif.io/api/image',
  profile: 'level0',
  width: 9933,
  height: 14043,
  tiles: [{ width: 512, scaleFactors: [8, 1, 2, 4, 16, 32] }],
  preferredFormats: ['png'],
};

const V2 = {
  '@context': 'http://iiif.io/api/image/2/context.json',
  '@id': 'https://archiv.example/iiif2/7',
  protocol: 'http://iiif.io/api/image',
  profile: ['http://iiif.io/api/image/2/level0.json'],
  width: 3000,
  height: 2000,
  tiles: [{ width: 256, height: 256, scaleFactors: [1, 2, 4, 8] }],
};

describe('parseIiifInfo', () => {
  it('reads a version 3 info.json, sorting the scale factors and dropping the trailing slash', () => {
    expect(parseIiifInfo(V3)).toEqual({
      id: 'https://archiv.example/iiif/42',
      version: 3,
      width: 9933,
      height: 14043,
      tileWidth: 512,
      tileHeight: 512,
      scaleFactors: [1, 2, 4, 8, 16, 32],
      format: 'png',
    });
  });

  it('reads a version 2 info.json with jpg tiles', () => {
    expect(parseIiifInfo(V2)).toEqual({
      id: 'https://archiv.example/iiif2/7',
      version: 2,
      width: 3000,
      height: 2000,
      tileWidth: 256,
      tileHeight: 256,
      scaleFactors: [1, 2, 4, 8],
      format: 'jpg',
    });
  });

  it('without tiles, 1024-pixel tiles with as many levels as reach one tile', () => {
    const { tileWidth, scaleFactors } = parseIiifInfo({ ...V3, tiles: undefined });
    expect(tileWidth).toBe(1024);
    expect(scaleFactors).toEqual([1, 2, 4, 8, 16]);
  });

  it.each([
    [[], 'Die Bildbeschreibung (info.json) ist kein JSON-Objekt.'],
    [{ ...V3, id: '' }, 'Der Bildbeschreibung fehlt „id“.'],
    [{ ...V2, '@id': undefined }, 'Der Bildbeschreibung fehlt „@id“.'],
    [{ ...V3, width: 0 }, 'Die Bildbeschreibung nennt keine gültige Breite und Höhe.'],
    [{ ...V3, height: 12.5 }, 'Die Bildbeschreibung nennt keine gültige Breite und Höhe.'],
  ])('refuses %j with a German reason', (json, message) => {
    expect(() => parseIiifInfo(json)).toThrow(new IiifInfoError(message));
  });
});

describe('tiles', () => {
  const v3 = parseIiifInfo(V3);
  const v2 = parseIiifInfo(V2);

  it('builds the info.json URL below the base', () => {
    expect(iiifInfoUrl('https://archiv.example/iiif/', '42')).toBe('https://archiv.example/iiif/42/info.json');
  });

  it('a full tile at scale factor 4 covers 2048 pixels and is delivered at 512', () => {
    const tile = iiifTile(v3, 4, 1, 2);
    expect(tile).toEqual({ x: 2048, y: 4096, w: 2048, h: 2048, width: 512, height: 512 });
    expect(iiifTileUrl(v3, tile!)).toBe('https://archiv.example/iiif/42/2048,4096,2048,2048/512,512/0/default.png');
  });

  it('an edge tile is cut at the border and its size rounded up', () => {
    const tile = iiifTile(v3, 4, 4, 6);
    expect(tile).toEqual({ x: 8192, y: 12288, w: 1741, h: 1755, width: 436, height: 439 });
  });

  it('version 2 asks for the width only', () => {
    expect(iiifTileUrl(v2, iiifTile(v2, 8, 1, 0)!)).toBe(
      'https://archiv.example/iiif2/7/2048,0,952,2000/119,/0/default.jpg',
    );
  });

  it('has no tile outside the image', () => {
    expect(iiifTile(v3, 32, 1, 0)).toBeNull();
    expect(iiifTile(v3, 1, -1, 0)).toBeNull();
  });

  it('an overview of at most 2048 pixels uses scale factor 8 for the A0 sheet, in 3 × 4 tiles', () => {
    expect(overviewScaleFactor(v3, 2048)).toBe(8);
    expect(iiifLevelTiles(v3, 8)).toHaveLength(12);
    expect(overviewScaleFactor(v3, 100)).toBe(32);
  });
});
