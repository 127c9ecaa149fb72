import { toTabText } from '../excel/delimitedText';
import type { SheetFile } from '../excel/sheetFile';
import { DEFAULT_SHEET_NAME, sheetFileName, type SheetTable } from '../excel/sheetTable';

/**
 * The table as tab-separated text inside a zip, both named as the person chose
 * ("report" → report.zip holding report.txt). jszip loads on first use: its own chunk.
 */
export async function buildTextZip(table: SheetTable, typedName: string): Promise<SheetFile> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const base = sheetFileName(typedName || DEFAULT_SHEET_NAME, 'txt');
  zip.file(base, toTabText([...table.header, ...table.rows]));
  const blob = await zip.generateAsync({ type: 'blob', compression: 'DEFLATE', mimeType: 'application/zip' });
  return { blob, fileName: sheetFileName(typedName, 'zip') };
}
