/**
 * What the GDAL tests share (gdalScript.gdal.test.ts, resultFiles.gdal.test.ts): a small
 * raster written in a temporary folder and a measure of where gdalwarp sampled it.
 *
 * The raster is a ramp: band 1 holds each pixel's column and band 2 its row, both at the
 * pixel's centre (GDAL's convention: the centre of pixel 0 is at 0.5). Bilinear resampling
 * reproduces a linear ramp exactly, so every pixel of the warped output holds the scan position
 * gdalwarp sampled there. Its map position comes from the output's geotransform (`gdalinfo
 * -json`); the fit's map → pixel direction says where it should have sampled.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ControlPoint, GeorefFit, XY } from './types';

export const run = promisify(execFile);
export const WIDTH = 96;
export const HEIGHT = 72;

/** 10 m per pixel, turned slightly, bent by a few metres: a shrunk paper map (ETRS89 / UTM 32N). */
export function truth(p: XY): XY {
  return {
    x: 389000 + 9.9 * p.x + 0.8 * p.y + 6 * Math.sin(p.y / 25),
    y: 5820000 + 0.7 * p.x - 10.1 * p.y + 4 * Math.cos(p.x / 30),
  };
}
/** A gentle perspective (the scale changes by 1.5 % across the sheet), for the projective type. */
export function perspective(p: XY): XY {
  const w = 1 + 1e-4 * p.x + 1e-4 * p.y;
  return { x: 389000 + (10 * p.x + 0.5 * p.y) / w, y: 5820000 - (10 * p.y - 0.4 * p.x) / w };
}

const SPOTS: [number, number][] = [];
for (let row = 0; row < 4; row++) {
  for (let col = 0; col < 5; col++) SPOTS.push([4 + col * 21.5 + (row % 2) * 3, 3 + row * 21.7 + (col % 3) * 1.5]);
}
/** Twenty points spread over the sheet, their map coordinates to the centimetre, as people type them. */
export const pointsOf = (map: (p: XY) => XY): ControlPoint[] =>
  SPOTS.map(([x, y]) => {
    const q = map({ x, y });
    return { pixelx: x, pixely: y, mapx: Math.round(q.x * 100) / 100, mapy: Math.round(q.y * 100) / 100, enable: true };
  });

/** Writes the ramp as `scan.img` (ENVI, two Float32 bands) into `dir`. */
export function writeRamp(dir: string): void {
  const ramp = new Float32Array(2 * WIDTH * HEIGHT);
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      ramp[row * WIDTH + col] = col + 0.5;
      ramp[WIDTH * HEIGHT + row * WIDTH + col] = row + 0.5;
    }
  }
  writeFileSync(join(dir, 'scan.img'), new Uint8Array(ramp.buffer));
  writeFileSync(
    join(dir, 'scan.hdr'),
    `ENVI\nsamples = ${WIDTH}\nlines = ${HEIGHT}\nbands = 2\nheader offset = 0\nfile type = ENVI Standard\ndata type = 4\ninterleave = bsq\nbyte order = 0\n`,
  );
}

/** The largest distance between where gdalwarp sampled and where the fit says, over the output's inner pixels. */
export async function worstDeviation(
  dir: string,
  output: string,
  fit: GeorefFit,
): Promise<{ worst: number; compared: number }> {
  await run('gdal_translate', ['-q', '-of', 'ENVI', '-co', 'INTERLEAVE=BSQ', output, `${output}.img`], { cwd: dir });
  const { width, height, gt } = enviGrid(readFileSync(join(dir, `${output}.hdr`), 'utf8'));
  const bytes = readFileSync(join(dir, `${output}.img`));
  const values = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  let worst = 0;
  let compared = 0;
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const x = col + 0.5;
      const y = row + 0.5;
      const expected = fit.inverse({ x: gt[0] + x * gt[1] + y * gt[2], y: gt[3] + x * gt[4] + y * gt[5] });
      // Bilinear needs both neighbours: only positions well inside the scan count.
      if (expected.x < 2 || expected.y < 2 || expected.x > WIDTH - 2 || expected.y > HEIGHT - 2) continue;
      const sampled = {
        x: values[row * width + col] as number,
        y: values[width * height + row * width + col] as number,
      };
      worst = Math.max(worst, Math.hypot(sampled.x - expected.x, sampled.y - expected.y));
      compared += 1;
    }
  }
  return { worst, compared };
}

/**
 * The size and geotransform GDAL wrote into an ENVI header: read here rather than by a second
 * `gdalinfo -json`, as each gdal-bin process costs about 0.1 s of CPU to start. GDAL writes the
 * upper-left corner as reference pixel (1, 1) and the pixel size (`map info`); a turned grid
 * would carry a `rotation=` this reading does not handle, and gdalwarp writes none.
 */
function enviGrid(header: string): {
  width: number;
  height: number;
  gt: [number, number, number, number, number, number];
} {
  const field = (name: string) => new RegExp(`^${name}\\s*=\\s*(.+)$`, 'm').exec(header)?.[1] ?? '';
  const mapInfo =
    /\{([^}]*)\}/
      .exec(field('map info'))?.[1]
      ?.split(',')
      .map((part) => part.trim()) ?? [];
  const [refX, refY, ulx, uly, sizeX, sizeY] = mapInfo.slice(1, 7).map(Number) as number[];
  if (mapInfo.length < 7 || mapInfo.some((part) => part.startsWith('rotation')) || refX !== 1 || refY !== 1) {
    throw new Error(`an ENVI map info this reading does not handle: ${field('map info')}`);
  }
  return {
    width: Number(field('samples')),
    height: Number(field('lines')),
    gt: [ulx as number, sizeX as number, 0, uly as number, 0, -(sizeY as number)],
  };
}
