import { useCallback, useMemo } from 'react';
import { downloadBlob } from '../../../browser';
import { isEpsgCode } from '../../../model/domainValues';
import type { ScanMask } from '../../../model/georef/scanMask';
import type { GeorefFit } from '../../../model/georef/types';
import { MAX_OUTPUT_PIXELS, suggestedResolution, warpGrid, type SheetSize } from '../../../model/georef/warpGrid';
import type { GeotiffExportProps } from './GeotiffExport';
import { buildGeotiff } from './geotiffBuild';
import type { ScanView } from './scanView';

export interface GeotiffSource {
  karteId: number;
  /** The settled fit; `null` while there is none or it is being recomputed. */
  fit: GeorefFit | null;
  size: SheetSize;
  scan: ScanView;
  epsg: number | null;
  mask: ScanMask | null;
}

/**
 * The field's default: gdalwarp's resolution, or where that would give a file over the
 * browser's limit, the finest one under it (to the field's millimetre), so the default can
 * always be made.
 */
function browserResolution(fit: GeorefFit | null, size: SheetSize, gdal: number | null): number | null {
  if (!fit || gdal === null) return null;
  const grid = warpGrid(fit, size, gdal);
  const pixels = grid ? grid.width * grid.height : 0;
  if (pixels <= MAX_OUTPUT_PIXELS) return gdal;
  let resolution = Math.ceil(gdal * Math.sqrt(pixels / MAX_OUTPUT_PIXELS) * 1000) / 1000;
  // The grid's edges snap to whole pixels: one step more where the square root fell just short.
  for (let step = 0; step < 10; step += 1) {
    const coarser = warpGrid(fit, size, resolution);
    if (!coarser || coarser.width * coarser.height <= MAX_OUTPUT_PIXELS) break;
    resolution += 0.001;
  }
  return resolution;
}

/** The warped GeoTIFF's name beside the scan's other result files. */
export const geotiffFileName = (karteId: number) => `karte_${karteId}_entzerrt.tif`;

/**
 * The props of the GeoTIFF row in "Ergebnis mitnehmen": what can be made from the settled fit,
 * and the making. The file goes to `onDownload` (the editor's `onDownloadResult`), else to the
 * browser's download.
 */
export function useGeotiffExport(
  { karteId, fit, size, scan, epsg, mask }: GeotiffSource,
  onDownload?: (bytes: Uint8Array, fileName: string) => void,
): GeotiffExportProps {
  const fileName = geotiffFileName(karteId);
  const code = epsg !== null && isEpsgCode(epsg) ? epsg : null;
  const unavailable = !fit
    ? 'Dazu braucht es eine gültige Transformation.'
    : code === null
      ? 'Dazu braucht die Karte eines der Koordinatensysteme, die der Editor kennt (EPSG in den Metadaten).'
      : scan.kind !== 'image' && scan.kind !== 'tiled'
        ? 'Dazu braucht es den Scan (ein Bild oder einen IIIF-Bilddienst).'
        : null;
  const gdalResolution = useMemo(() => (fit ? suggestedResolution(fit, size) : null), [fit, size]);
  const suggested = useMemo(() => browserResolution(fit, size, gdalResolution), [fit, size, gdalResolution]);
  const sizeAt = useCallback((resolution: number) => (fit ? warpGrid(fit, size, resolution) : null), [fit, size]);
  const onBuild: GeotiffExportProps['onBuild'] = async (settings, onProgress) => {
    const grid = fit ? warpGrid(fit, size, settings.resolution) : null;
    if (!fit || !grid || code === null) throw new Error(unavailable ?? 'Die Transformation gibt kein Raster.');
    const bytes = await buildGeotiff({ fit, grid, size, scan, epsg: code, settings, mask, onProgress });
    if (onDownload) onDownload(bytes, fileName);
    else downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/tiff' }), fileName);
  };
  return { fileName, unavailable, suggested, gdalResolution, sizeAt, maxPixels: MAX_OUTPUT_PIXELS, onBuild };
}
