import { describe, expect, it } from 'vitest';
import { generateGdalScript, shellQuote, type GdalScriptOptions } from './gdalScript';
import { fitTransform } from './transforms';
import type { ControlPoint, XY } from './types';

const PIXELS = [
  [100, 200],
  [3900, 150],
  [3800, 4800],
  [200, 4900],
  [2000, 2500],
  [1000, 3800],
  [3000, 1000],
  [2500, 4400],
  [600, 1200],
  [3400, 3300],
] as const;

/** An exact Helmert transformation: 2 m per pixel, turned by atan(3/4); in tenths to keep the decimals exact. */
const TURNED: ControlPoint[] = PIXELS.map(([x, y]) => ({
  pixelx: x,
  pixely: y,
  mapx: 389000 + (16 * x + 12 * y) / 10,
  mapy: 5820000 + (12 * x - 16 * y) / 10,
  enable: true,
}));
/** North up, 2 m per pixel, for the linear type; one more point that is switched off. */
const NORTH_UP: ControlPoint[] = [
  ...PIXELS.map(([x, y]) => ({ pixelx: x, pixely: y, mapx: 389000 + 2 * x, mapy: 5820000 - 2 * y, enable: true })),
  { pixelx: 5, pixely: 5, mapx: 0, mapy: 0, enable: false },
];

const BASE = {
  epsg: 25833,
  input: 'scans/Blatt 3447.tif',
  output: 'out/karte_17.tif',
  imageSize: { width: 4000, height: 5000 },
} as const;
const MEASURED_GCPS =
  '-gcp 100 200 389400 5819800 -gcp 3900 150 395420 5824440 -gcp 3800 4800 400840 5816880 -gcp 200 4900 395200 5812400 ' +
  '-gcp 2000 2500 395200 5818400 -gcp 1000 3800 395160 5815120 -gcp 3000 1000 395000 5822000 -gcp 2500 4400 398280 5815960 ' +
  '-gcp 600 1200 391400 5818800 -gcp 3400 3300 398400 5818800';
const FILES = '"scans/Blatt 3447.tif" "$intermediate"';
const WARP_FILES = '-co COMPRESS=LZW -t_srs EPSG:25833 "$intermediate" "out/karte_17.tif"\n';
const RUNS_EVERYWHERE =
  '# Läuft mit GDAL ab 3.0. Die Zwischendatei mit den Passpunkten wird bei jedem Ende gelöscht, auch nach einem Fehler.\n';
const EXACT = '# -et 0: gdalwarp rechnet jedes Pixel exakt, statt zwischen Stützstellen linear zu nähern.\n';
/** `set -e`, the intermediate file and the trap that removes it on every exit. */
const preamble = (intermediate: string) =>
  `${RUNS_EVERYWHERE}set -e\nintermediate="${intermediate}"\ntrap 'rm -f "$intermediate"' EXIT\ntrap 'exit 1' HUP INT TERM\n`;

function script(options: Partial<GdalScriptOptions> & Pick<GdalScriptOptions, 'type'>): string {
  const result = generateGdalScript({ points: TURNED, ...BASE, ...options });
  if (!result.ok) throw new Error(result.message);
  return result.script;
}

describe('generateGdalScript', () => {
  it('passes the measured points to gdalwarp -order 1, 2 and 3, exactly (-et 0) where the warp is not affine', () => {
    for (const [type, label, method, comment] of [
      ['polynomial1', 'Polynom 1. Ordnung', '-order 1', ''],
      ['polynomial2', 'Polynom 2. Ordnung', '-order 2 -et 0', EXACT],
      ['polynomial3', 'Polynom 3. Ordnung', '-order 3 -et 0', EXACT],
    ] as const) {
      expect(script({ type })).toBe(
        `# Waldmonitor: Georeferenzierung „${label}“ aus 10 aktiven Passpunkten, EPSG:25833\n${comment}` +
          preamble('out/karte_17_gcp.tif') +
          `gdal_translate -of GTiff -a_srs EPSG:25833 ${MEASURED_GCPS} ${FILES}\n` +
          `gdalwarp -r near ${method} ${WARP_FILES}`,
      );
    }
  });

  it('passes the measured points to gdalwarp -tps for the thin plate spline', () => {
    expect(
      script({ type: 'tps', resampling: 'bilinear', compress: 'DEFLATE', intermediate: '/tmp/blatt $1.tif' }),
    ).toBe(
      `# Waldmonitor: Georeferenzierung „Thin Plate Spline“ aus 10 aktiven Passpunkten, EPSG:25833\n${EXACT}` +
        preamble('/tmp/blatt \\$1.tif') +
        `gdal_translate -of GTiff -a_srs EPSG:25833 ${MEASURED_GCPS} ${FILES}\n` +
        'gdalwarp -r bilinear -tps -et 0 -co COMPRESS=DEFLATE -t_srs EPSG:25833 "$intermediate" "out/karte_17.tif"\n',
    );
  });

  it('carries the Helmert fit to the four image corners for -order 1', () => {
    expect(script({ type: 'helmert' })).toBe(
      '# Waldmonitor: Georeferenzierung „Helmert“ aus 10 aktiven Passpunkten, EPSG:25833\n' +
        '# „Helmert“: die Passpunkte sind die vier Bildecken auf der ausgeglichenen Transformation,\n' +
        '# so gibt gdalwarp -order 1 sie exakt wieder.\n' +
        preamble('out/karte_17_gcp.tif') +
        `gdal_translate -of GTiff -a_srs EPSG:25833 -gcp 0 0 389000 5820000 -gcp 4000 0 395400 5824800 -gcp 0 5000 395000 5812000 -gcp 4000 5000 401400 5816800 ${FILES}\n` +
        `gdalwarp -r near -order 1 ${WARP_FILES}`,
    );
  });

  it('carries the linear fit to the corners of the points when the image size is unknown', () => {
    expect(script({ type: 'linear', points: NORTH_UP, imageSize: undefined, epsg: 31468, output: 'karte' })).toBe(
      '# Waldmonitor: Georeferenzierung „Linear“ aus 10 aktiven Passpunkten, EPSG:31468\n' +
        '# „Linear“: die Passpunkte sind die vier Bildecken auf der ausgeglichenen Transformation,\n' +
        '# so gibt gdalwarp -order 1 sie exakt wieder.\n' +
        preamble('karte_gcp.tif') +
        'gdal_translate -of GTiff -a_srs EPSG:31468 -gcp 100 150 389200 5819700 -gcp 4850 150 398700 5819700 -gcp 100 4900 389200 5810200 -gcp 4850 4900 398700 5810200 "scans/Blatt 3447.tif" "$intermediate"\n' +
        'gdalwarp -r near -order 1 -co COMPRESS=LZW -t_srs EPSG:31468 "$intermediate" "karte"\n',
    );
  });

  it('carries the projective fit to an 8 × 8 grid under -order 3 and states how close that comes', () => {
    const text = script({ type: 'projective' });
    expect(text.split('\n').slice(0, 5)).toEqual([
      '# Waldmonitor: Georeferenzierung „Projektiv“ aus 10 aktiven Passpunkten, EPSG:25833',
      '# „Projektiv“: GDAL kennt die Homographie erst ab Version 3.11. Die Passpunkte sind darum ein Raster',
      '# von 8 × 8 Punkten auf der ausgeglichenen Homographie; gdalwarp -order 3 gibt sie bis auf',
      '# weniger als 0,0001 Pixel wieder (größte Abweichung über das ganze Blatt).',
      EXACT.trimEnd(),
    ]);
    const gcps = [...text.matchAll(/-gcp (\S+) (\S+) (\S+) (\S+)/g)];
    expect(gcps).toHaveLength(64);
    expect(gcps[0]?.slice(1)).toEqual(['0', '0', '389000', '5820000']);
    expect(gcps[63]?.slice(1)).toEqual(['4000', '5000', '401400', '5816800']);
    expect(text).toContain(`gdalwarp -r near -order 3 -et 0 ${WARP_FILES}`);
    expect(text).not.toContain('GCP_HOMOGRAPHY');
  });

  it('uses the exact homography on GDAL 3.11 and newer where the grid would be visibly off', () => {
    // The scale changes by 16 % across the sheet, as on a map photographed at an angle.
    const h = (p: XY): XY => {
      const w = 1 + 2e-5 * p.x + 2e-5 * p.y;
      return { x: 389000 + (2 * p.x) / w, y: 5820000 - (2 * p.y) / w };
    };
    const points = PIXELS.map(([x, y]) => ({
      pixelx: x,
      pixely: y,
      mapx: h({ x, y }).x,
      mapy: h({ x, y }).y,
      enable: true,
    }));
    const text = script({ type: 'projective', points });
    expect(text).toContain('gdalwarp -order 3 gibt sie bis auf\n# höchstens 0,47 Pixel wieder');
    expect(text).toContain('# Ab GDAL 3.11 rechnet das Skript exakt mit der Homographie aus den vier Bildecken.');
    const [, modern, older] = text.split(/^(?:if .*|else|fi)$/m);
    expect(text).toMatch(/^if gdalinfo --version \| awk .*v\[2\] >= 11.*; then$/m);
    expect(modern).toContain('-to SRC_METHOD=GCP_HOMOGRAPHY');
    expect(older).toContain('-order 3 -et 0');
    // The four corners of the modern branch determine the homography exactly.
    const corners = [...(modern ?? '').matchAll(/-gcp (\S+) (\S+) (\S+) (\S+)/g)].map((m) => ({
      pixelx: Number(m[1]),
      pixely: Number(m[2]),
      mapx: Number(m[3]),
      mapy: Number(m[4]),
      enable: true,
    }));
    expect(corners).toHaveLength(4);
    const fromCorners = fitTransform('projective', corners);
    if (!fromCorners.ok) throw new Error(fromCorners.message);
    for (const probe of [
      { x: 400, y: 500 },
      { x: 2000, y: 2500 },
      { x: 3600, y: 4500 },
    ]) {
      const back = fromCorners.inverse(h(probe));
      expect(Math.hypot(back.x - probe.x, back.y - probe.y)).toBeLessThan(1e-4);
    }
  });

  it('refuses too few points with the fit’s German message', () => {
    expect(generateGdalScript({ type: 'polynomial3', points: TURNED.slice(0, 9), ...BASE })).toMatchObject({
      ok: false,
      message: 'Für „Polynom 3. Ordnung“ sind mindestens 10 aktive Passpunkte nötig (vorhanden: 9).',
    });
  });

  it('quotes file names for the shell', () => {
    expect(shellQuote('Karte "Süd" $HOME `x` \\ 1.tif')).toBe('"Karte \\"Süd\\" \\$HOME \\`x\\` \\\\ 1.tif"');
  });
});
