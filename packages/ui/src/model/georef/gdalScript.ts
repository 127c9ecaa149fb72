/**
 * The GDAL script stored in `karte.georef_bash`: `gdal_translate` attaches the
 * ground control points to the scan, `gdalwarp` warps it into the map's EPSG.
 *
 * gdalwarp knows polynomials (-order 1, 2, 3) and the thin plate spline (-tps), and fits
 * them to the GCPs exactly as our fits do, so those types pass the measured points. It has
 * no linear or Helmert transformation, and a projective one only in releases since 2025
 * (`-to SRC_METHOD=GCP_HOMOGRAPHY`, alg/gdal_homography.cpp); QGIS refuses to script all three. We script them so
 * that the raster is what the editor shows: the GCPs are the four image corners carried
 * through OUR fitted transformation. Four exactly affine points make `-order 1` that very
 * affine map; four points of a homography determine it exactly.
 *
 * Why not the portable alternative for projective, a grid of carried GCPs under -tps: a
 * spline is not a homography between its nodes. With the scale changing by 16 % across a
 * sheet (a map photographed at an angle) a 6 × 6 grid is still several pixels off between
 * the nodes. Exact on a current GDAL beats silently wrong on an old one.
 */
import { georefTypeLabel, type GeorefType } from '../domainValues';
import { fitTransform } from './transforms';
import type { ControlPoint, FitFailure, GeorefFit, XY } from './types';

export type GdalResampling = 'near' | 'bilinear' | 'cubic' | 'cubicspline' | 'lanczos';
export type GdalCompression = 'LZW' | 'DEFLATE' | 'NONE';

export interface GdalScriptOptions {
  type: GeorefType;
  /** All points of the map in `nr` order; only the enabled ones are used. */
  points: readonly ControlPoint[];
  /** The map's EPSG code: the CRS of mapx/mapy and of the result. */
  epsg: number;
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
}

export type GdalScriptResult = { ok: true; script: string } | FitFailure;

const WARP_METHOD: Record<GeorefType, string> = {
  linear: '-order 1',
  helmert: '-order 1',
  polynomial1: '-order 1',
  polynomial2: '-order 2',
  polynomial3: '-order 3',
  projective: '-to SRC_METHOD=GCP_HOMOGRAPHY',
  tps: '-tps',
};

/** A double-quoted shell word: `"`, `\`, `$` and backquote escaped. */
export function shellQuote(text: string): string {
  return `"${text.replace(/["\\$`]/g, '\\$&')}"`;
}

/**
 * A map coordinate with 12 significant digits: 6 µm at a northing of 5 820 000 m, 1e-10° in
 * degrees, far below any pixel, and free of the last-digit noise of a least-squares solve
 * (measured coordinates are written as stored; they have fewer digits).
 */
function coordinate(value: number): string {
  return String(Number(value.toPrecision(12)));
}

function defaultIntermediate(output: string): string {
  const dot = output.lastIndexOf('.');
  const slash = output.lastIndexOf('/');
  return dot > slash + 1 ? `${output.slice(0, dot)}_gcp${output.slice(dot)}` : `${output}_gcp.tif`;
}

/** The image's extent, or without a size the bounding square of the enabled points. */
function extent(fit: GeorefFit, points: readonly ControlPoint[], imageSize: GdalScriptOptions['imageSize']) {
  if (imageSize) return { x0: 0, y0: 0, x1: imageSize.width, y1: imageSize.height };
  const xs = fit.usedIndices.map((i) => (points[i] as ControlPoint).pixelx);
  const ys = fit.usedIndices.map((i) => (points[i] as ControlPoint).pixely);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const side = Math.max(Math.max(...xs) - x0, Math.max(...ys) - y0);
  return { x0, y0, x1: x0 + side, y1: y0 + side };
}

const isCarried = (type: GeorefType): boolean => type === 'linear' || type === 'helmert' || type === 'projective';

/** The GCPs to write as [pixel, map] pairs: measured, or the corners carried through our fit (see above). */
function controlPairs(fit: GeorefFit, options: GdalScriptOptions): [XY, XY][] {
  const { points } = options;
  if (!isCarried(options.type)) {
    return fit.usedIndices.map((i) => {
      const p = points[i] as ControlPoint;
      return [
        { x: p.pixelx, y: p.pixely },
        { x: p.mapx, y: p.mapy },
      ];
    });
  }
  const { x0, y0, x1, y1 } = extent(fit, points, options.imageSize);
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x0, y: y1 },
    { x: x1, y: y1 },
  ].map((pixel) => [pixel, fit.forward(pixel)]);
}

function explanation(type: GeorefType): string[] {
  if (!isCarried(type)) return [];
  return [
    `# „${georefTypeLabel(type)}“: die Passpunkte sind die vier Bildecken auf der ausgeglichenen Transformation,`,
    type === 'projective'
      ? '# so gibt die Homographie von gdalwarp (GDAL-Versionen ab 2025) sie exakt wieder.'
      : '# so gibt gdalwarp -order 1 sie exakt wieder.',
  ];
}

export function generateGdalScript(options: GdalScriptOptions): GdalScriptResult {
  const fit = fitTransform(options.type, options.points);
  if (!fit.ok) return fit;
  const srs = `EPSG:${options.epsg}`;
  const intermediate = options.intermediate ?? defaultIntermediate(options.output);
  const gcps = controlPairs(fit, options)
    .map(([pixel, map]) => `-gcp ${pixel.x} ${pixel.y} ${coordinate(map.x)} ${coordinate(map.y)}`)
    .join(' ');
  return {
    ok: true,
    script: [
      `# Waldmonitor: Georeferenzierung „${georefTypeLabel(options.type)}“ aus ${fit.usedIndices.length} aktiven Passpunkten, ${srs}`,
      ...explanation(options.type),
      'set -e',
      `gdal_translate -of GTiff -a_srs ${srs} ${gcps} ${shellQuote(options.input)} ${shellQuote(intermediate)}`,
      `gdalwarp -r ${options.resampling ?? 'near'} ${WARP_METHOD[options.type]} -co COMPRESS=${options.compress ?? 'LZW'} -t_srs ${srs} ${shellQuote(intermediate)} ${shellQuote(options.output)}`,
      `rm -f ${shellQuote(intermediate)}`,
      '',
    ].join('\n'),
  };
}
