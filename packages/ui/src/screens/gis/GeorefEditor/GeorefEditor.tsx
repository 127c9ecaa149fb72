import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import type { Karte } from '../../../model/entities';
import { formatPointsFile, parsePointsFile, type GcpRow } from '../../../model/georef/pointsFile';
import { withResiduals } from '../../../model/georef/residuals';
import { maskFromRows } from '../../../model/georef/scanMask';
import type { ResidualUnits } from '../../../model/georef/types';
import type { BBoxRow } from '../../../model/resultRows';
import { color, media, space } from '../../../theme';
import { describeServiceError } from '../../../model/contract/errors';
import { canRedo, canUndo, createEditorState, editorReducer, isDirty, toGcpRows } from './editorState';
import { EditorToolbar, type SaveState } from './EditorToolbar';
import { FitSettings } from './FitSettings';
import { FitSummary } from './FitSummary';
import { GcpTable } from './GcpTable';
import { ImagePane } from './ImagePane';
import { ImportMessages } from './ImportMessages';
import type { PaneFocus } from './leaflet/usePaneFocus';
import { placeholderSheet } from './mapGeometry';
import { PointEntry } from './PointEntry';
import { ResidualReport } from './ResidualReport';
import { ResultsPanel } from './ResultsPanel';
import type { ScanView } from './scanView';
import { buildSaveResult, type GeorefSaveResult } from './saveResult';
import { copyText, downloadText, type ClipboardWriter } from '../../../browser';
import { importPoints, pointsFileName, type ImportReport } from './pointsTransfer';
import { DraftOffer } from './DraftOffer';
import { useDraftReport, type LocalDraftBinding } from './localDraft';
import { useEditorActions } from './useEditorActions';
import { useFitState } from './useFitState';
import { useLaterViews } from './useLaterViews';
import { useGeotiffExport } from './useGeotiffExport';
import { WorldPane, type WorldPaneProps } from './WorldPane';

export interface GeorefEditorProps {
  karte: Pick<Karte, 'id' | 'map_name' | 'width' | 'height' | 'scale' | 'res' | 'georef_typ'> &
    Partial<Pick<Karte, 'georef_maske'>>;
  /** The saved points (GET /mappoint…&order=nr.asc), read once when the editor opens. */
  initialPoints: readonly GcpRow[];
  /** The map's EPSG (karte.epsg, else the client's); `null` when neither is known. */
  epsg: number | null;
  /** The scan; without it a sheet with a pixel grid stands in. */
  imageUrl?: string | null;
  /** The scan as the runtime configuration serves it (IIIF tiles, one image, none); wins over `imageUrl`. */
  scan?: ScanView;
  /** The client's extent, drawn on the world map. */
  bbox?: BBoxRow | null;
  /** World map tiles from the runtime configuration; without them the offline background. */
  tileUrl?: string;
  attribution?: string;
  /** The configured WMS backgrounds (runtime configuration `mapWms`) and the person's kept choice. */
  backgrounds?: WorldPaneProps['backgrounds'];
  /**
   * How a Gauß-Krüger map is shifted to ETRS89: through the BeTA2007 grid the page has loaded
   * (`loadDhdnGrid`), or by the fixed seven parameters (the default: no grid loaded).
   */
  dhdnShift?: 'grid' | 'fixed';
  onSave: (result: GeorefSaveResult) => Promise<unknown>;
  /** Receives the `.points` export; without it the browser downloads the file. */
  onExport?: (text: string, fileName: string) => void;
  /** Receives a result file (script, world file, VRT, annotation: text; GeoTIFF: bytes); without it the browser downloads it. */
  onDownloadResult?: (content: string | Uint8Array, fileName: string) => void;
  /** Where "Skript kopieren" writes; the browser's clipboard unless a story gives its own. */
  clipboard?: ClipboardWriter;
  /** Prints the residual report; `window.print()` when left out (stories pass a spy). */
  onPrintReport?: () => void;
  /**
   * Whether points, type or a half-typed new point are unsaved, so the page can warn
   * before leaving (the app's UnsavedChangesGuard, which also covers a reload).
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /** The unsaved points kept as a local draft by the app, and a kept one offered back. */
  localDraft?: LocalDraftBinding;
}

const isTextInput = (target: EventTarget) =>
  target instanceof HTMLElement && target.closest('input, textarea, select') !== null;

export type { GeorefSaveResult };

/** The georeferencing editor: scan and world map side by side, the GCP table, the fit. */
export function GeorefEditor(props: GeorefEditorProps) {
  const {
    karte,
    initialPoints,
    epsg,
    imageUrl,
    scan,
    bbox = null,
    tileUrl,
    attribution,
    dhdnShift = 'fixed',
    onSave,
    onExport,
    onDownloadResult,
    clipboard,
    onPrintReport,
    onDirtyChange,
    localDraft,
  } = props;
  const [state, dispatch] = useReducer(editorReducer, null, () =>
    createEditorState(initialPoints, karte.georef_typ ?? 'polynomial1', maskFromRows(karte.georef_maske)),
  );
  const [res, setRes] = useState(karte.res);
  const [units, setUnits] = useState<ResidualUnits>('pixels');
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [imported, setImported] = useState<ImportReport | null>(null);
  const [reportAt, setReportAt] = useState<Date | null>(null);
  const { present, selectedKey, draft } = state;
  // One object per sheet size: the views fit and place the scan when it changes, not on every render.
  const size = useMemo(() => ({ width: karte.width, height: karte.height }), [karte.width, karte.height]);
  const placeholderUrl = useMemo(() => placeholderSheet(size, 'Kein Scan – Blattraster in Pixeln'), [size]);
  const scanView = useMemo<ScanView>(
    () => scan ?? (imageUrl ? { kind: 'image', url: imageUrl } : { kind: 'none' }),
    [scan, imageUrl],
  );
  const fitState = useFitState(
    present,
    { karteId: karte.id, size, scale: karte.scale, res, epsg, units, scan: scanView },
    state.dragOrigin ?? present,
  );
  const { fit, pixelReport, report, isUpdating, outliers, outline, plausibility, gap, script, supportedEpsg } =
    fitState;
  const dirty = isDirty(state);
  const settled = fit.ok && !isUpdating ? fit : null;
  const geotiff = useGeotiffExport(
    { karteId: karte.id, fit: settled, size, scan: scanView, epsg, mask: present.mask },
    onDownloadResult,
  );
  const { paneView, tableView } = useLaterViews(fitState, present.points, state.dragOrigin !== null);

  useDraftReport(state, localDraft);
  const hasDraft = Object.values(draft).some((value) => value !== null);
  const reportDirty = useRef(onDirtyChange);
  useEffect(() => {
    reportDirty.current = onDirtyChange;
  });
  useEffect(() => reportDirty.current?.(dirty || hasDraft), [dirty, hasDraft]);

  const select = useCallback((key: number) => dispatch({ type: 'select', key }), []);
  // A row chosen in the table centres both panes on its point; a marker picked in a pane does not move them.
  const [focus, setFocus] = useState<PaneFocus | null>(null);
  const selectRow = useCallback((key: number) => {
    dispatch({ type: 'select', key });
    setFocus((last) => ({ key, seq: (last?.seq ?? 0) + 1 }));
  }, []);
  const {
    changePoint,
    setMask,
    deletePoint,
    dragStart,
    editDraft,
    commitDraft,
    clearDraft,
    clickPixel,
    dragPixel,
    nudgePixel,
    clickMap,
    dragMap,
    nudgeMap,
  } = useEditorActions(dispatch, size);

  const saveNow = async () => {
    if (!fit.ok || isUpdating) return;
    const snapshot = present;
    setSave({ status: 'saving' });
    try {
      await onSave(buildSaveResult(snapshot, fit, res, { karteId: karte.id, epsg, size }));
      dispatch({ type: 'markSaved', snapshot });
      setSave({ status: 'saved' });
    } catch (cause) {
      setSave({ status: 'failed', problem: describeServiceError(cause) });
    }
  };

  const importFile = async (file: File) => {
    const { points, report } = importPoints(parsePointsFile(await file.text()), file.name, epsg);
    // 1,000 new points re-render the table, the panes and the results: a render that yields to
    // input (a transition) rather than one long task.
    startTransition(() => {
      if (points.length > 0) dispatch({ type: 'import', points });
      setImported(report);
    });
  };

  const exportFile = () => {
    const rows = withResiduals(toGcpRows(present.points), pixelReport);
    const text = formatPointsFile(rows, { epsg });
    const fileName = pointsFileName(karte.map_name);
    if (onExport) onExport(text, fileName);
    else downloadText(text, fileName);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || isTextInput(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
    }
  };

  const saveBlocker = fit.ok ? null : `Speichern erst mit einer gültigen Transformation: ${fit.message}`;
  const outlierNumbers = outliers.flatMap((isOutlier, index) => (isOutlier ? [index + 1] : []));
  const draftPixel = useMemo(
    () => (draft.pixelx !== null && draft.pixely !== null ? { x: draft.pixelx, y: draft.pixely } : null),
    [draft.pixelx, draft.pixely],
  );
  const draftMap = useMemo(
    () => (draft.mapx !== null && draft.mapy !== null ? { x: draft.mapx, y: draft.mapy } : null),
    [draft.mapx, draft.mapy],
  );

  return (
    <Root onKeyDown={onKeyDown} data-testid="georef-editor">
      <EditorToolbar
        canUndo={canUndo(state)}
        canRedo={canRedo(state)}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onImport={(file) => void importFile(file)}
        onExport={exportFile}
        onSave={saveNow}
        saveBlocker={saveBlocker}
        isComputing={isUpdating}
        isDirty={dirty}
        save={save}
        keepsDraft={localDraft !== undefined}
      />
      {localDraft?.offered ? (
        <DraftOffer
          draft={localDraft.offered}
          onRestore={(kept) =>
            dispatch({
              type: 'restore',
              points: kept.points,
              georefType: kept.georef_typ,
              mask: maskFromRows(kept.georef_maske),
            })
          }
          onDiscard={localDraft.onDiscard}
        />
      ) : null}
      {imported ? <ImportMessages report={imported} onDismiss={() => setImported(null)} /> : null}
      <FitSettings
        type={present.georefType}
        units={units}
        res={res}
        onTypeChange={(georefType) => dispatch({ type: 'setType', georefType })}
        onUnitsChange={setUnits}
        onResChange={setRes}
      />
      <FitSummary
        type={present.georefType}
        fit={fit}
        report={report}
        plausibility={plausibility}
        outlierNumbers={outlierNumbers}
        gap={gap}
        isUpdating={isUpdating}
      />
      <Panes>
        <ImagePane
          scan={scanView}
          placeholderUrl={placeholderUrl}
          imageAlt={`Scan: ${karte.map_name}`}
          size={size}
          points={present.points}
          residuals={paneView.residuals}
          outliers={paneView.outliers}
          selectedKey={selectedKey}
          focus={focus}
          draftPixel={draftPixel}
          mask={present.mask}
          onMaskChange={setMask}
          onClickPixel={clickPixel}
          onSelect={select}
          onDragStart={dragStart}
          onDragPixel={dragPixel}
          onNudge={nudgePixel}
          onEscape={clearDraft}
        />
        {supportedEpsg !== null ? (
          <WorldPane
            epsg={supportedEpsg}
            tileUrl={tileUrl}
            attribution={attribution}
            backgrounds={props.backgrounds}
            dhdnShift={dhdnShift}
            points={present.points}
            outliers={paneView.outliers}
            selectedKey={selectedKey}
            focus={focus}
            draftMap={draftMap}
            footprint={outline}
            fit={paneView.fit.ok ? paneView.fit : null}
            scan={scanView}
            size={size}
            mask={present.mask}
            bbox={bbox}
            onClickMap={clickMap}
            onSelect={select}
            onDragStart={dragStart}
            onDragMap={dragMap}
            onNudge={nudgeMap}
            onEscape={clearDraft}
          />
        ) : (
          <NoWorld role="note">
            Die Karte hat kein Koordinatensystem (EPSG). Ohne es zeigt die Weltkarte nichts an; Kartenkoordinaten lassen
            sich eintippen, das GDAL-Skript entsteht erst mit einem EPSG-Code in den Metadaten.
          </NoWorld>
        )}
      </Panes>
      <PointEntry
        draft={draft}
        epsg={epsg}
        size={size}
        bbox={bbox}
        onChange={editDraft}
        onAdd={commitDraft}
        onDiscard={clearDraft}
      />
      <GcpTable
        size={size}
        points={tableView.points}
        residuals={tableView.residuals}
        units={units}
        selectedKey={selectedKey}
        onSelect={selectRow}
        onChange={changePoint}
        onDelete={deletePoint}
        isUpdating={tableView.isUpdating}
        isBehind={tableView.isBehind}
      />
      <ResultsPanel
        script={script}
        epsg={epsg}
        filesFor={fitState.filesFor}
        onDownload={(text, file) =>
          onDownloadResult ? onDownloadResult(text, file.fileName) : downloadText(text, file.fileName, file.mimeType)
        }
        onCopyScript={async (text) => (await copyText(text, clipboard)) !== 'failed'}
        onOpenReport={fit.ok && !isUpdating ? () => setReportAt(new Date()) : null}
        geotiff={geotiff}
      />
      {reportAt && fit.ok ? (
        <ResidualReport
          mapName={karte.map_name}
          karteId={karte.id}
          type={present.georefType}
          epsg={epsg}
          points={present.points}
          fit={fit}
          printedAt={reportAt}
          onClose={() => setReportAt(null)}
          onPrint={onPrintReport}
        />
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${space[4]};
  min-width: 0;
`;

const Panes = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const NoWorld = styled.p`
  display: flex;
  align-items: center;
  margin: 0;
  padding: ${space[4]};
  border: 1px dashed ${color.borderStrong};
  color: ${color.textSecondary};
`;
