import * as L from 'leaflet';
import type { XY } from '../../../../model/georef/types';

/** A picture of the whole scan, smaller than the sheet: what the preview warps. */
export interface ScanPicture {
  image: CanvasImageSource;
  width: number;
  height: number;
}

/**
 * The scan's pixel grid carried onto the world map: vertex (i, j) is sheet pixel
 * (width·i/cols, height·j/rows), `latlngs` row by row; null where the fit gives no place.
 */
export interface WarpMesh {
  cols: number;
  rows: number;
  sheet: { width: number; height: number };
  latlngs: (L.LatLng | null)[];
}

/** Pixels each triangle is widened by, so neighbours overlap instead of leaving hairline seams. */
const SEAM = 0.6;

function widen(points: XY[]): XY[] {
  const cx = (points[0]!.x + points[1]!.x + points[2]!.x) / 3;
  const cy = (points[0]!.y + points[1]!.y + points[2]!.y) / 3;
  return points.map((p) => {
    const length = Math.hypot(p.x - cx, p.y - cy) || 1;
    return { x: p.x + ((p.x - cx) / length) * SEAM, y: p.y + ((p.y - cy) / length) * SEAM };
  });
}

/**
 * Draws `picture` into the triangle `to` so that its points `from` land on `to`: the affine
 * map of the three pairs, with the triangle as clip (texture mapping on a 2D canvas).
 */
function drawTriangle(ctx: CanvasRenderingContext2D, picture: ScanPicture, from: XY[], to: XY[], ratio: number) {
  const [s0, s1, s2] = from as [XY, XY, XY];
  const [d0, d1, d2] = to as [XY, XY, XY];
  const u1 = { x: s1.x - s0.x, y: s1.y - s0.y };
  const u2 = { x: s2.x - s0.x, y: s2.y - s0.y };
  const v1 = { x: d1.x - d0.x, y: d1.y - d0.y };
  const v2 = { x: d2.x - d0.x, y: d2.y - d0.y };
  const det = u1.x * u2.y - u2.x * u1.y;
  if (Math.abs(det) < 1e-12) return;
  const a = (v1.x * u2.y - v2.x * u1.y) / det;
  const c = (v2.x * u1.x - v1.x * u2.x) / det;
  const b = (v1.y * u2.y - v2.y * u1.y) / det;
  const d = (v2.y * u1.x - v1.y * u2.x) / det;
  const e = d0.x - a * s0.x - c * s0.y;
  const f = d0.y - b * s0.x - d * s0.y;
  const clip = widen(to);
  ctx.save();
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.beginPath();
  ctx.moveTo(clip[0]!.x, clip[0]!.y);
  ctx.lineTo(clip[1]!.x, clip[1]!.y);
  ctx.lineTo(clip[2]!.x, clip[2]!.y);
  ctx.closePath();
  ctx.clip();
  ctx.setTransform(ratio * a, ratio * b, ratio * c, ratio * d, ratio * e, ratio * f);
  ctx.drawImage(picture.image, 0, 0, picture.width, picture.height);
  ctx.restore();
}

/**
 * The live warped preview: the scan drawn onto the world map through the
 * current fit as a mesh of triangles on a canvas, each an affine piece of the fit, so
 * every transformation type (polynomials, thin plate spline) bends the scan as it will be
 * warped. Redraws at most once per animation frame, however often points move.
 */
export class WarpedScanLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private frame = 0;
  private picture: ScanPicture | null = null;
  private mesh: WarpMesh | null = null;
  private opacity: number;

  constructor(opacity: number) {
    super();
    this.opacity = opacity;
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'wm-warp leaflet-zoom-hide');
    canvas.dataset.testid = 'georef-warp';
    canvas.setAttribute('aria-hidden', 'true');
    map.getPane('overlayPane')?.appendChild(canvas);
    this.canvas = canvas;
    map.on('moveend zoomend resize viewreset', this.schedule, this);
    this.schedule();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize viewreset', this.schedule, this);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  setPicture(picture: ScanPicture | null): this {
    this.picture = picture;
    return this.schedule();
  }

  setMesh(mesh: WarpMesh | null): this {
    this.mesh = mesh;
    return this.schedule();
  }

  setOpacity(opacity: number): this {
    this.opacity = opacity;
    if (this.canvas) this.canvas.style.opacity = String(opacity);
    return this;
  }

  /** One redraw at the next animation frame, for any number of changes before it. */
  schedule(): this {
    if (this.frame === 0 && this.canvas) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.draw();
      });
    }
    return this;
  }

  private draw() {
    const map = this._map as L.Map | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(size.x * ratio);
    canvas.height = Math.round(size.y * ratio);
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
    canvas.style.opacity = String(this.opacity);
    L.DomUtil.setPosition(canvas, map.containerPointToLayerPoint([0, 0]));
    const ctx = canvas.getContext('2d');
    const { picture, mesh } = this;
    if (!ctx || !picture || !mesh) {
      canvas.dataset.drawn = '0';
      return;
    }
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const screen = mesh.latlngs.map((latlng) => (latlng ? map.latLngToContainerPoint(latlng) : null));
    const sx = picture.width / mesh.sheet.width;
    const sy = picture.height / mesh.sheet.height;
    const source = (i: number, j: number): XY => ({
      x: ((mesh.sheet.width * i) / mesh.cols) * sx,
      y: ((mesh.sheet.height * j) / mesh.rows) * sy,
    });
    const at = (i: number, j: number) => screen[j * (mesh.cols + 1) + i] ?? null;
    let drawn = 0;
    for (let j = 0; j < mesh.rows; j += 1) {
      for (let i = 0; i < mesh.cols; i += 1) {
        const corners = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
        if (corners.some((p) => p === null)) continue;
        const [p0, p1, p2, p3] = corners as L.Point[];
        const [s0, s1, s2, s3] = [source(i, j), source(i + 1, j), source(i + 1, j + 1), source(i, j + 1)];
        drawTriangle(ctx, picture, [s0, s1, s2], [p0!, p1!, p2!], ratio);
        drawTriangle(ctx, picture, [s0, s2, s3], [p0!, p2!, p3!], ratio);
        drawn += 2;
      }
    }
    // For tests and the curious: how many triangles, and where the sheet's top left corner lies.
    canvas.dataset.drawn = String(drawn);
    const origin = screen[0];
    canvas.dataset.origin = origin ? `${Math.round(origin.x)},${Math.round(origin.y)}` : '';
  }
}
