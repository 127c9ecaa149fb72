export { DocumentationScreen, type DocumentationLink, type DocumentationScreenProps } from './DocumentationScreen';
