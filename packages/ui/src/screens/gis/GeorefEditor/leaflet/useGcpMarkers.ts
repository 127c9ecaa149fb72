import * as L from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { removeMarker } from './removeMarker';

/** One ground control point as one map view shows it. */
export interface MarkerItem {
  key: number;
  nr: number;
  latlng: L.LatLng;
  isSelected: boolean;
  isOutlier: boolean;
  isEnabled: boolean;
}

export interface MarkerHandlers {
  onSelect: (key: number) => void;
  onDragStart: (key: number) => void;
  /** Every pointer move of a drag (residuals recomputed while a point is dragged). */
  onDrag: (key: number, latlng: L.LatLng) => void;
  onDragEnd: (key: number, latlng: L.LatLng) => void;
}

type PositionedMarker = { _setPos(pos: L.Point): void; _icon?: HTMLElement | null };
const leafletSetPos = (L.Marker.prototype as unknown as PositionedMarker)._setPos;

/**
 * A marker placed with a 2D translate. Leaflet places each icon with `translate3d`, which
 * makes every marker a compositing layer of its own: 2,042 layers at 1,000 points in two
 * panes, and the browser's paint, layerize and commit of them, not our script, took most of
 * a drag's time (`npm run bench -- --georef-editor`). In 2D they paint into their pane's
 * layer. Leaflet rounds the position to whole pixels, so the icon sits where it did; the
 * marker being dragged is moved by leaflet's draggable, in 3D, as before.
 */
const FlatMarker = L.Marker.extend({
  _setPos(this: PositionedMarker, pos: L.Point) {
    leafletSetPos.call(this, pos);
    if (this._icon) this._icon.style.transform = `translate(${pos.x}px, ${pos.y}px)`;
  },
}) as unknown as new (latlng: L.LatLngExpression, options?: L.MarkerOptions) => L.Marker;

/** Icon size in CSS pixels (leaflet positions icons by number). */
const MARKER_SIZE = 24;

function markerIcon(nr: number): L.DivIcon {
  return L.divIcon({
    className: 'wm-gcp',
    html: `<span class="wm-gcp-label">${nr}</span>`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
  });
}

/** State changes go onto the marker's element: a new icon would end a drag under way. */
function decorate(marker: L.Marker, item: MarkerItem) {
  const element = marker.getElement();
  if (!element) return;
  element.classList.toggle('is-selected', item.isSelected);
  element.classList.toggle('is-outlier', item.isOutlier);
  element.classList.toggle('is-disabled', !item.isEnabled);
  const label = element.querySelector('.wm-gcp-label');
  if (label && label.textContent !== String(item.nr)) label.textContent = String(item.nr);
  element.title = `Passpunkt ${item.nr}${item.isOutlier ? ' (Ausreißer)' : ''}${item.isEnabled ? '' : ' (inaktiv)'}`;
}

/**
 * The draggable markers of the points, kept in step with `items` without re-creating
 * them: a moved point moves its marker, a new point gets one, a deleted one loses it.
 * The marker being dragged is left to leaflet until it is released.
 */
export function useGcpMarkers(map: L.Map | null, items: readonly MarkerItem[], handlers: MarkerHandlers) {
  const markers = useRef(new Map<number, L.Marker>());
  // What each marker's element shows, so an unchanged marker is not touched on every pointer move.
  const shownStates = useRef(new Map<number, string>());
  const draggingKey = useRef<number | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!map) return;
    const shown = markers.current;
    const keys = new Set<number>();
    for (const item of items) {
      keys.add(item.key);
      let marker = shown.get(item.key);
      if (!marker) {
        const created = new FlatMarker(item.latlng, {
          icon: markerIcon(item.nr),
          draggable: true,
          keyboard: false,
          autoPan: true,
          bubblingMouseEvents: false,
        });
        const key = item.key;
        created.on('click', () => latest.current.onSelect(key));
        created.on('dragstart', () => {
          draggingKey.current = key;
          latest.current.onDragStart(key);
        });
        created.on('drag', () => latest.current.onDrag(key, created.getLatLng()));
        created.on('dragend', () => {
          draggingKey.current = null;
          latest.current.onDragEnd(key, created.getLatLng());
        });
        created.addTo(map);
        shown.set(key, created);
        marker = created;
      } else if (draggingKey.current !== item.key && !marker.getLatLng().equals(item.latlng, 0)) {
        marker.setLatLng(item.latlng);
      }
      const state = `${item.nr}|${item.isSelected}|${item.isOutlier}|${item.isEnabled}`;
      if (shownStates.current.get(item.key) !== state) {
        decorate(marker, item);
        shownStates.current.set(item.key, state);
      }
    }
    for (const [key, marker] of shown) {
      if (keys.has(key)) continue;
      removeMarker(marker);
      shown.delete(key);
      shownStates.current.delete(key);
    }
  }, [map, items]);

  useEffect(() => {
    const shown = markers.current;
    const states = shownStates.current;
    return () => {
      for (const marker of shown.values()) removeMarker(marker);
      shown.clear();
      states.clear();
    };
  }, [map]);
}

/** A single marker for the half-set new point, or none. */
export function useDraftMarker(map: L.Map | null, latlng: L.LatLng | null, title: string) {
  const marker = useRef<L.Marker | null>(null);
  useEffect(() => {
    if (!map) return;
    if (!latlng) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = new FlatMarker(latlng, {
        icon: L.divIcon({
          className: 'wm-gcp wm-gcp-draft',
          html: '<span class="wm-gcp-label">+</span>',
          iconSize: [MARKER_SIZE, MARKER_SIZE],
          iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
        }),
        interactive: false,
        keyboard: false,
        title,
      }).addTo(map);
    } else {
      marker.current.setLatLng(latlng);
    }
  }, [map, latlng, title]);
  useEffect(
    () => () => {
      marker.current?.remove();
      marker.current = null;
    },
    [map],
  );
}
