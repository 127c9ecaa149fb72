export { DocumentEditor, type DocumentEditorProps } from './DocumentEditor';
