/**
 * The known pixel ↔ world transform of a demo scan: the sheet's affine transform
 * (scale, a slight rotation, image rows downwards) applied after a small quadratic
 * distortion of the paper, as an old sheet shrinks unevenly. So pixel → world is exactly a
 * second-order polynomial: a polynomial 2 fit through good points recovers it, an affine
 * one comes within the distortion.
 */
import { createRng, deriveSeed } from '../prng';
import { applyAffine, type Affine } from '../georef';

export interface XY {
  x: number;
  y: number;
}

export interface ScanSheet {
  karteId: number;
  width: number;
  height: number;
  /** Ground metres per millimetre of paper: the scale's denominator / 1000. */
  metresPerMm: number;
  /** Scan pixels per millimetre of paper: dpi / 25.4. */
  pixelsPerMm: number;
  /** Pixel (after the distortion) → world, in the map's EPSG. */
  affine: Affine;
  /**
   * The paper's distortion: pixel shift along x and y as a fraction of the half side, each
   * c0·s² + c1·s·t + c2·t² of the centred coordinates s, t ∈ [−1, 1].
   */
  distortion: { x: [number, number, number]; y: [number, number, number] };
}

/**
 * At most 0.08 % of the half side: about 0.4 mm at the corner of an A0 sheet, a few
 * pixels at 300 dpi. Slight enough that the seeded points still suit an affine fit
 * (seed.test: median residual under 4 survey-noise widths).
 */
const MAX_DISTORTION = 0.0008;

/** The sheet of map `karteId`; the distortion draws from its own stream, so the seed's other data stays as it was. */
export function createScanSheet(
  karteId: number,
  truth: Affine,
  size: { width: number; height: number },
  scale: number,
  res: number,
): ScanSheet {
  const rng = createRng(deriveSeed(karteId, 'scan-distortion'));
  const coefficient = () => rng.float(-MAX_DISTORTION, MAX_DISTORTION);
  return {
    karteId,
    width: size.width,
    height: size.height,
    metresPerMm: scale / 1000,
    pixelsPerMm: res / 25.4,
    affine: truth,
    distortion: { x: [coefficient(), coefficient(), coefficient()], y: [coefficient(), coefficient(), coefficient()] },
  };
}

function distortionAt(sheet: ScanSheet, p: XY): XY {
  const hw = sheet.width / 2;
  const hh = sheet.height / 2;
  const s = (p.x - hw) / hw;
  const t = (p.y - hh) / hh;
  const [ax, bx, cx] = sheet.distortion.x;
  const [ay, by, cy] = sheet.distortion.y;
  return { x: hw * (ax * s * s + bx * s * t + cx * t * t), y: hh * (ay * s * s + by * s * t + cy * t * t) };
}

/** Scan pixel → world coordinates (the map's EPSG). */
export function pixelToWorld(sheet: ScanSheet, pixel: XY): XY {
  const d = distortionAt(sheet, pixel);
  return applyAffine(sheet.affine, pixel.x + d.x, pixel.y + d.y);
}

/** World → scan pixel: the affine inverse, then the distortion undone by fixed-point steps (it is tiny). */
export function worldToPixel(sheet: ScanSheet, world: XY): XY {
  const [a0, a1, a2] = sheet.affine.a;
  const [b0, b1, b2] = sheet.affine.b;
  const det = a1 * b2 - a2 * b1;
  const dx = world.x - a0;
  const dy = world.y - b0;
  const u = { x: (b2 * dx - a2 * dy) / det, y: (a1 * dy - b1 * dx) / det };
  let p = u;
  for (let step = 0; step < 6; step += 1) {
    const d = distortionAt(sheet, p);
    p = { x: u.x - d.x, y: u.y - d.y };
  }
  return p;
}
