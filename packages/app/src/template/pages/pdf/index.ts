/** The PDF pages. */
export { TemplatePdfDownloadPage, TemplatePdfPage } from './PdfPages';
