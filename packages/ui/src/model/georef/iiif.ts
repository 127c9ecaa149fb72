/**
 * Scans as archives serve them: an IIIF Image API service, version 3 or 2, read
 * from its `info.json` and asked for tiles in the level-0 form every static tile set also
 * answers (`{region}/{size}/0/default.{format}`, region `x,y,w,h`), so a 140-megapixel
 * sheet is loaded tile by tile at the zoom shown. Pure: the app fetches, the panes draw.
 */

/** One scanned image of an IIIF Image API service, as far as the editor needs it. */
export interface IiifImage {
  /** The image's base URI (`id` in version 3, `@id` in version 2): tiles hang below it. */
  id: string;
  version: 2 | 3;
  width: number;
  height: number;
  tileWidth: number;
  tileHeight: number;
  /** Ascending powers of two from 1: tile level k shows every `scaleFactors[k]`-th pixel. */
  scaleFactors: number[];
  /** The file extension of the tiles (`jpg` unless the service prefers another). */
  format: string;
}

export class IiifInfoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IiifInfoError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const FORMATS = ['jpg', 'png', 'webp', 'gif'];

/** A scan without tiles is still served: one level of 1024-pixel tiles, reduced as far as needed. */
function defaultScaleFactors(width: number, height: number, tile: number): number[] {
  const factors = [1];
  while (Math.max(width, height) / (factors[factors.length - 1] as number) > tile) {
    factors.push((factors[factors.length - 1] as number) * 2);
  }
  return factors;
}

/** Reads an `info.json` of the IIIF Image API 3 or 2; throws an IiifInfoError with a German reason. */
export function parseIiifInfo(json: unknown): IiifImage {
  if (!isObject(json)) throw new IiifInfoError('Die Bildbeschreibung (info.json) ist kein JSON-Objekt.');
  const context = JSON.stringify(json['@context'] ?? '');
  const version = context.includes('image/3') ? 3 : context.includes('image/2') ? 2 : json.id ? 3 : 2;
  const id = version === 3 ? json.id : json['@id'];
  if (typeof id !== 'string' || id === '') {
    throw new IiifInfoError(`Der Bildbeschreibung fehlt „${version === 3 ? 'id' : '@id'}“.`);
  }
  const { width, height } = json;
  if (!isPositiveInt(width) || !isPositiveInt(height)) {
    throw new IiifInfoError('Die Bildbeschreibung nennt keine gültige Breite und Höhe.');
  }
  const tiles = Array.isArray(json.tiles) ? json.tiles.find(isObject) : undefined;
  const tileWidth = isPositiveInt(tiles?.width) ? tiles.width : 1024;
  const tileHeight = isPositiveInt(tiles?.height) ? tiles.height : tileWidth;
  const listed = Array.isArray(tiles?.scaleFactors) ? tiles.scaleFactors.filter(isPositiveInt) : [];
  const scaleFactors = listed.length > 0 ? [...new Set(listed)].sort((a, b) => a - b) : [];
  const preferred = Array.isArray(json.preferredFormats) ? json.preferredFormats : [];
  const format = preferred.find((f): f is string => typeof f === 'string' && FORMATS.includes(f)) ?? 'jpg';
  return {
    id: id.replace(/\/+$/, ''),
    version,
    width,
    height,
    tileWidth,
    tileHeight,
    scaleFactors: scaleFactors.length > 0 ? scaleFactors : defaultScaleFactors(width, height, tileWidth),
    format,
  };
}

/** Where the `info.json` of image `imageId` lies below a service base. */
export function iiifInfoUrl(base: string, imageId: string): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(imageId)}/info.json`;
}

/** The full-resolution pixels a tile covers and the size it is delivered in. */
export interface IiifTile {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Delivered size: the region divided by the scale factor, rounded up as the API does. */
  width: number;
  height: number;
}

/**
 * The tile in column `col`, row `row` of the level with `scaleFactor`; null outside the
 * image. Edge tiles are smaller: the region is cut at the image's border.
 */
export function iiifTile(image: IiifImage, scaleFactor: number, col: number, row: number): IiifTile | null {
  const stepX = image.tileWidth * scaleFactor;
  const stepY = image.tileHeight * scaleFactor;
  const x = col * stepX;
  const y = row * stepY;
  if (col < 0 || row < 0 || x >= image.width || y >= image.height) return null;
  const w = Math.min(stepX, image.width - x);
  const h = Math.min(stepY, image.height - y);
  return { x, y, w, h, width: Math.ceil(w / scaleFactor), height: Math.ceil(h / scaleFactor) };
}

/**
 * The URL of a tile. Size is `w,` in version 2 and `w,h` in version 3, the canonical forms
 * a level-0 tile set is written in.
 */
export function iiifTileUrl(image: IiifImage, tile: IiifTile): string {
  const size = image.version === 3 ? `${tile.width},${tile.height}` : `${tile.width},`;
  return `${image.id}/${tile.x},${tile.y},${tile.w},${tile.h}/${size}/0/default.${image.format}`;
}

/**
 * The scale factor for an overview at most `maxSide` pixels long: the smallest listed
 * factor that gets there, else the largest there is.
 */
export function overviewScaleFactor(image: IiifImage, maxSide: number): number {
  const longest = Math.max(image.width, image.height);
  return (
    image.scaleFactors.find((factor) => longest / factor <= maxSide) ??
    (image.scaleFactors[image.scaleFactors.length - 1] as number)
  );
}

/** Every tile of one level, row by row. */
export function iiifLevelTiles(image: IiifImage, scaleFactor: number): IiifTile[] {
  const cols = Math.ceil(image.width / (image.tileWidth * scaleFactor));
  const rows = Math.ceil(image.height / (image.tileHeight * scaleFactor));
  const tiles: IiifTile[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const tile = iiifTile(image, scaleFactor, col, row);
      if (tile) tiles.push(tile);
    }
  }
  return tiles;
}
