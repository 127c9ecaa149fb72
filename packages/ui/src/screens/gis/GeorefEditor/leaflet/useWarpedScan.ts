import * as L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import type { SupportedEpsg } from '../../../../model/georef/coordinates';
import type { ScanMask } from '../../../../model/georef/scanMask';
import type { GeorefFit } from '../../../../model/georef/types';
import { WARP_CELLS, warpMesh } from '../mapGeometry';
import type { ScanView } from '../scanView';
import { maskedPicture } from './maskedPicture';
import { useScanPicture } from './useScanPicture';
import type { WarpControlsProps } from './WarpControls';
import { WarpedScanLayer, type WarpMesh } from './WarpedScanLayer';

export interface WarpInputs {
  fit: GeorefFit | null;
  scan: ScanView;
  size: { width: number; height: number };
  epsg: SupportedEpsg;
  /** The part of the scan that is map: the preview leaves the rest out, as the warp does. */
  mask?: ScanMask | null;
}

/** Opacity the preview starts with: the map stays readable under the scan. */
const START_OPACITY = 0.7;

/**
 * The live warped preview on the world map: its layer while it is switched on
 * and there is a scan, its mesh from the current fit (redrawn at the next animation frame
 * as points move), and the state of its toggle and opacity slider.
 */
export function useWarpedScan(
  map: L.Map | null,
  { fit, scan, size, epsg, mask = null }: WarpInputs,
): { controls: WarpControlsProps } {
  const [isShown, setShown] = useState(true);
  const [opacity, setOpacity] = useState(START_OPACITY);
  const hasScan = scan.kind === 'image' || scan.kind === 'tiled';
  // A sheet without a fit (no points yet) has nothing to warp: its overview is not loaded
  // until a first fit exists, and then kept while a drag passes through an invalid fit.
  const [hasHadFit, setHasHadFit] = useState(fit !== null);
  if (fit !== null && !hasHadFit) setHasHadFit(true);
  const { picture, version } = useScanPicture(scan, isShown && hasScan && (fit !== null || hasHadFit));
  // One layer for the pane's life, on the map while the preview is wanted; it keeps its mesh and picture.
  const layer = useMemo(() => new WarpedScanLayer(START_OPACITY), []);
  useEffect(() => {
    if (!map || !isShown || !hasScan) return;
    map.addLayer(layer);
    return () => {
      layer.remove();
    };
  }, [map, layer, isShown, hasScan]);

  const mesh = useMemo<WarpMesh | null>(
    () =>
      fit
        ? {
            cols: WARP_CELLS,
            rows: WARP_CELLS,
            sheet: size,
            latlngs: warpMesh(fit, size, epsg).map((vertex) => (vertex ? L.latLng(vertex[0], vertex[1]) : null)),
          }
        : null,
    [fit, size, epsg],
  );
  useEffect(() => {
    layer.setMesh(mesh);
  }, [layer, mesh]);
  // `version`: an IIIF overview fills in tile by tile, and its masked copy must follow.
  useEffect(() => {
    layer.setPicture(picture && mask ? maskedPicture(picture, mask, size) : picture);
  }, [layer, picture, version, mask, size]);
  useEffect(() => {
    layer.setOpacity(opacity);
  }, [layer, opacity]);

  const unavailable = !hasScan
    ? 'Die Vorschau braucht einen Scan.'
    : fit === null
      ? 'Die Vorschau erscheint mit einer gültigen Transformation.'
      : null;
  return { controls: { isShown, onShownChange: setShown, opacity, onOpacityChange: setOpacity, unavailable } };
}
