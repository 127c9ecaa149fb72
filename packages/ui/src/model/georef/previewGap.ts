/**
 * How far the live preview lies from what gdalwarp will make of the same points.
 *
 * The preview draws the scan with the fit's pixel → map direction; gdalwarp fills each output
 * pixel at map position q from scan pixel inverse(q), the separately fitted map → pixel
 * direction (polynomials and the thin plate spline, as GDAL fits them). Where the two are not
 * each other's inverse, scan pixel p' = inverse(q) lands at q in the warp but at forward(p')
 * in the preview: the preview is |forward(inverse(q)) − q| off. With many well-spread points
 * that is a fraction of a pixel; at a type's minimum count (polynomial 3 through 10 points)
 * both directions interpolate their points and part between them by tens of metres.
 *
 * Measured over an 11 × 11 raster of the sheet, edges included, and compared with half a
 * pixel of the output (gdalwarp's default output pixel is about the scan's own on the map).
 */
import { pixelSizeAt } from './transforms';
import type { GeorefFit } from './types';

const SAMPLES = 11;

export interface PreviewGap {
  /** The largest distance between preview and warp on the map, in map units. */
  worstMap: number;
  /** The same in scan pixels. */
  worstPixels: number;
  /** The output pixel's size on the map at the sheet's centre. */
  outputPixel: number;
  /** Whether the preview is more than half an output pixel off somewhere. */
  exceeds: boolean;
}

/** `null` when the fit's map → pixel direction is its exact inverse (linear, Helmert, projective). */
export function previewWarpGap(fit: GeorefFit, size: { width: number; height: number }): PreviewGap | null {
  if (fit.inverseKind === 'exact') return null;
  let worstMap = 0;
  let worstPixels = 0;
  for (let row = 0; row < SAMPLES; row++) {
    for (let col = 0; col < SAMPLES; col++) {
      const p = { x: (size.width * col) / (SAMPLES - 1), y: (size.height * row) / (SAMPLES - 1) };
      const q = fit.forward(p);
      const sampled = fit.inverse(q);
      const drawn = fit.forward(sampled);
      worstMap = Math.max(worstMap, Math.hypot(drawn.x - q.x, drawn.y - q.y));
      worstPixels = Math.max(worstPixels, Math.hypot(sampled.x - p.x, sampled.y - p.y));
    }
  }
  const outputPixel = pixelSizeAt(fit, { x: size.width / 2, y: size.height / 2 });
  return { worstMap, worstPixels, outputPixel, exceeds: worstMap > outputPixel / 2 };
}
