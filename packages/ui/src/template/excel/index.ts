/**
 * The template's excel pages, reached as `@waldmonitor/ui/template/excel` and
 * never through the demo index: exceljs loads with them, on first use.
 */
export { ExportExcelScreen, type ExportExcelScreenProps } from './ExportExcelScreen';
export { ExportSelectedScreen, NOTHING_SELECTED, type ExportSelectedScreenProps } from './ExportSelectedScreen';
export { MergeHeaderScreen, type MergeHeaderScreenProps } from './MergeHeaderScreen';
export { UploadExcelScreen, type UploadExcelScreenProps } from './UploadExcelScreen';
export { buildSheetFile, type SheetExportRequest, type SheetFile } from './sheetFile';
export { readSheetFile, sheetFileProblem, type SheetReadResult } from './readSheet';
export {
  articleTable,
  mergedHeaderArticleTable,
  type SheetCell,
  type SheetFormat,
  type SheetTable,
} from './sheetTable';
