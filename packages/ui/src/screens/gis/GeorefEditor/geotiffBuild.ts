/**
 * The warped scan as a GeoTIFF, made in the browser: the scan's pixels read at the size the
 * chosen resolution needs (a plain image drawn smaller on a canvas; an IIIF scan from the
 * tiles of the matching level, which every service, a static level-0 tile set too, answers),
 * warped row by row onto the grid gdalwarp would make, then written (model/georef).
 *
 * The warp runs on the page in steps of about 50 ms with a pause between them, so the page
 * keeps answering and the button can show progress; a worker would need the fit rebuilt
 * there from the points (the spline worker's way) for a job a person starts now and then.
 */
import { iiifLevelTiles, iiifTileUrl } from '../../../model/georef/iiif';
import { geotiffFile, type TiffCompression } from '../../../model/georef/geotiffFile';
import { pixelSizeAt } from '../../../model/georef/transforms';
import type { GeorefFit } from '../../../model/georef/types';
import { sourceReduction, type SheetSize, type WarpGrid } from '../../../model/georef/warpGrid';
import type { ScanMask } from '../../../model/georef/scanMask';
import { createWarp, type Raster, type Resampling } from '../../../model/georef/warpRaster';
import type { ScanView } from './scanView';

export interface GeotiffSettings {
  /** Map units per output pixel. */
  resolution: number;
  resampling: Resampling;
  compression: TiffCompression;
}

export interface GeotiffJob {
  fit: GeorefFit;
  grid: WarpGrid;
  size: SheetSize;
  scan: ScanView;
  epsg: number;
  settings: GeotiffSettings;
  /** The part of the scan that is map; the rest stays transparent. */
  mask: ScanMask | null;
  /** What is being done now, German, for the panel's status line. */
  onProgress: (text: string) => void;
}

/** The largest picture of the scan read for a warp: 64 megapixels, 256 MB as RGBA. */
const MAX_PICTURE_PIXELS = 64_000_000;
/** Output samples warped between two pauses: about 50 ms on a laptop. */
const SAMPLES_PER_STEP = 400_000;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const percent = (share: number) => new Intl.NumberFormat('de-DE', { style: 'percent' }).format(share);

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // The pixels are read back from the canvas: a scan from another origin must allow it (CORS).
    if (!url.startsWith('data:')) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () =>
      reject(new Error('Der Scan ließ sich nicht laden (Adresse nicht erreichbar oder Zugriff nicht erlaubt).'));
    image.src = url;
  });
}

/** The scan read `factor` times smaller as RGBA, and the picture's size over the scan's. */
async function scanPicture(scan: ScanView, size: SheetSize, factor: number) {
  const width = Math.ceil(size.width / factor);
  const height = Math.ceil(size.height / factor);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('Der Browser stellt keine Zeichenfläche bereit.');
  if (scan.kind === 'image') {
    ctx.drawImage(await loadImage(scan.url), 0, 0, width, height);
  } else if (scan.kind === 'tiled') {
    const { image } = scan;
    await Promise.all(
      iiifLevelTiles(image, factor).map(async (tile) =>
        ctx.drawImage(
          await loadImage(iiifTileUrl(image, tile)),
          tile.x / factor,
          tile.y / factor,
          tile.width,
          tile.height,
        ),
      ),
    );
  } else {
    throw new Error('Es gibt keinen Scan zum Entzerren.');
  }
  let data: Uint8ClampedArray;
  try {
    data = ctx.getImageData(0, 0, width, height).data;
  } catch {
    throw new Error('Der Bildserver erlaubt dem Browser nicht, die Pixel des Scans zu lesen (CORS).');
  }
  const picture: Raster = { data, width, height, channels: 4 };
  return { picture, scale: { x: width / size.width, y: height / size.height } };
}

/** The finished file's bytes. Rejects with a German message. */
export async function buildGeotiff(job: GeotiffJob): Promise<Uint8Array> {
  const { fit, grid, size, scan, settings, mask, onProgress } = job;
  const scanPixel = pixelSizeAt(fit, { x: size.width / 2, y: size.height / 2 });
  const levels = scan.kind === 'tiled' ? scan.image.scaleFactors : undefined;
  const factor = sourceReduction(settings.resolution, scanPixel, size, MAX_PICTURE_PIXELS, levels);
  onProgress('Scan wird geladen …');
  const { picture, scale } = await scanPicture(scan, size, factor);
  const warp = createWarp(picture, fit, grid, { resampling: settings.resampling, sourceScale: scale, mask });
  const rowsPerStep = Math.max(1, Math.floor(SAMPLES_PER_STEP / grid.width));
  for (let row = 0; row < grid.height; row += rowsPerStep) {
    onProgress(`Entzerren … ${percent(row / grid.height)}`);
    await pause();
    warp.warpRows(row, Math.min(grid.height, row + rowsPerStep));
  }
  onProgress(settings.compression === 'deflate' ? 'Komprimieren …' : 'Schreiben …');
  await pause();
  return geotiffFile(warp.output, {
    geoTransform: grid.geoTransform,
    epsg: job.epsg,
    compression: settings.compression,
  });
}
