import { toCsv, toTabText } from './delimitedText';
import { loadExcelJs } from './excelJs';
import { columnWidths, sheetFileName, type SheetFormat, type SheetTable } from './sheetTable';

/** A file to hand to the browser's download (`downloadBlob`). */
export interface SheetFile {
  blob: Blob;
  fileName: string;
}

/** What an excel page asks to export. */
export interface SheetExportRequest {
  table: SheetTable;
  /** As typed; empty means "excel-list". */
  fileName: string;
  format: SheetFormat;
  /** Column widths from the longest text (xlsx only: csv and txt have no widths). */
  autoWidth: boolean;
}

const MIME: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
};

/** The xlsx bytes of a table: real date cells, the header rows bold, merges and widths applied. */
export async function xlsxBytes(table: SheetTable, autoWidth: boolean): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const line of table.header) sheet.addRow(line).font = { bold: true };
  for (const line of table.rows) {
    const row = sheet.addRow(line);
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss';
    });
  }
  for (const range of table.merges ?? []) sheet.mergeCells(range);
  if (autoWidth) {
    columnWidths(table).forEach((width, index) => {
      sheet.getColumn(index + 1).width = width;
    });
  }
  // Node hands out a Buffer, the browser build an ArrayBuffer: both are bytes for a Blob.
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** The export as a file: xlsx through exceljs, csv and txt as text. */
export async function buildSheetFile({ table, fileName, format, autoWidth }: SheetExportRequest): Promise<SheetFile> {
  const lines = [...table.header, ...table.rows];
  const content =
    format === 'xlsx' ? await xlsxBytes(table, autoWidth) : format === 'csv' ? toCsv(lines) : toTabText(lines);
  return { blob: new Blob([content], { type: MIME[format] }), fileName: sheetFileName(fileName, format) };
}
