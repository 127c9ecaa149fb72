export { DocumentListScreen, type DocumentListScreenProps } from './DocumentListScreen';
