/**
 * A GeoTIFF of the warped scan, written in the browser: little-endian baseline TIFF, one
 * image, pixel-interleaved (chunky) samples in strips, uncompressed or Deflate (a zlib stream
 * from the platform's `CompressionStream('deflate')`, Compression 8) with the horizontal
 * predictor for 8-bit samples. North-up georeferencing as GDAL writes it: ModelPixelScale and
 * ModelTiepoint, GeoKeys for the model type, PixelIsArea and the EPSG code.
 *
 * Our own writer rather than geotiff.js: its `writeArrayBuffer` writes uncompressed only,
 * one strip and a fixed 1000-byte header (docs/decisions.md).
 */
import type { GeoTransform } from './types';

export type TiffCompression = 'none' | 'deflate';

/** Pixel-interleaved samples: 8-bit (RGBA from a canvas; 4 channels read as RGB + alpha) or Float32. */
export interface TiffImage {
  data: Uint8Array | Uint8ClampedArray | Float32Array;
  width: number;
  height: number;
  channels: number;
}

export interface GeoTiffOptions {
  /** North up (gt[2] = gt[4] = 0), as warpGrid.ts makes it. */
  geoTransform: GeoTransform;
  epsg: number;
  compression: TiffCompression;
  /** Horizontal differencing before Deflate (Predictor 2); 8-bit samples only. Default: on with Deflate. */
  predictor?: boolean;
  /** Uncompressed bytes per strip, about; GDAL writes small strips, larger ones compress better. */
  stripBytes?: number;
}

/** Geographic systems get GTModelType 2 and GeographicTypeGeoKey; every other code is projected. */
const GEOGRAPHIC = new Set([4326, 4258, 4314]);

const SHORT = 3;
const LONG = 4;
const DOUBLE = 12;
const ASCII = 2;

interface Entry {
  tag: number;
  type: typeof SHORT | typeof LONG | typeof DOUBLE | typeof ASCII;
  values: readonly number[];
}

const BYTES: Record<Entry['type'], number> = { [SHORT]: 2, [LONG]: 4, [DOUBLE]: 8, [ASCII]: 1 };

const ascii = (text: string): number[] => [...text, '\0'].map((c) => c.charCodeAt(0));

/** The GeoKey directory: version 1.1.0, then (key, location 0, count 1, value) for each key, ascending. */
export function geoKeyDirectory(epsg: number): number[] {
  const isGeographic = GEOGRAPHIC.has(epsg);
  const keys: [number, number][] = [
    [1024, isGeographic ? 2 : 1], // GTModelTypeGeoKey: projected or geographic
    [1025, 1], // GTRasterTypeGeoKey: PixelIsArea, the geotransform names pixel corners
    [isGeographic ? 2048 : 3072, epsg], // GeographicTypeGeoKey or ProjectedCSTypeGeoKey
  ];
  return [1, 1, 0, keys.length, ...keys.flatMap(([key, value]) => [key, 0, 1, value])];
}

/** Horizontal differencing (TIFF 6 §14) of 8-bit rows in place, from the right so each sample still sees its left neighbour. */
export function applyPredictor(bytes: Uint8Array, rowBytes: number, channels: number): void {
  for (let start = 0; start < bytes.length; start += rowBytes) {
    for (let i = start + rowBytes - 1; i >= start + channels; i -= 1) {
      bytes[i] = ((bytes[i] as number) - (bytes[i - channels] as number)) & 0xff;
    }
  }
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The file's bytes. Async because Deflate runs through the platform's streams. */
export async function geotiffFile(image: TiffImage, options: GeoTiffOptions): Promise<Uint8Array> {
  const { width, height, channels } = image;
  const gt = options.geoTransform;
  if (gt[2] !== 0 || gt[4] !== 0) throw new Error('Nur nach Norden ausgerichtete Raster lassen sich so schreiben.');
  const isFloat = image.data instanceof Float32Array;
  const sampleBytes = isFloat ? 4 : 1;
  const rowBytes = width * channels * sampleBytes;
  const raw = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  if (raw.length !== rowBytes * height) throw new Error('Die Pixelzahl passt nicht zu Breite, Höhe und Kanälen.');
  const isDeflate = options.compression === 'deflate';
  const usePredictor = isDeflate && !isFloat && (options.predictor ?? true);
  const rowsPerStrip = Math.max(1, Math.min(height, Math.floor((options.stripBytes ?? 262144) / rowBytes)));

  const strips: Uint8Array[] = [];
  for (let row = 0; row < height; row += rowsPerStrip) {
    const part = raw.subarray(row * rowBytes, Math.min(height, row + rowsPerStrip) * rowBytes);
    if (!isDeflate) {
      strips.push(part);
      continue;
    }
    const copy = usePredictor ? part.slice() : part;
    if (usePredictor) applyPredictor(copy, rowBytes, channels);
    strips.push(await deflate(copy));
  }

  const extra = channels >= 3 ? channels - 3 : channels - 1;
  const entries: Entry[] = [
    { tag: 256, type: LONG, values: [width] },
    { tag: 257, type: LONG, values: [height] },
    { tag: 258, type: SHORT, values: Array<number>(channels).fill(sampleBytes * 8) },
    { tag: 259, type: SHORT, values: [isDeflate ? 8 : 1] },
    // RGB for three channels and more, else grey.
    { tag: 262, type: SHORT, values: [channels >= 3 ? 2 : 1] },
    { tag: 273, type: LONG, values: strips.map(() => 0) },
    { tag: 277, type: SHORT, values: [channels] },
    { tag: 278, type: LONG, values: [rowsPerStrip] },
    { tag: 279, type: LONG, values: strips.map((strip) => strip.length) },
    { tag: 284, type: SHORT, values: [1] },
    { tag: 305, type: ASCII, values: ascii('Waldmonitor') },
    ...(usePredictor ? [{ tag: 317, type: SHORT, values: [2] } as Entry] : []),
    // A fourth 8-bit channel is the canvas's alpha, unassociated (2); other extras are unspecified (0).
    ...(extra > 0
      ? [{ tag: 338, type: SHORT, values: Array<number>(extra).fill(channels === 4 && !isFloat ? 2 : 0) } as Entry]
      : []),
    { tag: 339, type: SHORT, values: Array<number>(channels).fill(isFloat ? 3 : 1) },
    { tag: 33550, type: DOUBLE, values: [gt[1], -gt[5], 0] },
    { tag: 33922, type: DOUBLE, values: [0, 0, 0, gt[0], gt[3], 0] },
    { tag: 34735, type: SHORT, values: geoKeyDirectory(options.epsg) },
  ];

  // Layout: header, IFD, values too long for their entry (word-aligned), strips.
  const ifdSize = 2 + entries.length * 12 + 4;
  let cursor = 8 + ifdSize;
  const valueOffsets = entries.map((entry) => {
    const size = entry.values.length * BYTES[entry.type];
    if (size <= 4) return -1;
    const at = cursor;
    cursor += size + (size % 2);
    return at;
  });
  const stripOffsets = strips.map((strip) => {
    const at = cursor;
    cursor += strip.length;
    return at;
  });
  if (cursor > 0xffffffff) throw new Error('Das GeoTIFF würde größer als 4 GB; bitte eine gröbere Auflösung wählen.');
  (entries[5] as Entry).values = stripOffsets;

  const file = new Uint8Array(cursor);
  const view = new DataView(file.buffer);
  file.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, 8, true);
  view.setUint16(8, entries.length, true);
  const put = (type: Entry['type'], at: number, value: number) => {
    if (type === SHORT) view.setUint16(at, value, true);
    else if (type === LONG) view.setUint32(at, value, true);
    else if (type === DOUBLE) view.setFloat64(at, value, true);
    else view.setUint8(at, value);
  };
  entries.forEach((entry, index) => {
    const at = 10 + index * 12;
    view.setUint16(at, entry.tag, true);
    view.setUint16(at + 2, entry.type, true);
    view.setUint32(at + 4, entry.values.length, true);
    const offset = valueOffsets[index] as number;
    const base = offset < 0 ? at + 8 : offset;
    if (offset >= 0) view.setUint32(at + 8, offset, true);
    entry.values.forEach((value, i) => put(entry.type, base + i * BYTES[entry.type], value));
  });
  view.setUint32(10 + entries.length * 12, 0, true);
  strips.forEach((strip, i) => file.set(strip, stripOffsets[i] as number));
  return file;
}
