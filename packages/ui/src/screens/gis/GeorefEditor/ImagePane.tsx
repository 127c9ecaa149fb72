import * as L from 'leaflet';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PointResidual } from '../../../model/georef/residuals';
import { maskProblem, normaliseMask, type ScanMask } from '../../../model/georef/scanMask';
import type { XY } from '../../../model/georef/types';
import type { EditorPoint } from './editorState';
import { iiifTileLayer } from './leaflet/IiifTileLayer';
import { Announce, PaneFrame, PaneHeader, PaneNotice } from './leaflet/PaneFrame';
import { useDraftMarker, useGcpMarkers, type MarkerItem } from './leaflet/useGcpMarkers';
import { latLngToPixel, pixelToLatLng, useLeafletMap } from './leaflet/useLeafletMap';
import { usePaneFocus, type PaneFocus } from './leaflet/usePaneFocus';
import { useMaskLayer } from './leaflet/useMaskLayer';
import { paneKeyHandler } from './leaflet/usePaneKeys';
import { MaskTools } from './MaskTools';
import { vectorExaggeration } from './mapGeometry';
import { scanNotice, type ScanView } from './scanView';

export interface ImagePaneProps {
  /** The scan: IIIF tiles, one image, or why there is none (then the placeholder sheet stands in). */
  scan: ScanView;
  /** The sheet with a pixel grid shown where there is no scan. */
  placeholderUrl: string;
  imageAlt: string;
  size: { width: number; height: number };
  points: readonly EditorPoint[];
  /** Residuals in pixels, aligned with `points`: drawn as vectors; `null` without a fit. */
  residuals: readonly (PointResidual | null)[] | null;
  /** Outlier flags aligned with `points` (from the residuals shown in the table). */
  outliers: readonly boolean[];
  selectedKey: number | null;
  /** Centre on this point (a table row chosen); each request once. */
  focus?: PaneFocus | null;
  draftPixel: XY | null;
  /** The part of the scan that is map; `null`: all of it. */
  mask: ScanMask | null;
  /** A mask drawn and checked, or removed (`null`). */
  onMaskChange: (mask: ScanMask | null) => void;
  onClickPixel: (pixel: XY) => void;
  onSelect: (key: number) => void;
  onDragStart: (key: number) => void;
  /** A drag moved the pixel end; `isEnd` on release. */
  onDragPixel: (key: number, pixel: XY, isEnd: boolean) => void;
  onNudge: (key: number, delta: XY) => void;
  onEscape: () => void;
}

/** Clicks are kept to a hundredth of a pixel; finer is noise. */
const round2 = (value: number) => Math.round(value * 100) / 100;
const roundPixel = (pixel: XY): XY => ({ x: round2(pixel.x), y: round2(pixel.y) });
const factor = new Intl.NumberFormat('de-DE');

/**
 * The scan in pixel space (`L.CRS.Simple`): click to set a point's pixel, drag a marker,
 * residual vectors from each point towards where the fit puts it, enlarged to be seen.
 */
export const ImagePane = memo(function ImagePane(props: ImagePaneProps) {
  const { scan, placeholderUrl, imageAlt, size, points, residuals, outliers, selectedKey, draftPixel, mask } = props;
  const hintId = useId();
  const { containerRef, map } = useLeafletMap({
    crs: L.CRS.Simple,
    minZoom: -6,
    maxZoom: 5,
    zoomSnap: 0.25,
    zoomDelta: 0.5,
  });
  // While a mask is drawn a click on the scan sets its next vertex instead of a point.
  const [drawing, setDrawing] = useState<XY[] | null>(null);
  const [maskError, setMaskError] = useState<string | null>(null);
  const placePixel = (pixel: XY) => {
    if (drawing) {
      setDrawing([...drawing, pixel]);
      setMaskError(null);
    } else props.onClickPixel(pixel);
  };
  const closeMask = () => {
    const vertices = normaliseMask(drawing ?? []);
    const problem = maskProblem(vertices, size);
    setMaskError(problem);
    if (problem) return;
    props.onMaskChange(vertices);
    setDrawing(null);
  };
  const latest = useRef({ props, placePixel });
  useEffect(() => {
    latest.current = { props, placePixel };
  });

  const bounds = useMemo(() => L.latLngBounds(pixelToLatLng(0, size.height), pixelToLatLng(size.width, 0)), [size]);

  useEffect(() => {
    if (!map) return;
    const layer =
      scan.kind === 'tiled'
        ? iiifTileLayer(scan.image)
        : L.imageOverlay(scan.kind === 'image' ? scan.url : placeholderUrl, bounds, { alt: imageAlt });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, scan, placeholderUrl, imageAlt, bounds]);

  useEffect(() => {
    if (!map) return;
    map.fitBounds(bounds, { animate: false });
    const onClick = (event: L.LeafletMouseEvent) => {
      if (bounds.contains(event.latlng)) latest.current.placePixel(roundPixel(latLngToPixel(event.latlng)));
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, bounds]);

  usePaneFocus(map, props.focus, (key) => {
    const point = latest.current.props.points.find((candidate) => candidate.key === key);
    return point ? pixelToLatLng(point.pixelx, point.pixely) : null;
  });

  const exaggeration = useMemo(() => {
    const longest = Math.max(0, ...(residuals ?? []).map((r) => r?.residual ?? 0));
    return vectorExaggeration(longest, Math.hypot(size.width, size.height));
  }, [residuals, size]);
  // Each point with its residual vector, from the point towards where the fit puts it, enlarged.
  const items = useMemo<MarkerItem[]>(
    () =>
      points.map((point, index) => {
        const r = residuals?.[index];
        return {
          key: point.key,
          nr: index + 1,
          latlng: pixelToLatLng(point.pixelx, point.pixely),
          isSelected: point.key === selectedKey,
          isOutlier: outliers[index] ?? false,
          isEnabled: point.enable,
          vectorTo: r ? pixelToLatLng(point.pixelx + r.dx * exaggeration, point.pixely + r.dy * exaggeration) : null,
        };
      }),
    [points, selectedKey, outliers, residuals, exaggeration],
  );
  useGcpMarkers(map, items, {
    onSelect: (key) => latest.current.props.onSelect(key),
    onDragStart: (key) => latest.current.props.onDragStart(key),
    onDrag: (key, latlng) => latest.current.props.onDragPixel(key, roundPixel(latLngToPixel(latlng)), false),
    onDragEnd: (key, latlng) => latest.current.props.onDragPixel(key, roundPixel(latLngToPixel(latlng)), true),
  });
  useMaskLayer(map, bounds, mask, drawing);
  // While a mask is drawn a quick second click sets the next vertex rather than zooming in.
  const isDrawing = drawing !== null;
  useEffect(() => {
    if (!map || !isDrawing) return;
    map.doubleClickZoom.disable();
    return () => {
      map.doubleClickZoom.enable();
    };
  }, [map, isDrawing]);
  useDraftMarker(map, draftPixel ? pixelToLatLng(draftPixel.x, draftPixel.y) : null, 'Neuer Passpunkt');

  const [crosshair, setCrosshair] = useState('');
  const selectedIndex = points.findIndex((point) => point.key === selectedKey);
  const onKeyDown = paneKeyHandler(map, {
    hasSelection: selectedIndex !== -1,
    onNudge: (screen) => {
      if (!map || selectedKey === null) return;
      // CRS.Simple: one screen pixel is 2^−zoom image pixels.
      const step = 1 / map.getZoomScale(map.getZoom(), 0);
      props.onNudge(selectedKey, { x: screen.x * step, y: screen.y * step });
    },
    onEscape: () => {
      if (drawing) {
        setDrawing(null);
        setMaskError(null);
      } else props.onEscape();
    },
    onPlace: (centre) => {
      if (!bounds.contains(centre)) {
        setCrosshair('Das Fadenkreuz liegt außerhalb des Scans: kein Punkt gesetzt.');
        return;
      }
      const pixel = roundPixel(latLngToPixel(centre));
      placePixel(pixel);
      const what = drawing ? 'Eckpunkt der Maske' : 'Bildpunkt';
      setCrosshair(`${what} gesetzt bei X ${factor.format(pixel.x)}, Y ${factor.format(pixel.y)}.`);
    },
    onCrosshair: (centre) => {
      const pixel = roundPixel(latLngToPixel(centre));
      setCrosshair(`Fadenkreuz bei Bildpunkt X ${factor.format(pixel.x)}, Y ${factor.format(pixel.y)}.`);
    },
  });

  const notice = scanNotice(scan);
  return (
    <PaneFrame>
      <PaneHeader>
        <h3>Scan (Pixel)</h3>
        {notice ? (
          <PaneNotice
            role={scan.kind === 'error' ? 'alert' : 'status'}
            $tone={scan.kind === 'error' ? 'danger' : 'info'}
          >
            {notice}
          </PaneNotice>
        ) : null}
        <p id={hintId}>
          Klicken setzt einen Passpunkt, Ziehen verschiebt ihn, Pfeiltasten verschieben den gewählten um einen
          Bildschirmpixel. Mit der Tastatur: Umschalt+Pfeiltasten bewegen den Scan unter dem Fadenkreuz, Enter setzt
          dort den Bildpunkt.
          {residuals ? ` Residuenvektoren ×${factor.format(exaggeration)}.` : ''}
        </p>
        <MaskTools
          mask={mask}
          drawing={drawing}
          problem={maskError}
          onStart={() => {
            setDrawing([]);
            setMaskError(null);
          }}
          onUndoVertex={() => setDrawing((vertices) => vertices?.slice(0, -1) ?? null)}
          onClose={closeMask}
          onCancel={() => {
            setDrawing(null);
            setMaskError(null);
          }}
          onRemove={() => props.onMaskChange(null)}
        />
      </PaneHeader>
      <div
        ref={containerRef}
        role="application"
        aria-label="Scan der Karte"
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="georef-image"
        data-scan={scan.kind}
      />
      <Announce role="status">{crosshair}</Announce>
    </PaneFrame>
  );
});
