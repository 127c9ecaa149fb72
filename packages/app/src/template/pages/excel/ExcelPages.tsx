import { downloadBlob } from '@waldmonitor/ui';
import {
  ExportExcelScreen,
  ExportSelectedScreen,
  MergeHeaderScreen,
  UploadExcelScreen,
  buildSheetFile,
  type SheetExportRequest,
} from '@waldmonitor/ui/template/excel';
import { useExportArticles } from '../useExportArticles';

/** Builds the file (exceljs loads on the first xlsx) and offers it to save. */
async function saveSheet(request: SheetExportRequest): Promise<void> {
  const file = await buildSheetFile(request);
  downloadBlob(file.blob, file.fileName);
}

/** /template/excel/export-excel */
export function TemplateExportExcelPage() {
  return <ExportExcelScreen {...useExportArticles()} onExport={saveSheet} />;
}

/** /template/excel/export-selected-excel */
export function TemplateExportSelectedExcelPage() {
  return <ExportSelectedScreen {...useExportArticles()} onExport={saveSheet} />;
}

/** /template/excel/export-merge-header */
export function TemplateExportMergeHeaderPage() {
  return <MergeHeaderScreen {...useExportArticles()} onExport={saveSheet} />;
}

/** /template/excel/upload-excel: read in the browser, nothing is sent. */
export const TemplateUploadExcelPage = () => <UploadExcelScreen />;
