export { GeorefEditor, type GeorefEditorProps, type GeorefSaveResult } from './GeorefEditor';
export { SCAN_CONFIG_KEY, type ScanView } from './scanView';
export { type MapBackgrounds, type WmsBackground } from './mapBackgrounds';
export { type GeorefDraft, type LocalDraftBinding, type SavedGeorefDraft } from './localDraft';
export { draftOfferText } from './DraftOffer';
export {
  EMPTY_DRAFT,
  canRedo,
  canUndo,
  completeDraft,
  createEditorState,
  editorReducer,
  isDirty,
  toGcpRows,
  type EditorAction,
  type EditorPoint,
  type EditorState,
  type Snapshot,
} from './editorState';
export type { DraftPoint } from '../../../model/georef/inputChecks';
