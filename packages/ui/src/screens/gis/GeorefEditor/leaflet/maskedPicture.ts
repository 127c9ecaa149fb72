import type { ScanMask } from '../../../../model/georef/scanMask';
import type { ScanPicture } from './WarpedScanLayer';

/**
 * The preview's picture with what the mask leaves out made transparent: drawn once onto a
 * canvas of the picture's size and cut with the mask's polygon (even–odd, as GDAL's cutline),
 * so the warp draws only the map. The mask is in sheet pixels, the picture may be smaller.
 */
export function maskedPicture(
  picture: ScanPicture,
  mask: ScanMask,
  sheet: { width: number; height: number },
): ScanPicture {
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return picture;
  ctx.drawImage(picture.image, 0, 0, picture.width, picture.height);
  const sx = picture.width / sheet.width;
  const sy = picture.height / sheet.height;
  ctx.globalCompositeOperation = 'destination-in';
  ctx.beginPath();
  mask.forEach((p, index) => (index === 0 ? ctx.moveTo(p.x * sx, p.y * sy) : ctx.lineTo(p.x * sx, p.y * sy)));
  ctx.closePath();
  ctx.fill('evenodd');
  return { image: canvas, width: picture.width, height: picture.height };
}
