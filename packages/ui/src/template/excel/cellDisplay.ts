import type { SheetCell } from './sheetTable';

// UTC, as the files are written (dateText): what the table shows is what the file holds.
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

/** A cell as the excel pages show it (English, as the template part). */
export function displayCell(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const isMidnight = cell.getUTCHours() + cell.getUTCMinutes() + cell.getUTCSeconds() === 0;
    return (isMidnight ? dateOnly : dateTime).format(cell);
  }
  if (typeof cell === 'number') return number.format(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cell;
}
