import * as L from 'leaflet';
import {
  aroundMarker,
  changedMarkers,
  drawMarker,
  drawMarkers,
  drawVectors,
  itemsChange,
  markerReach,
  markersLabel,
  markerTitle,
  paletteOf,
  RADIUS,
  setFont,
  type Box,
  type MarkerItem,
  type Palette,
} from './gcpMarkerPicture';
import { MarkerBitmap } from './markerBitmap';
import { containerPoints, drawingOrder } from './markerPlaces';

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
/**
 * Up to this many changed markers the picture is drawn anew only around them (an outlier more
 * or less while a point is dragged, a selection); more, and it is drawn whole.
 */
const REDRAW_AROUND_AT_MOST = 32;

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
 * it as leaflet's own canvas renderer does. The residual vectors are drawn beneath the
 * markers; the markers but a dragged one come from a picture drawn once (MarkerBitmap), and
 * drawn anew only around the markers that change: a drag's start lifts one point out of the
 * picture without drawing the other 999 again (10–15 ms of the page's thread at 1,000 points).
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
  /** Each item's vector end in container pixels (x, y pairs; NaN: no vector). */
  private ends = new Float64Array(0);
  private readonly bitmap = new MarkerBitmap();
  /** The indices in drawing order: the selected point last, so on top. */
  private order: number[] = [];
  private press: Press | null = null;
  /**
   * The key of the marker drawn on its own over the picture of the others: the one dragged,
   * and after its release until the picture is drawn anew for another reason, so a release
   * does not draw 1,000 markers again.
   */
  private lifted: number | null = null;
  private clickSwallowUntil = 0;
  private hovered = -1;
  private observer: MutationObserver | null = null;
  /** The theme's colours, read again only when the root's style changes (the theme switched). */
  private palette: Palette | null = null;
  /** One drawing per frame, however many moves and renders ask for one in between. */
  private frame = 0;
  /** Whether `centres` and `order` are older than the items or the view. */
  private stale = true;
  /** Whether `ends` is older than the items' vectors. */
  private vectorsStale = true;
  /** How far a marker's drawing reaches from its centre, as of the picture's last whole drawing. */
  private reach = 2 * RADIUS;

  constructor(handlers: () => MarkerHandlers) {
    super();
    this.handlers = handlers;
  }

  /**
   * The container's listeners, added and removed as one list. A press on a marker, its click and
   * its double click are taken in the capture phase, before leaflet's own handlers see them.
   */
  private get listeners(): readonly (readonly [string, EventListener, boolean])[] {
    return [
      ['pointerdown', this.onDown as EventListener, true],
      ['pointermove', this.onMove as EventListener, false],
      ['pointerup', this.onUp as EventListener, false],
      ['pointercancel', this.onUp as EventListener, false],
      ['pointerleave', this.onLeave, false],
      ['click', this.onClick as EventListener, true],
      ['dblclick', this.onDoubleClick as EventListener, true],
    ];
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'wm-gcp-canvas leaflet-zoom-animated', map.getPane('markerPane'));
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', markersLabel(this.items));
    this.canvas = canvas;
    map.on('move zoomend viewreset resize', this.reset, this);
    map.on('zoomanim', this.animateZoom, this);
    const container = map.getContainer();
    for (const [type, listener, capture] of this.listeners) container.addEventListener(type, listener, capture);
    // The theme (light, dark, the person's colour) lives in CSS variables on the root: a canvas
    // does not follow them by itself.
    this.observer = new MutationObserver(() => {
      this.palette = null;
      this.bitmap.invalidate();
      this.requestDraw();
    });
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    // The numbers are drawn in the web font once it has loaded.
    void document.fonts?.ready.then(() => {
      this.bitmap.invalidate();
      this.requestDraw();
    });
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
    for (const [type, listener, capture] of this.listeners) container.removeEventListener(type, listener, capture);
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
    const previous = this.items;
    this.items = items;
    if (this.press) {
      const index = items.findIndex((item) => item.key === this.press?.key);
      if (index === -1) this.endPress(false);
      else this.press.index = index;
    }
    // A drag changes the dragged point (drawn on its own) and the vectors; the other pane's
    // points, nothing it draws.
    const change = itemsChange(previous, items, this.lifted);
    if (change === 'none') return;
    if (change === 'markers') {
      // A press not yet a drag puts its marker on top at the next whole drawing: drawn whole.
      const changed =
        this.press && !this.press.moved ? null : changedMarkers(previous, items, this.lifted, REDRAW_AROUND_AT_MOST);
      if (changed) this.redrawAround(changed);
      else this.invalidatePicture();
      this.canvas?.setAttribute('aria-label', markersLabel(items));
    }
    this.vectorsStale = true;
    this.requestDraw();
  }

  /** The markers' picture is to be drawn anew, with the lifted marker back in it unless it is dragged. */
  private invalidatePicture(): void {
    this.stale = true;
    this.bitmap.invalidate();
    if (!this.press?.moved) this.lifted = null;
  }

  /**
   * The picture drawn anew around the `changed` markers where they were and where they are now,
   * and around a released point that goes back into it (as `invalidatePicture` does for all).
   */
  private redrawAround(changed: readonly number[]): void {
    const map = this._map as L.Map | undefined;
    if (!map || this.stale) {
      this.invalidatePicture();
      return;
    }
    const indices = [...changed];
    if (!this.press?.moved && this.lifted !== null) {
      const index = this.items.findIndex((item) => item.key === this.lifted);
      this.lifted = null;
      if (index !== -1) indices.push(index);
    }
    const boxes = indices.map((index) => this.around(index));
    for (const index of indices) {
      const at = map.latLngToContainerPoint((this.items[index] as MarkerItem).latlng);
      this.centres[index * 2] = at.x;
      this.centres[index * 2 + 1] = at.y;
      boxes.push(this.around(index));
    }
    // A selection moves its marker to the top; the others keep their order among themselves.
    this.order = drawingOrder(this.items, this.press?.index ?? -1);
    this.bitmap.invalidateBoxes(boxes);
  }

  /** Where the picture changes when the marker `index` (at its centre as last drawn) changes. */
  private around(index: number): Box {
    return aroundMarker(this.centres[index * 2] as number, this.centres[index * 2 + 1] as number, this.reach);
  }

  private requestDraw(): void {
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
    this.invalidatePicture();
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
    // A drawing now (a move of the view) makes the one requested for the frame unneeded.
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    const map = this._map as L.Map | undefined;
    const canvas = this.canvas;
    const context = canvas?.getContext('2d');
    if (!map || !canvas || !context) return;
    if (this.stale) this.place(map);
    if (this.vectorsStale) this.placeEnds(map);
    const lifted = this.lifted === null ? -1 : this.items.findIndex((item) => item.key === this.lifted);
    if (lifted !== -1) this.placeLifted(map, lifted);
    const size = map.getSize();
    const ratio = canvas.width / Math.max(1, size.x);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size.x, size.y);
    const palette = (this.palette ??= paletteOf(map.getContainer()));
    const { items, centres, ends, order } = this;
    drawVectors(context, { items, centres, ends }, palette);
    const still = lifted === -1 ? order : order.filter((index) => index !== lifted);
    this.bitmap.copyOnto(canvas, ratio, this.reach, (own, boxes) => {
      if (!boxes) {
        setFont(own, palette);
        this.reach = markerReach(
          own,
          items.reduce((largest, item) => Math.max(largest, item.nr), 0),
        );
      }
      drawMarkers(own, { items, order: still, centres }, size, palette, boxes && { boxes, reach: this.reach });
    });
    const item = items[lifted];
    if (item) {
      setFont(context, palette);
      drawMarker(context, centres[lifted * 2] as number, centres[lifted * 2 + 1] as number, item, palette);
    }
  }

  /** Each marker's centre in container pixels and the drawing order, for drawing and the hit test. */
  private place(map: L.Map): void {
    this.stale = false;
    this.vectorsStale = true;
    this.centres = containerPoints(map, this.items, (item) => item.latlng);
    this.order = drawingOrder(this.items, this.press?.index ?? -1);
  }

  /** Each vector's end in container pixels (NaN where a point has none). */
  private placeEnds(map: L.Map): void {
    this.vectorsStale = false;
    this.ends = containerPoints(map, this.items, (item) => item.vectorTo ?? null);
  }

  /** The lifted marker where it is: a dragged one under the pointer, its vector moved with it. */
  private placeLifted(map: L.Map, index: number): void {
    const item = this.items[index];
    if (!item) return;
    const press = this.press?.moved && this.press.index === index ? this.press : null;
    const at = map.latLngToContainerPoint(press ? press.latlng : item.latlng);
    const i = index * 2;
    this.centres[i] = at.x;
    this.centres[i + 1] = at.y;
    if (!item.vectorTo) return;
    const from = map.latLngToContainerPoint(item.latlng);
    const to = map.latLngToContainerPoint(item.vectorTo);
    this.ends[i] = to.x + at.x - from.x;
    this.ends[i + 1] = to.y + at.y - from.y;
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
      // From now on the point is drawn on its own, over the picture of the others: the picture
      // is drawn anew where it stood, and where a point released earlier goes back into it.
      const before = this.lifted === null ? -1 : this.items.findIndex((item) => item.key === this.lifted);
      this.lifted = press.key;
      if (before !== press.index) {
        this.bitmap.invalidateBoxes([press.index, before].filter((index) => index !== -1).map((i) => this.around(i)));
      }
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
    // A released point stays lifted; one removed or a press without a move changes nothing drawn.
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
