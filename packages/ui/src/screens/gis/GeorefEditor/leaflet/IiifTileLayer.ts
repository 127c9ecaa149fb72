import * as L from 'leaflet';
import { iiifTile, iiifTileUrl, type IiifImage } from '../../../../model/georef/iiif';
import { pixelToLatLng } from './useLeafletMap';

/**
 * An IIIF Image API scan as a leaflet tile layer in pixel space (`L.CRS.Simple`, where zoom
 * z shows 2^z screen pixels per image pixel): zoom −k asks for the tiles of scale factor
 * 2^k, so only the tiles in view at the level shown are loaded, whatever the sheet's size
 * (a 140-megapixel sheet opens as fast as a small one). Past the finest level
 * leaflet enlarges the full-resolution tiles; below the coarsest it shrinks those.
 */
class IiifTiles extends L.TileLayer {
  constructor(
    private readonly image: IiifImage,
    options: L.TileLayerOptions,
  ) {
    super('', options);
  }

  override getTileUrl(coords: L.Coords): string {
    const tile = iiifTile(this.image, 2 ** -coords.z, coords.x, coords.y);
    return tile ? iiifTileUrl(this.image, tile) : L.Util.emptyImageUrl;
  }
}

export function iiifTileLayer(image: IiifImage, options: { className?: string } = {}): L.TileLayer {
  const largest = image.scaleFactors[image.scaleFactors.length - 1] ?? 1;
  const smallest = image.scaleFactors[0] ?? 1;
  const layer = new IiifTiles(image, {
    tileSize: L.point(image.tileWidth, image.tileHeight),
    minNativeZoom: -Math.log2(largest),
    maxNativeZoom: -Math.log2(smallest),
    minZoom: -20,
    maxZoom: 20,
    noWrap: true,
    bounds: L.latLngBounds(pixelToLatLng(0, image.height), pixelToLatLng(image.width, 0)),
    className: options.className,
  });
  // Edge tiles are cut at the scan's border: shown at their own size, not stretched to a full tile.
  layer.on('tileloadstart', (event: L.TileEvent) => {
    const tile = iiifTile(image, 2 ** -event.coords.z, event.coords.x, event.coords.y);
    if (!tile) return;
    event.tile.style.width = `${tile.width}px`;
    event.tile.style.height = `${tile.height}px`;
  });
  return layer;
}
