export { ArticleEditorScreen, type ArticleEditorScreenProps } from './ArticleEditorScreen';
