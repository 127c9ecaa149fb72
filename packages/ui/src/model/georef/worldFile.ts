/**
 * A world file and its `.aux.xml`: what QGIS's Georeferencer writes for a linear or Helmert
 * fit ("Create world file only"), so the scan opens in place in any GIS without being warped.
 * Any affine fit can be written so, the first-order polynomial included; the others bend
 * the sheet and need the warp (script, VRT).
 *
 * The six lines are A, D, B, E, C, F (ESRI's order): the pixel's size and rotation terms, then
 * the map position of the CENTRE of the top-left pixel, half a pixel in from the corner that
 * GDAL's geotransform names.
 */
import type { EpsgCode } from '../domainValues';
import { dataAxisMapping, epsgWkt } from './epsgWkt';
import type { GeorefFit } from './types';

/** The fit's geotransform when it is affine, else `null`. */
function affineOf(fit: GeorefFit) {
  const { params } = fit;
  if (params.kind === 'linear' || params.kind === 'helmert') return params.geoTransform;
  if (params.kind === 'polynomial' && params.order === 1) return params.geoTransform;
  return null;
}

export const canWriteWorldFile = (fit: GeorefFit): boolean => affineOf(fit) !== null;

/** World-file numbers with 12 significant digits, like the GDAL script's coordinates. */
const number = (value: number) => String(Number(value.toPrecision(12)));

/** The world file's six lines, or `null` for a fit that is not affine. */
export function worldFile(fit: GeorefFit): string | null {
  const gt = affineOf(fit);
  if (!gt) return null;
  const [x0, a, b, y0, d, e] = gt;
  const c = x0 + 0.5 * a + 0.5 * b;
  const f = y0 + 0.5 * d + 0.5 * e;
  return [a, d, b, e, c, f].map(number).join('\n') + '\n';
}

/**
 * The world file's name beside the scan: the extension's first and last letter and a "w"
 * (`.tif` → `.tfw`, `.jpg` → `.jgw`), as GDAL and ESRI look for it.
 */
export function worldFileName(scanName: string): string {
  const dot = scanName.lastIndexOf('.');
  const extension = dot > 0 ? scanName.slice(dot + 1) : '';
  if (extension.length < 2) return `${scanName}.wld`;
  return `${scanName.slice(0, dot)}.${extension[0]}${extension[extension.length - 1]}w`;
}

/** GDAL's auxiliary file beside the scan (`scan.tif.aux.xml`): it names the system the world file is in. */
export function auxXml(epsg: EpsgCode): string {
  return [
    '<PAMDataset>',
    `  <SRS dataAxisToSRSAxisMapping="${dataAxisMapping(epsg)}">${epsgWkt(epsg).replace(/"/g, '&quot;')}</SRS>`,
    '</PAMDataset>',
    '',
  ].join('\n');
}
