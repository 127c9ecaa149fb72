export { PdfScreen, type PdfScreenProps } from './PdfScreen';
