/**
 * A Georeference Annotation (IIIF Georeference Extension 1.0, what Allmaps reads) for a scan
 * served by an IIIF Image API service: the GCPs as GeoJSON points in WGS 84 with their
 * `resourceCoords` in the scan's pixels, and the transformation a client should fit.
 *
 * The extension knows only `polynomial` (order 1–3) and `thinPlateSpline`, so the GCPs are
 * those of the GDAL script (gdalGcps.ts): linear and Helmert as the four carried corners
 * under order 1, the projective type as its carried grid under order 3. A client that fits
 * them in WGS 84 or Web Mercator (Allmaps does the latter) rather than in the map's system
 * differs from our fit by the bend of the projection across the sheet, centimetres for a
 * forest map.
 */
import type { EpsgCode, GeorefType } from '../domainValues';
import { toWgs84 } from './coordinates';
import { gdalGcps, type GcpSource } from './gdalGcps';
import type { IiifImage } from './iiif';
import type { GeorefFit } from './types';

export interface AnnotationOptions extends GcpSource {
  epsg: EpsgCode;
  image: IiifImage;
}

type Transformation = { type: 'polynomial'; options: { order: 1 | 2 | 3 } } | { type: 'thinPlateSpline' };

const TRANSFORMATION: Readonly<Record<GeorefType, Transformation>> = {
  linear: { type: 'polynomial', options: { order: 1 } },
  helmert: { type: 'polynomial', options: { order: 1 } },
  polynomial1: { type: 'polynomial', options: { order: 1 } },
  polynomial2: { type: 'polynomial', options: { order: 2 } },
  polynomial3: { type: 'polynomial', options: { order: 3 } },
  projective: { type: 'polynomial', options: { order: 3 } },
  tps: { type: 'thinPlateSpline' },
};

/** Degrees to 1e-9, about 0.1 mm; pixels to 1e-6. */
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The annotation as JSON text, two-space indented. */
export function georeferenceAnnotation(fit: GeorefFit, options: AnnotationOptions): string {
  const { image, epsg } = options;
  const { pairs } = gdalGcps(fit, { ...options, imageSize: { width: image.width, height: image.height } });
  const { width, height } = image;
  const annotation = {
    '@context': 'http://iiif.io/api/extension/georef/1/context.json',
    type: 'Annotation',
    motivation: 'georeferencing',
    target: {
      type: 'SpecificResource',
      source: { id: image.id, type: `ImageService${image.version}`, width, height },
      selector: {
        type: 'SvgSelector',
        value: `<svg width="${width}" height="${height}"><polygon points="0,0 ${width},0 ${width},${height} 0,${height}" /></svg>`,
      },
    },
    body: {
      type: 'FeatureCollection',
      transformation: TRANSFORMATION[options.type],
      features: pairs.map(([pixel, map]) => {
        const { lon, lat } = toWgs84(epsg, map);
        return {
          type: 'Feature',
          properties: { resourceCoords: [round(pixel.x, 6), round(pixel.y, 6)] },
          geometry: { type: 'Point', coordinates: [round(lon, 9), round(lat, 9)] },
        };
      }),
    },
  };
  return `${JSON.stringify(annotation, null, 2)}\n`;
}
