import { describe, expect, it } from 'vitest';
import type { TemplateArticle } from '../../model/contract/templateApi';
import { parseCsv } from './delimitedText';
import { loadExcelJs } from './excelJs';
import { readSheetFile, sheetFileProblem } from './readSheet';
import { buildSheetFile } from './sheetFile';
import { articleTable, columnWidths, mergedHeaderArticleTable, type SheetCell } from './sheetTable';

const article = (id: number, title: string, author: string, pageviews: number, timestamp: number) =>
  ({ id, title, author, pageviews, timestamp }) as TemplateArticle;

/** Titles with a comma, quotes and an umlaut: what breaks naive CSV. */
const ARTICLES = [
  article(1, 'Bark beetle reported near Hill 402', 'Emma Thompson', 1200, Date.UTC(2026, 2, 15, 8, 30, 5, 400)),
  article(2, 'Storm damage, "old quarry"', 'Liam Carter', 300, Date.UTC(2025, 11, 31, 23, 59, 59)),
  article(3, 'Fichtenbestand am Südhang', 'Olivia Bennett', 4999, Date.UTC(2026, 0, 1)),
];

const TABLE_LINES: SheetCell[][] = [
  ['Id', 'Title', 'Author', 'Readings', 'Date'],
  [1, 'Bark beetle reported near Hill 402', 'Emma Thompson', 1200, new Date(Date.UTC(2026, 2, 15, 8, 30, 5))],
  [2, 'Storm damage, "old quarry"', 'Liam Carter', 300, new Date(Date.UTC(2025, 11, 31, 23, 59, 59))],
  [3, 'Fichtenbestand am Südhang', 'Olivia Bennett', 4999, new Date(Date.UTC(2026, 0, 1))],
];

const exported = (format: 'xlsx' | 'csv' | 'txt', fileName = 'articles', table = articleTable(ARTICLES)) =>
  buildSheetFile({ table, fileName, format, autoWidth: true });

async function loadWorkbook(blob: Blob) {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets[0]!;
}

describe('given the article table', () => {
  it('builds the table with real dates to the second', () => {
    const table = articleTable(ARTICLES);
    expect([...table.header, ...table.rows]).toEqual(TABLE_LINES);
  });

  it('sizes each column by its longest text', () => {
    expect(columnWidths(articleTable(ARTICLES))).toEqual([2, 34, 14, 8, 19]);
  });

  it('after an xlsx export, reading the file back gives the table, widths and a date cell', async () => {
    const file = await exported('xlsx');
    expect(file.fileName).toBe('articles.xlsx');
    const sheet = await loadWorkbook(file.blob);
    const lines = Array.from({ length: sheet.rowCount }, (_, r) =>
      Array.from({ length: sheet.columnCount }, (_, c) => sheet.getRow(r + 1).getCell(c + 1).value),
    );
    expect(lines).toEqual(TABLE_LINES);
    expect(sheet.columns.map((column) => column.width)).toEqual([2, 34, 14, 8, 19]);
    expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('after a csv export, the file is quoted CSV and parses back to the table', async () => {
    const file = await exported('csv', '  report.csv ');
    expect(file.fileName).toBe('report.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const text = await file.blob.text();
    expect(text).toBe(
      '\uFEFFId,Title,Author,Readings,Date\r\n' +
        '1,Bark beetle reported near Hill 402,Emma Thompson,1200,2026-03-15 08:30:05\r\n' +
        '2,"Storm damage, ""old quarry""",Liam Carter,300,2025-12-31 23:59:59\r\n' +
        '3,Fichtenbestand am Südhang,Olivia Bennett,4999,2026-01-01\r\n',
    );
    expect(parseCsv(text)).toEqual(TABLE_LINES);
  });

  it('after a txt export, the file is tab-separated and reads back to the table', async () => {
    const file = await exported('txt', '');
    expect(file.fileName).toBe('excel-list.txt');
    const text = await file.blob.text();
    expect(text.split('\n')).toEqual([
      'Id\tTitle\tAuthor\tReadings\tDate',
      '1\tBark beetle reported near Hill 402\tEmma Thompson\t1200\t2026-03-15 08:30:05',
      '2\tStorm damage, "old quarry"\tLiam Carter\t300\t2025-12-31 23:59:59',
      '3\tFichtenbestand am Südhang\tOlivia Bennett\t4999\t2026-01-01',
      '',
    ]);
  });

  it('after a merged-header export, the file shows the two header rows and their merges', async () => {
    const file = await exported('xlsx', 'merged', mergedHeaderArticleTable(ARTICLES));
    const sheet = await loadWorkbook(file.blob);
    expect([...sheet.model.merges].sort()).toEqual(['A1:A2', 'B1:D1', 'E1:E2']);
    // A merged cell reads as its range's first cell.
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Id',
      'Main Information',
      'Main Information',
      'Main Information',
      'Date',
    ]);
    expect(['C1', 'D1', 'A2', 'E2'].map((address) => sheet.getCell(address).master.address)).toEqual([
      'B1',
      'B1',
      'A1',
      'E1',
    ]);
    expect(sheet.getCell('B2').value).toBe('Title');
    expect(sheet.getCell('D2').value).toBe('Readings');
    expect(sheet.getCell('B3').value).toBe('Bark beetle reported near Hill 402');
    expect(sheet.rowCount).toBe(5);
  });
});

describe('given an uploaded sheet', () => {
  it('keeps an xlsx date cell as a Date and an empty cell in the middle at its index', async () => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Fixture');
    sheet.addRow(['Name', 'Note', 'Count', 'Visited']);
    sheet.addRow(['Alice', null, 3, new Date(Date.UTC(2024, 2, 15))]);
    sheet.addRow(['Bob', 'checked', null, null]);
    const bytes = await workbook.xlsx.writeBuffer();
    const result = await readSheetFile(new File([bytes], 'fixture.xlsx'));
    expect(result).toEqual({
      ok: true,
      rows: [
        ['Name', 'Note', 'Count', 'Visited'],
        ['Alice', null, 3, new Date(Date.UTC(2024, 2, 15))],
        ['Bob', 'checked', null, null],
      ],
    });
  });

  it('keeps a csv date as a Date and empty fields (also a semicolon-separated one) in place', async () => {
    const csv = 'Name;Note;Count;Visited\nAlice;;3;2024-03-15\n"Bob; Jr.";checked;;\n';
    const result = await readSheetFile(new File([csv], 'fixture.csv', { type: 'text/csv' }));
    expect(result).toEqual({
      ok: true,
      rows: [
        ['Name', 'Note', 'Count', 'Visited'],
        ['Alice', null, 3, new Date(Date.UTC(2024, 2, 15))],
        ['Bob; Jr.', 'checked', null, null],
      ],
    });
  });

  it.each([
    [{ name: 'photo.png', size: 10 }, '"photo.png" is not a sheet. Please choose an .xlsx, .xls or .csv file.'],
    [{ name: 'big.xlsx', size: 1.5 * 1024 * 1024 }, '"big.xlsx" is 1.5 MB; a sheet may be at most 1 MB.'],
    [{ name: 'ok.CSV', size: 1024 * 1024 }, null],
  ])('checks type and size of %o', (file, message) => {
    expect(sheetFileProblem(file)).toBe(message);
  });

  it('says clearly when a file is not a sheet, by name or by contents', async () => {
    expect(await readSheetFile(new File(['hello'], 'notes.txt'))).toEqual({
      ok: false,
      message: '"notes.txt" is not a sheet. Please choose an .xlsx, .xls or .csv file.',
    });
    expect(await readSheetFile(new File(['hello'], 'fake.xlsx'))).toEqual({
      ok: false,
      message: '"fake.xlsx" is not a sheet: its contents are not an Excel workbook.',
    });
    expect(await readSheetFile(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'old.xls'))).toEqual({
      ok: false,
      message: '"old.xls" is an Excel 97–2003 file, which cannot be read here. Please save it as .xlsx or .csv.',
    });
  });
});
