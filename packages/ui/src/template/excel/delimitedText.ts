import { cellText, type SheetCell } from './sheetTable';

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(cell: SheetCell): string {
  const text = cellText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The lines as CSV, starting with a byte order mark: without it Excel reads UTF-8 as the
 * system's code page and umlauts break.
 */
export function toCsv(lines: readonly SheetCell[][]): string {
  return `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Tab-separated text; a tab or line break inside a value becomes a space, so columns stay columns. */
export function toTabText(lines: readonly SheetCell[][]): string {
  return `${lines.map((line) => line.map((cell) => cellText(cell).replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n')}\n`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** Numbers as a sheet writes them; no leading zeros, so codes like "007" stay text. */
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** A CSV field's value: empty is an empty cell, ISO dates are dates (UTC, see dateText), numbers are numbers. */
export function csvValue(text: string): SheetCell {
  if (text === '') return null;
  const date = DATE.exec(text);
  if (date) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = date;
    const value = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
    if (value.getUTCDate() === Number(d)) return value;
  }
  return NUMBER.test(text) ? Number(text) : text;
}

/**
 * Reads CSV (comma or semicolon, as German Excel writes it) into rows of equal length:
 * an empty field stays an empty cell at its index, nothing is compacted.
 */
export function parseCsv(source: string): SheetCell[][] {
  const text = source.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"' && field === '') isQuoted = true;
    else if (char === separator) {
      line.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || line.length > 0) lines.push([...line, field]);
  const width = Math.max(0, ...lines.map((fields) => fields.length));
  return lines.map((fields) => Array.from({ length: width }, (_, column) => csvValue(fields[column] ?? '')));
}
