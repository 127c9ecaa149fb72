/** A square cut from an image, in the image's own pixels. */
export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
/** An arrow key moves the square by this share of the image's shorter side (Shift: five times as far). */
export const KEY_STEP_SHARE = 0.02;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The square kept inside the image. */
export function clampCrop(crop: CropSquare, image: ImageSize): CropSquare {
  const size = clamp(crop.size, 1, Math.min(image.width, image.height));
  return {
    x: clamp(crop.x, 0, image.width - size),
    y: clamp(crop.y, 0, image.height - size),
    size,
  };
}

/** The side of the square at a zoom: the whole shorter side at 1, a third of it at 3. */
export const sizeAtZoom = (image: ImageSize, zoom: number) =>
  Math.min(image.width, image.height) / clamp(zoom, ZOOM_MIN, ZOOM_MAX);

/** The largest square in the middle of the image (zoom 1). */
export function centredCrop(image: ImageSize): CropSquare {
  const size = sizeAtZoom(image, ZOOM_MIN);
  return { x: (image.width - size) / 2, y: (image.height - size) / 2, size };
}

/** A new zoom keeps the square's centre where it was, as far as the image allows. */
export function zoomCrop(crop: CropSquare, image: ImageSize, zoom: number): CropSquare {
  const size = sizeAtZoom(image, zoom);
  const centreX = crop.x + crop.size / 2;
  const centreY = crop.y + crop.size / 2;
  return clampCrop({ x: centreX - size / 2, y: centreY - size / 2, size }, image);
}

/** Moved by (dx, dy) image pixels, never past the image's edges. */
export function moveCrop(crop: CropSquare, image: ImageSize, dx: number, dy: number): CropSquare {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image);
}

const KEY_DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The square after an arrow key; null for any other key. */
export function cropAfterKey(crop: CropSquare, image: ImageSize, key: string, isLarge: boolean): CropSquare | null {
  const direction = KEY_DIRECTIONS[key];
  if (!direction) return null;
  const step = Math.min(image.width, image.height) * KEY_STEP_SHARE * (isLarge ? 5 : 1);
  return moveCrop(crop, image, direction[0] * step, direction[1] * step);
}

/** The square as shares of the image (0–100), to place it over the shown image with CSS. */
export function cropInPercent(crop: CropSquare, image: ImageSize) {
  return {
    left: (crop.x / image.width) * 100,
    top: (crop.y / image.height) * 100,
    width: (crop.size / image.width) * 100,
    height: (crop.size / image.height) * 100,
  };
}
