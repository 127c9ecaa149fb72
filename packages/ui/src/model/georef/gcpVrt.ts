/**
 * A GDAL VRT that puts the ground control points on the scan without copying it: QGIS and
 * `gdalwarp` open it like the scan with GCPs attached (what the script's `gdal_translate`
 * writes as its intermediate file). The GCPs are those of the script (gdalGcps.ts), so
 * `gdalwarp` with the method in the file's comment reproduces the fit.
 *
 * A VRT lists its bands: the default is the RGB scan with 8 bits per channel the archive
 * scans are; a grey scan takes `bands: 1`.
 */
import { georefTypeLabel, type EpsgCode } from '../domainValues';
import { dataAxisMapping, epsgWkt } from './epsgWkt';
import { coordinateText, gdalGcps, WARP_METHOD, type GcpSource } from './gdalGcps';
import { maskWkt, type ScanMask } from './scanMask';
import type { GeorefFit } from './types';

export interface GcpVrtOptions extends GcpSource {
  epsg: EpsgCode;
  imageSize: { width: number; height: number };
  /** The scan's file name, relative to the VRT. */
  source: string;
  bands?: number;
  /** GDAL's data type of the bands. */
  dataType?: 'Byte' | 'UInt16' | 'Float32';
  /** The mask: the warp command in the comment cuts to it, as the script does. */
  mask?: ScanMask | null;
}

const COLOUR = ['Red', 'Green', 'Blue', 'Alpha'];

/** The VRT's name beside the scan: `karte_7.tif` → `karte_7.vrt`. */
export const vrtFileName = (source: string): string => `${source.replace(/\.[^./]*$/, '')}.vrt`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function gcpVrt(fit: GeorefFit, options: GcpVrtOptions): string {
  const { epsg, imageSize, source, bands = 3, dataType = 'Byte' } = options;
  const { pairs, grid } = gdalGcps(fit, options);
  const cutline = options.mask ? ` -wo "CUTLINE=${maskWkt(options.mask)}" -dstalpha` : '';
  const { width, height } = imageSize;
  const gcps = pairs.map(
    ([pixel, map], index) =>
      `    <GCP Id="${index + 1}" Pixel="${pixel.x}" Line="${pixel.y}" X="${coordinateText(map.x)}" Y="${coordinateText(map.y)}" />`,
  );
  const band = (n: number) =>
    [
      `  <VRTRasterBand dataType="${dataType}" band="${n}">`,
      bands >= 3
        ? `    <ColorInterp>${COLOUR[n - 1] ?? 'Undefined'}</ColorInterp>`
        : '    <ColorInterp>Gray</ColorInterp>',
      '    <SimpleSource>',
      `      <SourceFilename relativeToVRT="1">${escapeXml(source)}</SourceFilename>`,
      `      <SourceBand>${n}</SourceBand>`,
      `      <SrcRect xOff="0" yOff="0" xSize="${width}" ySize="${height}" />`,
      `      <DstRect xOff="0" yOff="0" xSize="${width}" ySize="${height}" />`,
      '    </SimpleSource>',
      '  </VRTRasterBand>',
    ].join('\n');
  return [
    `<VRTDataset rasterXSize="${width}" rasterYSize="${height}">`,
    `  <!-- Waldmonitor: Georeferenzierung „${georefTypeLabel(options.type)}“, ${pairs.length} Passpunkte in EPSG:${epsg}. -->`,
    ...(grid
      ? [
          `  <!-- Die Homographie als Raster von ${grid.side} × ${grid.side} Punkten; gdalwarp -order 3 weicht davon höchstens ${grid.worstPixels.toFixed(3)} Pixel ab. -->`,
        ]
      : []),
    `  <!-- Entzerren: gdalwarp ${WARP_METHOD[options.type]}${cutline} -t_srs EPSG:${epsg} ${escapeXml(vrtFileName(source))} ergebnis.tif -->`,
    `  <GCPList Projection="${escapeXml(epsgWkt(epsg))}" dataAxisToSRSAxisMapping="${dataAxisMapping(epsg)}">`,
    ...gcps,
    '  </GCPList>',
    ...Array.from({ length: bands }, (_, i) => band(i + 1)),
    '</VRTDataset>',
    '',
  ].join('\n');
}
