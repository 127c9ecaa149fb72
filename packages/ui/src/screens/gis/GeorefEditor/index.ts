export { GeorefEditor, type GeorefEditorProps, type GeorefSaveResult } from './GeorefEditor';
export {
  EMPTY_DRAFT,
  canRedo,
  canUndo,
  completeDraft,
  createEditorState,
  editorReducer,
  isDirty,
  toGcpRows,
  type DraftPoint,
  type EditorAction,
  type EditorPoint,
  type EditorState,
  type Snapshot,
} from './editorState';
