import * as L from 'leaflet';
import {
  markersLabel,
  markerTitle,
  paletteOf,
  RADIUS,
  drawMarkers,
  type MarkerItem,
  type Palette,
} from './gcpMarkerPicture';

export { markersLabel, type MarkerItem };

export interface MarkerHandlers {
  onSelect: (key: number) => void;
  onDragStart: (key: number) => void;
  /** Every pointer move of a drag (residuals recomputed while a point is dragged). */
  onDrag: (key: number, latlng: L.LatLng) => void;
  onDragEnd: (key: number, latlng: L.LatLng) => void;
}

/** A press that moves less than this is a click that selects, not a drag. */
const DRAG_THRESHOLD = 3;
/** The click the browser sends after a press on a marker belongs to the press, not to the map. */
const CLICK_AFTER_PRESS_MS = 500;

interface Press {
  index: number;
  key: number;
  pointerId: number;
  start: L.Point;
  /** From the pointer to the marker's centre, so the marker does not jump under the pointer. */
  offset: L.Point;
  moved: boolean;
  latlng: L.LatLng;
  draggingWasOn: boolean;
}

/**
 * The points of one pane drawn on one canvas, with their own hit test, click and drag.
 * One DOM element per marker (a leaflet divIcon) cost the browser's style, layout, paint and
 * layerize of 2,000 elements on every frame of a drag at 1,000 points; one canvas redraws
 * them in a few milliseconds (`npm run bench -- --georef-editor`). The canvas covers the
 * map's container and is redrawn on every move of the view; leaflet's zoom animation scales
 * it as leaflet's own canvas renderer does.
 *
 * A press on a marker is taken before leaflet's map drag sees it (capture phase, map dragging
 * off until the release); the pointer's title names the marker under it, as the divIcons'
 * titles did; the canvas's accessible name counts the points (the table lists them).
 */
export class GcpCanvasLayer extends L.Layer {
  private readonly handlers: () => MarkerHandlers;
  private canvas: HTMLCanvasElement | null = null;
  private items: readonly MarkerItem[] = [];
  /** Each item's centre in container pixels at the last drawing (x, y pairs), for the hit test. */
  private centres = new Float64Array(0);
  /** The indices in drawing order: the selected point last, so on top. */
  private order: number[] = [];
  private press: Press | null = null;
  private clickSwallowUntil = 0;
  private hovered = -1;
  private observer: MutationObserver | null = null;
  /** The theme's colours, read again only when the root's style changes (the theme switched). */
  private palette: Palette | null = null;
  /** One drawing per frame, however many moves and renders ask for one in between. */
  private frame = 0;
  /** Whether `centres` and `order` are older than the items or the view. */
  private stale = true;

  constructor(handlers: () => MarkerHandlers) {
    super();
    this.handlers = handlers;
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'wm-gcp-canvas leaflet-zoom-animated', map.getPane('markerPane'));
    canvas.setAttribute('role', 'img');
    this.canvas = canvas;
    map.on('move zoomend viewreset resize', this.reset, this);
    map.on('zoomanim', this.animateZoom, this);
    const container = map.getContainer();
    container.addEventListener('pointerdown', this.onDown, true);
    container.addEventListener('pointermove', this.onMove);
    container.addEventListener('pointerup', this.onUp);
    container.addEventListener('pointercancel', this.onUp);
    container.addEventListener('pointerleave', this.onLeave);
    container.addEventListener('click', this.onClick, true);
    container.addEventListener('dblclick', this.onDoubleClick, true);
    // The theme (light, dark, the person's colour) lives in CSS variables on the root: a canvas
    // does not follow them by itself.
    this.observer = new MutationObserver(() => {
      this.palette = null;
      this.requestDraw();
    });
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    // The numbers are drawn in the web font once it has loaded.
    void document.fonts?.ready.then(() => this.requestDraw());
    this.reset();
    return this;
  }

  override onRemove(map: L.Map): this {
    // A point deleted or the editor closed mid-drag: the drag ends without a report.
    if (this.press && this.press.draggingWasOn) map.dragging.enable();
    this.press = null;
    map.off('move zoomend viewreset resize', this.reset, this);
    map.off('zoomanim', this.animateZoom, this);
    const container = map.getContainer();
    container.removeEventListener('pointerdown', this.onDown, true);
    container.removeEventListener('pointermove', this.onMove);
    container.removeEventListener('pointerup', this.onUp);
    container.removeEventListener('pointercancel', this.onUp);
    container.removeEventListener('pointerleave', this.onLeave);
    container.removeEventListener('click', this.onClick, true);
    container.removeEventListener('dblclick', this.onDoubleClick, true);
    this.setHovered(-1);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.observer?.disconnect();
    this.observer = null;
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  /** The points to show; the one being dragged stays under the pointer until it is released. */
  setItems(items: readonly MarkerItem[]): void {
    this.items = items;
    if (this.press) {
      const index = items.findIndex((item) => item.key === this.press?.key);
      if (index === -1) this.endPress(false);
      else this.press.index = index;
    }
    this.canvas?.setAttribute('aria-label', markersLabel(items));
    this.requestDraw();
  }

  private requestDraw(): void {
    this.stale = true;
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  private reset(): void {
    const map = this._map as L.Map | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(canvas, map.containerPointToLayerPoint([0, 0]));
    if (canvas.width !== Math.round(size.x * ratio) || canvas.height !== Math.round(size.y * ratio)) {
      canvas.width = Math.round(size.x * ratio);
      canvas.height = Math.round(size.y * ratio);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    this.draw();
  }

  private animateZoom(event: L.ZoomAnimEvent): void {
    const map = this._map as
      (L.Map & { _latLngToNewLayerPoint(at: L.LatLng, zoom: number, centre: L.LatLng): L.Point }) | undefined;
    if (!map || !this.canvas) return;
    const scale = map.getZoomScale(event.zoom, map.getZoom());
    const offset = map._latLngToNewLayerPoint(map.containerPointToLatLng([0, 0]), event.zoom, event.center);
    L.DomUtil.setTransform(this.canvas, offset, scale);
  }

  private draw(): void {
    const map = this._map as L.Map | undefined;
    if (!map) return;
    this.place(map);
    const canvas = this.canvas;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const size = map.getSize();
    const ratio = canvas.width / Math.max(1, size.x);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size.x, size.y);
    this.palette ??= paletteOf(map.getContainer());
    drawMarkers(context, { items: this.items, order: this.order, centres: this.centres }, size, this.palette);
  }

  /** Each marker's centre in container pixels and the drawing order, for drawing and the hit test. */
  private place(map: L.Map): void {
    this.stale = false;
    const { items, press } = this;
    const centres = new Float64Array(items.length * 2);
    items.forEach((item, index) => {
      const at = map.latLngToContainerPoint(press?.index === index && press.moved ? press.latlng : item.latlng);
      centres[index * 2] = at.x;
      centres[index * 2 + 1] = at.y;
    });
    this.centres = centres;
    const rank = (index: number) => (press?.index === index ? 2 : items[index]?.isSelected ? 1 : 0);
    this.order = items.map((_, index) => index).sort((a, b) => rank(a) - rank(b));
  }

  /** The topmost marker under a container point, or -1. */
  private hitAt(at: L.Point): number {
    const map = this._map as L.Map | undefined;
    if (this.stale && map) this.place(map);
    for (let k = this.order.length - 1; k >= 0; k--) {
      const index = this.order[k] as number;
      const dx = (this.centres[index * 2] as number) - at.x;
      const dy = (this.centres[index * 2 + 1] as number) - at.y;
      if (dx * dx + dy * dy <= RADIUS * RADIUS) return index;
    }
    return -1;
  }

  private readonly onDown = (event: PointerEvent) => {
    const map = this._map as L.Map | undefined;
    if (!map || this.press || event.button !== 0 || !event.isPrimary) return;
    const at = map.mouseEventToContainerPoint(event as unknown as MouseEvent);
    const index = this.hitAt(at);
    const item = this.items[index];
    if (!item) return;
    // Ours, not the map's: no map drag, no box zoom, no text selection.
    event.stopPropagation();
    event.preventDefault();
    map.getContainer().focus({ preventScroll: true });
    const draggingWasOn = map.dragging.enabled();
    if (draggingWasOn) map.dragging.disable();
    // The moves and the release reach the container wherever the pointer goes.
    try {
      map.getContainer().setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know as active (a synthetic one) cannot be captured.
    }
    const centre = L.point(this.centres[index * 2] as number, this.centres[index * 2 + 1] as number);
    this.press = {
      index,
      key: item.key,
      pointerId: event.pointerId,
      start: at,
      offset: centre.subtract(at),
      moved: false,
      latlng: item.latlng,
      draggingWasOn,
    };
    map.getContainer().classList.add('wm-gcp-grabbing');
  };

  private readonly onMove = (event: PointerEvent) => {
    const map = this._map as L.Map | undefined;
    if (!map) return;
    const at = map.mouseEventToContainerPoint(event as unknown as MouseEvent);
    const press = this.press;
    if (!press) {
      if (event.pointerType !== 'touch') this.setHovered(this.hitAt(at));
      return;
    }
    if (event.pointerId !== press.pointerId) return;
    if (!press.moved && at.distanceTo(press.start) < DRAG_THRESHOLD) return;
    if (!press.moved) {
      press.moved = true;
      this.handlers().onDragStart(press.key);
    }
    press.latlng = map.containerPointToLatLng(at.add(press.offset));
    this.requestDraw();
    this.handlers().onDrag(press.key, press.latlng);
  };

  private readonly onUp = (event: PointerEvent) => {
    if (this.press?.pointerId !== event.pointerId) return;
    this.endPress(true);
  };

  /** Ends a press: a drag is reported as released where it is, a press without a move selects. */
  private endPress(report: boolean): void {
    const map = this._map as L.Map | undefined;
    const press = this.press;
    if (!press) return;
    this.press = null;
    this.clickSwallowUntil = performance.now() + CLICK_AFTER_PRESS_MS;
    if (map) {
      if (press.draggingWasOn) map.dragging.enable();
      const container = map.getContainer();
      container.classList.remove('wm-gcp-grabbing');
      if (container.hasPointerCapture?.(press.pointerId)) container.releasePointerCapture(press.pointerId);
    }
    if (report) {
      if (press.moved) this.handlers().onDragEnd(press.key, press.latlng);
      else this.handlers().onSelect(press.key);
    }
    this.requestDraw();
  }

  private readonly onLeave = () => {
    if (!this.press) this.setHovered(-1);
  };

  private readonly onClick = (event: MouseEvent) => {
    if (performance.now() > this.clickSwallowUntil) return;
    this.clickSwallowUntil = 0;
    // The map would take the click as a new point where the marker is.
    event.stopImmediatePropagation();
  };

  private readonly onDoubleClick = (event: MouseEvent) => {
    const map = this._map as L.Map | undefined;
    if (map && this.hitAt(map.mouseEventToContainerPoint(event)) !== -1) event.stopImmediatePropagation();
  };

  /** The pointer's title and cursor name the marker under it, as a divIcon's title did. */
  private setHovered(index: number): void {
    const container = (this._map as L.Map | undefined)?.getContainer();
    if (index === this.hovered || !container) return;
    this.hovered = index;
    const item = this.items[index];
    if (item) container.title = markerTitle(item);
    else container.removeAttribute('title');
    container.classList.toggle('wm-gcp-hover', item !== undefined);
  }
}
