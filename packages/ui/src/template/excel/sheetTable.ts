import type { TemplateArticle } from '../../model/contract/templateApi';

/** One cell of a sheet: `null` is an empty cell, kept at its place in the row. */
export type SheetCell = string | number | boolean | Date | null;

/** A sheet as the excel pages write and read it. */
export interface SheetTable {
  /** The header rows above the data: one, or two for a grouped header. */
  header: SheetCell[][];
  rows: SheetCell[][];
  /** Merged ranges in A1 notation, e.g. `B1:D1`. */
  merges?: string[];
}

export const SHEET_FORMATS = ['xlsx', 'csv', 'txt'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

export const DEFAULT_SHEET_NAME = 'excel-list';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as sheet text. Sheets carry no time zone: dates are written and read as UTC
 * wall-clock times, so a date cell comes back as the same instant and a date without a
 * time never moves to the day before in a time zone west of Greenwich.
 */
export function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const hasTime = date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() > 0;
  return hasTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` : day;
}

export function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return dateText(cell);
  return String(cell);
}

/** Auto column width: the longest text of each column, header rows included (in characters). */
export function columnWidths(table: SheetTable): number[] {
  const lines = [...table.header, ...table.rows];
  const count = Math.max(0, ...lines.map((line) => line.length));
  return Array.from({ length: count }, (_, column) =>
    Math.max(1, ...lines.map((line) => cellText(line[column] ?? null).length)),
  );
}

/** The export's date: whole seconds, as the article list shows its time. */
const articleDate = (article: TemplateArticle) => new Date(Math.floor(article.timestamp / 1000) * 1000);

export const ARTICLE_SHEET_HEADER = ['Id', 'Title', 'Author', 'Readings', 'Date'];

const articleRow = (article: TemplateArticle): SheetCell[] => [
  article.id,
  article.title,
  article.author,
  article.pageviews,
  articleDate(article),
];

/** The article table as the template exports it: Id, Title, Author, Readings, Date. */
export function articleTable(articles: readonly TemplateArticle[]): SheetTable {
  return { header: [ARTICLE_SHEET_HEADER], rows: articles.map(articleRow) };
}

/** The same table under a two-row header: Title, Author and Readings grouped as "Main Information". */
export function mergedHeaderArticleTable(articles: readonly TemplateArticle[]): SheetTable {
  return {
    header: [
      ['Id', 'Main Information', null, null, 'Date'],
      [null, 'Title', 'Author', 'Readings', null],
    ],
    rows: articles.map(articleRow),
    merges: ['A1:A2', 'B1:D1', 'E1:E2'],
  };
}

/** The file name as typed, without an extension the person may have added, and the format's own. */
export function sheetFileName(typed: string, format: SheetFormat | 'zip'): string {
  const base = typed.trim().replace(/\.(xlsx|xls|csv|txt|zip)$/i, '') || DEFAULT_SHEET_NAME;
  return `${base}.${format}`;
}
