// @vitest-environment node
/**
 * The mask in the script, run by gdal-bin: gdalwarp takes the cutline in the scan's pixel
 * coordinates, so an output pixel is opaque exactly where the fit carries it back into the
 * mask, for a bent fit as for an affine one, and transparent elsewhere.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateGdalScript } from './gdalScript';
import { HEIGHT, pointsOf, run, truth, WIDTH, writeRamp } from './gdalTestRaster';
import { insideMask } from './scanMask';
import { fitTransform } from './transforms';

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'georef-mask-'));
  writeRamp(dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The sheet without a margin of 8 px and with the legend's corner (bottom right) cut off. */
const MASK = [
  { x: 8, y: 8 },
  { x: 88, y: 8 },
  { x: 88, y: 44 },
  { x: 60, y: 64 },
  { x: 8, y: 64 },
];

/** Distance from p to the polygon's nearest edge. */
function edgeDistance(p: { x: number; y: number }): number {
  let nearest = Infinity;
  for (let i = 0; i < MASK.length; i++) {
    const a = MASK[i]!;
    const b = MASK[(i + 1) % MASK.length]!;
    const t = Math.max(
      0,
      Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2)),
    );
    nearest = Math.min(nearest, Math.hypot(p.x - a.x - t * (b.x - a.x), p.y - a.y - t * (b.y - a.y)));
  }
  return nearest;
}

describe('the mask in the GDAL script', () => {
  it.each(['helmert', 'polynomial2', 'tps'] as const)(
    '%s: opaque inside the mask, transparent outside',
    async (type) => {
      const points = pointsOf(truth);
      const fit = fitTransform(type, points);
      if (!fit.ok) throw new Error(fit.message);
      const result = generateGdalScript({
        type,
        points,
        epsg: 25832,
        input: 'scan.img',
        output: `${type}_mask.tif`,
        resampling: 'bilinear',
        compress: 'NONE',
        imageSize: { width: WIDTH, height: HEIGHT },
        mask: MASK,
      });
      if (!result.ok) throw new Error(result.message);
      expect(result.script).toContain('-wo "CUTLINE=POLYGON ((8 8, 88 8, 88 44, 60 64, 8 64, 8 8))" -dstalpha');
      writeFileSync(join(dir, `${type}.sh`), result.script);
      await run('sh', [`${type}.sh`], { cwd: dir });

      const output = `${type}_mask.tif`;
      const { stdout } = await run('gdalinfo', ['-json', output], { cwd: dir });
      const info = JSON.parse(stdout) as { size: [number, number]; geoTransform: number[]; bands: unknown[] };
      expect(info.bands).toHaveLength(3);
      const [width, height] = info.size;
      const gt = info.geoTransform as [number, number, number, number, number, number];
      await run('gdal_translate', ['-q', '-b', '3', '-ot', 'Byte', '-of', 'ENVI', output, `${output}.alpha`], {
        cwd: dir,
      });
      const alpha = readFileSync(join(dir, `${output}.alpha`));
      let opaque = 0;
      let transparent = 0;
      for (let row = 0; row < height; row++) {
        for (let col = 0; col < width; col++) {
          const scan = fit.inverse({
            x: gt[0] + (col + 0.5) * gt[1] + (row + 0.5) * gt[2],
            y: gt[3] + (col + 0.5) * gt[4] + (row + 0.5) * gt[5],
          });
          // GDAL rasterises the cutline per pixel: along its edge either answer is right.
          if (edgeDistance(scan) < 1.5) continue;
          const isOpaque = alpha[row * width + col]! > 0;
          expect(isOpaque, `pixel ${col}/${row} at scan ${scan.x.toFixed(1)}/${scan.y.toFixed(1)}`).toBe(
            insideMask(MASK, scan),
          );
          if (isOpaque) opaque += 1;
          else transparent += 1;
        }
      }
      expect(opaque).toBeGreaterThan(3000);
      expect(transparent).toBeGreaterThan(1000);
    },
  );
});
