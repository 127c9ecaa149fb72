/** The PDF pages (issue 16). */
export { TemplatePdfDownloadPage, TemplatePdfPage } from './PdfPages';
