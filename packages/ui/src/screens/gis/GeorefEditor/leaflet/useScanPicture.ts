import { useEffect, useMemo, useState } from 'react';
import { iiifLevelTiles, iiifTileUrl, overviewScaleFactor } from '../../../../model/georef/iiif';
import type { ScanView } from '../scanView';
import type { ScanPicture } from './WarpedScanLayer';

/** The preview's picture of the scan is at most this long: enough for a map view, light to warp. */
const OVERVIEW_SIDE = 2048;

/**
 * A picture of the whole scan for the warped preview: the plain image itself, or for an
 * IIIF scan the tiles of the level that makes an overview of at most 2048 pixels (a
 * level-0 service has no other sizes), assembled on a canvas as they arrive. `version`
 * counts the tiles drawn so far, so the preview redraws as the picture fills in.
 */
export function useScanPicture(scan: ScanView, isWanted: boolean): { picture: ScanPicture | null; version: number } {
  const [image, setImage] = useState<{ url: string; picture: ScanPicture } | null>(null);
  const [version, setVersion] = useState(0);
  // The overview canvas of an IIIF scan, filled by the effect below as tiles arrive.
  const overview = useMemo(() => {
    if (scan.kind !== 'tiled') return null;
    const factor = overviewScaleFactor(scan.image, OVERVIEW_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(scan.image.width / factor);
    canvas.height = Math.ceil(scan.image.height / factor);
    const picture: ScanPicture = { image: canvas, width: canvas.width, height: canvas.height };
    return { canvas, factor, info: scan.image, picture };
  }, [scan]);

  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    const images: HTMLImageElement[] = [];
    const load = (url: string, onLoad: (loaded: HTMLImageElement) => void) => {
      const element = new Image();
      element.decoding = 'async';
      element.onload = () => {
        if (isCurrent) onLoad(element);
      };
      element.src = url;
      images.push(element);
    };
    if (scan.kind === 'image') {
      const { url } = scan;
      load(url, (loaded) =>
        setImage({ url, picture: { image: loaded, width: loaded.naturalWidth, height: loaded.naturalHeight } }),
      );
    } else if (overview) {
      const ctx = overview.canvas.getContext('2d');
      for (const tile of iiifLevelTiles(overview.info, overview.factor)) {
        load(iiifTileUrl(overview.info, tile), (loaded) => {
          ctx?.drawImage(loaded, tile.x / overview.factor, tile.y / overview.factor, tile.width, tile.height);
          setVersion((count) => count + 1);
        });
      }
    }
    return () => {
      isCurrent = false;
      for (const element of images) element.src = '';
    };
  }, [scan, overview, isWanted]);

  const picture = overview ? overview.picture : scan.kind === 'image' && image?.url === scan.url ? image.picture : null;
  return { picture: isWanted ? picture : null, version };
}
