/**
 * The GDAL script stored in `karte.georef_bash`: `gdal_translate` attaches the
 * ground control points to the scan, `gdalwarp` warps it into the map's EPSG. It runs on
 * every GDAL from 3.0 on (Debian 12 ships 3.6).
 *
 * gdalwarp knows polynomials (-order 1, 2, 3) and the thin plate spline (-tps), and fits
 * them to the GCPs exactly as our fits do, so those types pass the measured points. It has
 * no linear or Helmert transformation: for those the GCPs are the four image corners carried
 * through OUR fit, and four exactly affine points make `-order 1` that very affine map. A
 * homography it has only since 3.11; the projective type gets a grid of carried points under
 * `-order 3` (projectiveGrid.ts, which says why), with the exact homography behind a version
 * check where the grid would be visibly off.
 *
 * `-et 0` for the polynomials of order 2 and 3 and the spline: gdalwarp's default error
 * threshold (0.125 px) interpolates linearly between exactly transformed points and put
 * the output up to 0.19 px off the fit; affine maps are exact under that interpolation.
 * A `trap` removes the intermediate GeoTIFF on every exit, a failed warp included (`set -e`
 * would otherwise stop before the clean-up and leave a file as large as the scan).
 */
import { georefTypeLabel, type GeorefType } from '../domainValues';
import { coordinateText, cornerPairs, gdalGcps, isCarried, WARP_METHOD, type GcpPairs } from './gdalGcps';
import { GRID_TOLERANCE_PIXELS, type GridApproximation } from './projectiveGrid';
import { maskWkt, type ScanMask } from './scanMask';
import { fitTransform } from './transforms';
import type { ControlPoint, FitFailure, FitResult } from './types';

export type GdalResampling = 'near' | 'bilinear' | 'cubic' | 'cubicspline' | 'lanczos';
export type GdalCompression = 'LZW' | 'DEFLATE' | 'NONE';

export interface GdalScriptOptions {
  type: GeorefType;
  /** All points of the map in `nr` order; only the enabled ones are used. */
  points: readonly ControlPoint[];
  /** The map's EPSG code: the CRS of mapx/mapy (and of the result, unless `targetEpsg` says another). */
  epsg: number;
  /** The result's EPSG code when it is not the map's: gdalwarp reprojects into it. */
  targetEpsg?: number;
  /** The scanned image. */
  input: string;
  /** The georeferenced GeoTIFF to write. */
  output: string;
  /** The GeoTIFF with the GCPs between the two steps; default: the output name with `_gcp`. */
  intermediate?: string;
  resampling?: GdalResampling;
  compress?: GdalCompression;
  /** The scan's size in pixels (`karte.width`, `karte.height`): where the corner GCPs go. */
  imageSize?: { width: number; height: number };
  /** The part of the scan that is map (scanMask.ts); outside it the result is transparent. */
  mask?: ScanMask | null;
}

export type GdalScriptResult = { ok: true; script: string } | FitFailure;

const HOMOGRAPHY_METHOD = '-to SRC_METHOD=GCP_HOMOGRAPHY';
/** True on GDAL 3.11 and newer (`gdalinfo --version` prints "GDAL 3.6.2, released …"). */
const HAS_HOMOGRAPHY = `gdalinfo --version | awk '{ split($2, v, "."); exit !(v[1] > 3 || (v[1] == 3 && v[2] >= 11)) }'`;

const pixelsText = new Intl.NumberFormat('de-DE', { maximumSignificantDigits: 2 });
const deviationText = (pixels: number) =>
  pixels < 1e-4 ? 'weniger als 0,0001 Pixel' : `höchstens ${pixelsText.format(pixels)} Pixel`;

/** A double-quoted shell word: `"`, `\`, `$` and backquote escaped. */
export function shellQuote(text: string): string {
  return `"${text.replace(/["\\$`]/g, '\\$&')}"`;
}

function defaultIntermediate(output: string): string {
  const dot = output.lastIndexOf('.');
  const slash = output.lastIndexOf('/');
  return dot > slash + 1 ? `${output.slice(0, dot)}_gcp${output.slice(dot)}` : `${output}_gcp.tif`;
}

const gcpArguments = (pairs: GcpPairs): string =>
  pairs.map(([pixel, map]) => `-gcp ${pixel.x} ${pixel.y} ${coordinateText(map.x)} ${coordinateText(map.y)}`).join(' ');

function explanation(type: GeorefType, grid: GridApproximation | null): string[] {
  const label = georefTypeLabel(type);
  if (isCarried(type)) {
    return [
      `# „${label}“: die Passpunkte sind die vier Bildecken auf der ausgeglichenen Transformation,`,
      '# so gibt gdalwarp -order 1 sie exakt wieder.',
    ];
  }
  const exact = '# -et 0: gdalwarp rechnet jedes Pixel exakt, statt zwischen Stützstellen linear zu nähern.';
  if (!grid) return type === 'polynomial1' ? [] : [exact];
  const lines = [
    `# „${label}“: GDAL kennt die Homographie erst ab Version 3.11. Die Passpunkte sind darum ein Raster`,
    `# von ${grid.side} × ${grid.side} Punkten auf der ausgeglichenen Homographie; gdalwarp -order 3 gibt sie bis auf`,
    `# ${deviationText(grid.worstPixels)} wieder (größte Abweichung über das ganze Blatt).`,
  ];
  if (grid.worstPixels > GRID_TOLERANCE_PIXELS) {
    lines.push('# Ab GDAL 3.11 rechnet das Skript exakt mit der Homographie aus den vier Bildecken.');
  }
  return [...lines, exact];
}

/**
 * `fitted`: the fit of exactly these points and type when the caller has it already (the
 * editor: a thin plate spline of 1,000 points is not solved a second time for its script).
 */
export function generateGdalScript(options: GdalScriptOptions, fitted?: FitResult): GdalScriptResult {
  const fit = fitted ?? fitTransform(options.type, options.points);
  if (!fit.ok) return fit;
  const { type } = options;
  const srs = `EPSG:${options.epsg}`;
  const target = `EPSG:${options.targetEpsg ?? options.epsg}`;
  const { pairs, grid } = gdalGcps(fit, options);
  const translate = (gcps: GcpPairs) =>
    `gdal_translate -of GTiff -a_srs ${srs} ${gcpArguments(gcps)} ${shellQuote(options.input)} "$intermediate"`;
  // The cutline in source pixel/line coordinates (a warp option since GDAL 1.x) and an alpha
  // band, so what lies outside the mask is transparent rather than black.
  const cutline = options.mask ? ` -wo ${shellQuote(`CUTLINE=${maskWkt(options.mask)}`)} -dstalpha` : '';
  const warp = (method: string) =>
    `gdalwarp -r ${options.resampling ?? 'near'} ${method}${cutline} -co COMPRESS=${options.compress ?? 'LZW'} -t_srs ${target} "$intermediate" ${shellQuote(options.output)}`;
  const steps =
    grid && grid.worstPixels > GRID_TOLERANCE_PIXELS
      ? [
          `if ${HAS_HOMOGRAPHY}; then`,
          `  ${translate(cornerPairs(fit, options))}`,
          `  ${warp(HOMOGRAPHY_METHOD)}`,
          'else',
          `  ${translate(pairs)}`,
          `  ${warp(WARP_METHOD[type])}`,
          'fi',
        ]
      : [translate(pairs), warp(WARP_METHOD[type])];
  return {
    ok: true,
    script: [
      `# Waldmonitor: Georeferenzierung „${georefTypeLabel(type)}“ aus ${fit.usedIndices.length} aktiven Passpunkten, ${srs}`,
      ...explanation(type, grid),
      ...(target === srs ? [] : [`# Das Ergebnis wird nach ${target} umprojiziert; die Passpunkte sind in ${srs}.`]),
      ...(options.mask
        ? [
            `# Maske mit ${options.mask.length} Eckpunkten (Bildkoordinaten): außerhalb bleibt das Ergebnis transparent.`,
          ]
        : []),
      '# Läuft mit GDAL ab 3.0. Die Zwischendatei mit den Passpunkten wird bei jedem Ende gelöscht, auch nach einem Fehler.',
      'set -e',
      `intermediate=${shellQuote(options.intermediate ?? defaultIntermediate(options.output))}`,
      `trap 'rm -f "$intermediate"' EXIT`,
      "trap 'exit 1' HUP INT TERM",
      ...steps,
      '',
    ].join('\n'),
  };
}
