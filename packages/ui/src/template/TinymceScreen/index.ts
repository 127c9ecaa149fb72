export { TinymceScreen, type TinymceScreenProps } from './TinymceScreen';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
