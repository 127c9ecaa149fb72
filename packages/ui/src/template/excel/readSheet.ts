import type { CellValue } from 'exceljs';
import { parseCsv } from './delimitedText';
import { loadExcelJs } from './excelJs';
import type { SheetCell } from './sheetTable';

/** The upload page takes files of at most 1 MB. */
export const MAX_SHEET_BYTES = 1024 * 1024;
export const SHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

type NamedFile = Pick<File, 'name' | 'size'>;

const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
const megabytes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** Why a file cannot be read as a sheet (type or size), or null when it may be. */
export function sheetFileProblem(file: NamedFile): string | null {
  if (!(SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `"${file.name}" is not a sheet. Please choose an .xlsx, .xls or .csv file.`;
  }
  if (file.size > MAX_SHEET_BYTES) {
    return `"${file.name}" is ${megabytes.format(file.size / MAX_SHEET_BYTES)} MB; a sheet may be at most 1 MB.`;
  }
  return null;
}

/** An exceljs cell as a plain value: rich text as its text, a formula as its result, a link as its text. */
export function plainCell(value: CellValue | undefined): SheetCell {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return plainCell(value.text as CellValue);
  if ('result' in value) return plainCell(value.result as CellValue);
  return null;
}

/** The first sheet's rows, each as wide as the sheet: an empty cell stays null at its index. */
async function xlsxRows(bytes: ArrayBuffer): Promise<SheetCell[][]> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  return Array.from({ length: sheet.rowCount }, (_, rowIndex) => {
    const row = sheet.getRow(rowIndex + 1);
    return Array.from({ length: width }, (_, column) => plainCell(row.getCell(column + 1).value));
  });
}

/** A zip archive (xlsx is one) starts with "PK"; the old binary .xls does not. */
const isZip = (bytes: ArrayBuffer) => {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  return head[0] === 0x50 && head[1] === 0x4b;
};

export type SheetReadResult = { ok: true; rows: SheetCell[][] } | { ok: false; message: string };

/** Reads an uploaded .xlsx, .xls (when it is xlsx inside) or .csv file into rows, or says why not. */
export async function readSheetFile(file: File): Promise<SheetReadResult> {
  const problem = sheetFileProblem(file);
  if (problem) return { ok: false, message: problem };
  const extension = extensionOf(file.name);
  try {
    if (extension === '.csv') return { ok: true, rows: parseCsv(await file.text()) };
    const bytes = await file.arrayBuffer();
    if (!isZip(bytes)) {
      return {
        ok: false,
        message:
          extension === '.xls'
            ? `"${file.name}" is an Excel 97–2003 file, which cannot be read here. Please save it as .xlsx or .csv.`
            : `"${file.name}" is not a sheet: its contents are not an Excel workbook.`,
      };
    }
    const rows = await xlsxRows(bytes);
    return rows.length > 0 ? { ok: true, rows } : { ok: false, message: `"${file.name}" has no rows.` };
  } catch {
    return { ok: false, message: `"${file.name}" could not be read as a sheet. Please check the file.` };
  }
}
