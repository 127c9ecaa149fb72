import * as L from 'leaflet';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromWgs84, isDhdn, toWgs84, type SupportedEpsg } from '../../../model/georef/coordinates';
import type { ScanMask } from '../../../model/georef/scanMask';
import type { GeorefFit, XY } from '../../../model/georef/types';
import type { BBoxRow } from '../../../model/resultRows';
import type { EditorPoint } from './editorState';
import { GERMANY_BOUNDS } from './germanyOutline';
import { useMapBackground } from './leaflet/useMapBackground';
import { BackgroundChoice, BackgroundNotice, useBackgroundChoice } from './BackgroundChoice';
import type { MapBackgrounds } from './mapBackgrounds';
import { Announce, PaneFrame, PaneHeader, PaneNotice } from './leaflet/PaneFrame';
import { usePaneFocus, type PaneFocus } from './leaflet/usePaneFocus';
import { useDraftMarker, useGcpMarkers, type MarkerItem } from './leaflet/useGcpMarkers';
import { useLeafletMap } from './leaflet/useLeafletMap';
import { paneKeyHandler } from './leaflet/usePaneKeys';
import { WarpControls } from './leaflet/WarpControls';
import { useWarpedScan } from './leaflet/useWarpedScan';
import type { ScanView } from './scanView';

export interface WorldPaneProps {
  epsg: SupportedEpsg;
  /** Tile URL template from the runtime configuration; without it (or offline) the bundled background. */
  tileUrl?: string;
  attribution?: string;
  /** The configured WMS, offered beside the tiles, and the person's kept choice. */
  backgrounds?: MapBackgrounds;
  /** How a Gauß-Krüger map reaches the web map's WGS 84: the BeTA2007 grid or the fixed shift. */
  dhdnShift?: 'grid' | 'fixed';
  points: readonly EditorPoint[];
  outliers: readonly boolean[];
  selectedKey: number | null;
  /** Centre on this point (a table row chosen); each request once. */
  focus?: PaneFocus | null;
  draftMap: XY | null;
  /** The scan's outline through the fit, [lat, lon] pairs; `null` without a fit. */
  footprint: readonly [number, number][] | null;
  /** The client's extent (a_get_bbox_from_client). */
  bbox: BBoxRow | null;
  /** The current fit, for the live warped preview; null without one. */
  fit?: GeorefFit | null;
  /** The scan the preview warps; without a picture there is no preview. */
  scan?: ScanView;
  /** The sheet's pixel size (the fit's pixel space). */
  size?: { width: number; height: number };
  /** The part of the scan that is map: the preview leaves the rest out. */
  mask?: ScanMask | null;
  onClickMap: (map: XY) => void;
  onSelect: (key: number) => void;
  onDragStart: (key: number) => void;
  onDragMap: (key: number, map: XY, isEnd: boolean) => void;
  onNudge: (key: number, delta: XY) => void;
  onEscape: () => void;
}

const NO_SCAN: ScanView = { kind: 'none' };
const NO_SIZE = { width: 1, height: 1 };

/** Map coordinates from clicks are kept to the centimetre. */
const roundCm = (value: number) => Math.round(value * 100) / 100;
const metres = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const lonLat = (latlng: L.LatLng) => ({ lon: latlng.lng, lat: latlng.lat });

/** Each point object is immutable and a move replaces only the moved one: each is converted once. */
class LatLngCache {
  private readonly converted = new WeakMap<EditorPoint, L.LatLng>();
  constructor(private readonly epsg: SupportedEpsg) {}

  get(point: EditorPoint): L.LatLng {
    let latlng = this.converted.get(point);
    if (!latlng) {
      const { lon, lat } = toWgs84(this.epsg, { x: point.mapx, y: point.mapy });
      latlng = L.latLng(lat, lon);
      this.converted.set(point, latlng);
    }
    return latlng;
  }
}

/**
 * The world map: the chosen background (the configured tiles or a configured WMS) while it
 * loads, else the offline background (Germany's simplified outline), always with the client's extent
 * and the scan's footprint. Points are shown and clicked in WGS 84 and stored in the
 * map's EPSG, converted with proj4.
 */
export const WorldPane = memo(function WorldPane(props: WorldPaneProps) {
  const { epsg, tileUrl, attribution, points, outliers, selectedKey, draftMap, footprint, bbox } = props;
  const { fit = null, scan = NO_SCAN, size = NO_SIZE, mask = null } = props;
  const hintId = useId();
  const { containerRef, map } = useLeafletMap({ minZoom: 4, maxZoom: 19, zoomSnap: 0.5 });
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const background = useBackgroundChoice(tileUrl, attribution, props.backgrounds);
  const { chosen } = background;
  const isOffline = useMapBackground(map, chosen.kind === 'outline' ? undefined : chosen);

  const cache = useMemo(() => new LatLngCache(epsg), [epsg]);
  const toLatLng = (point: EditorPoint) => cache.get(point);
  const toMap = (latlng: L.LatLng): XY => {
    const map = fromWgs84(epsg, lonLat(latlng));
    return { x: roundCm(map.x), y: roundCm(map.y) };
  };

  usePaneFocus(map, props.focus, (key) => {
    const point = latest.current.points.find((candidate) => candidate.key === key);
    return point ? toLatLng(point) : null;
  });

  // The first view: the points, else the client's extent, else Germany.
  useEffect(() => {
    if (!map) return;
    const { points: initial, bbox: extent } = latest.current;
    if (initial.length > 0) {
      map.fitBounds(L.latLngBounds(initial.map(toLatLng)).pad(0.3), { animate: false, maxZoom: 15 });
    } else if (extent) {
      map.fitBounds(
        [
          [extent.ymin, extent.xmin],
          [extent.ymax, extent.xmax],
        ],
        { animate: false },
      );
    } else {
      map.fitBounds(GERMANY_BOUNDS, { animate: false });
    }
    const onClick = (event: L.LeafletMouseEvent) => latest.current.onClickMap(toMap(event.latlng));
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
    // The first view only; later points do not move the view under the person's hands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  // Without points the first view waits for the client's extent, which often arrives after the map.
  const hasFirstView = useRef(false);
  useEffect(() => {
    if (!map || hasFirstView.current) return;
    if (latest.current.points.length > 0) hasFirstView.current = true;
    else if (bbox) {
      hasFirstView.current = true;
      map.fitBounds(
        [
          [bbox.ymin, bbox.xmin],
          [bbox.ymax, bbox.xmax],
        ],
        { animate: false },
      );
    }
  }, [map, bbox]);

  useEffect(() => {
    if (!map || !bbox) return;
    const rectangle = L.rectangle(
      [
        [bbox.ymin, bbox.xmin],
        [bbox.ymax, bbox.xmax],
      ],
      { className: 'wm-bbox', interactive: false },
    ).addTo(map);
    return () => {
      rectangle.remove();
    };
  }, [map, bbox]);

  const outlinePolygon = useRef<L.Polygon | null>(null);
  useEffect(() => {
    if (!map) return;
    const polygon = L.polygon([], { className: 'wm-footprint', interactive: false }).addTo(map);
    outlinePolygon.current = polygon;
    return () => {
      polygon.remove();
      outlinePolygon.current = null;
    };
  }, [map]);
  useEffect(() => {
    outlinePolygon.current?.setLatLngs(footprint ? footprint.map(([lat, lon]) => L.latLng(lat, lon)) : []);
  }, [map, footprint]);

  const warp = useWarpedScan(map, { fit, scan, size, epsg, mask });

  const items = useMemo<MarkerItem[]>(
    () =>
      points.map((point, index) => ({
        key: point.key,
        nr: index + 1,
        latlng: toLatLng(point),
        isSelected: point.key === selectedKey,
        isOutlier: outliers[index] ?? false,
        isEnabled: point.enable,
      })),
    // toLatLng reads only the cache, which belongs to `epsg`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [points, selectedKey, outliers, cache],
  );
  useGcpMarkers(map, items, {
    onSelect: (key) => latest.current.onSelect(key),
    onDragStart: (key) => latest.current.onDragStart(key),
    onDrag: (key, latlng) => latest.current.onDragMap(key, toMap(latlng), false),
    onDragEnd: (key, latlng) => latest.current.onDragMap(key, toMap(latlng), true),
  });
  const draftLatLng = useMemo(() => {
    if (!draftMap) return null;
    const { lon, lat } = toWgs84(epsg, draftMap);
    return L.latLng(lat, lon);
  }, [draftMap, epsg]);
  useDraftMarker(map, draftLatLng, 'Neuer Passpunkt');

  const [crosshair, setCrosshair] = useState('');
  const selected = points.find((point) => point.key === selectedKey);
  const onKeyDown = paneKeyHandler(map, {
    hasSelection: selected !== undefined,
    onNudge: (screen) => {
      if (!map || !selected) return;
      // One screen pixel at the current zoom, carried back into the map's EPSG.
      const at = map.latLngToContainerPoint(toLatLng(selected));
      const start = fromWgs84(epsg, lonLat(map.containerPointToLatLng(at)));
      const moved = fromWgs84(epsg, lonLat(map.containerPointToLatLng(at.add([screen.x, screen.y]))));
      props.onNudge(selected.key, { x: moved.x - start.x, y: moved.y - start.y });
    },
    onEscape: props.onEscape,
    onPlace: (centre) => {
      const map = toMap(centre);
      props.onClickMap(map);
      setCrosshair(`Kartenpunkt gesetzt bei Rechtswert ${metres.format(map.x)}, Hochwert ${metres.format(map.y)}.`);
    },
    onCrosshair: (centre) => {
      const map = toMap(centre);
      setCrosshair(`Fadenkreuz bei Rechtswert ${metres.format(map.x)}, Hochwert ${metres.format(map.y)}.`);
    },
  });

  return (
    <PaneFrame>
      <PaneHeader>
        <h3>Karte (EPSG:{epsg})</h3>
        <p id={hintId}>
          Klicken setzt den Kartenpunkt zum gewählten Bildpunkt. Mit der Tastatur: Umschalt+Pfeiltasten bewegen die
          Karte unter dem Fadenkreuz, Enter setzt dort den Kartenpunkt.
        </p>
        {isDhdn(epsg) ? <DatumShift shift={props.dhdnShift ?? 'fixed'} /> : null}
        <BackgroundNotice chosen={chosen} isOffline={isOffline} hasRemote={background.options.length > 1} />
        <BackgroundChoice options={background.options} chosen={chosen} onChoose={background.choose} />
        <WarpControls {...warp.controls} />
      </PaneHeader>
      <div
        ref={containerRef}
        role="application"
        aria-label="Weltkarte"
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="georef-world"
      />
      <Announce role="status">{crosshair}</Announce>
    </PaneFrame>
  );
});

/** How DHDN reaches ETRS89 here: said for Gauß-Krüger maps, a notice when the fixed shift stands in. */
function DatumShift({ shift }: { shift: 'grid' | 'fixed' }) {
  return shift === 'grid' ? (
    <p data-testid="datum-shift">DHDN → ETRS89 über das Gitter BeTA2007, wie PROJ (auf wenige Zentimeter).</p>
  ) : (
    <PaneNotice role="status" $tone="info" data-testid="datum-shift">
      DHDN → ETRS89 mit der festen 7-Parameter-Verschiebung: Das Gitter BeTA2007 ist nicht geladen. Lagen auf der
      Weltkarte können bis etwa 2 m abweichen; die Transformation des Scans rechnet in Gauß-Krüger und bleibt exakt.
    </PaneNotice>
  );
}
