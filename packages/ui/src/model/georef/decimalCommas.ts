/**
 * `.points` lines written with decimal commas (a spreadsheet set to German saves
 * „389250,5“). QGIS separates the fields with commas and writes decimal points, so such a
 * line splits into too many fields and fails with a message about the wrong column. This
 * module reads the line anyway where only one reading makes sense, and otherwise says why
 * it cannot.
 *
 * - Fields separated by semicolons or tabs: a comma inside a field can only be a decimal
 *   comma, so the line is unambiguous.
 * - Fields separated by commas: an integer field followed by a field of bare digits may be
 *   one number („120“, „5“ → 120.5). Every way of joining such neighbours is tried; a reading
 *   counts when it has the header's number of fields (4 to 8 without a header), four finite
 *   coordinates, a valid `enable` and numeric residuals whose third is the length of the
 *   first two, as QGIS writes them. Exactly one such reading is taken.
 */

/** How a line with decimal commas was read: its fields with decimal points, or why not. */
export type DecimalCommaReading = { kind: 'read'; fields: string[] } | { kind: 'ambiguous' } | { kind: 'none' };

const INTEGER = /^[+-]?\d+$/;
const DIGITS = /^\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const ENABLE = ['1', '0', 'true', 'false'];

/** Fields of a line separated by semicolons or tabs, with decimal commas made points; `null` for a comma-separated line. */
export function splitOtherSeparator(line: string): string[] | null {
  const separator = line.includes(';') ? ';' : line.includes('\t') ? '\t' : null;
  if (separator === null) return null;
  return line.split(separator).map((field) => field.trim().replace(/^([+-]?\d+),(\d+)$/, '$1.$2'));
}

/**
 * QGIS writes residual = √(dX² + dY²); a reading whose three residual fields disagree with
 * that joined the wrong neighbours (1 % or 0.01 of slack for rounded hand edits).
 */
function residualAgrees(fields: readonly string[]): boolean {
  const [dx, dy, residual] = fields.slice(5, 8).map((field) => (field === '' ? Number.NaN : Number(field)));
  if (dx === undefined || dy === undefined || residual === undefined) return true;
  if (![dx, dy, residual].every(Number.isFinite)) return true;
  return Math.abs(Math.hypot(dx, dy) - residual) <= Math.max(0.01, 0.01 * residual);
}

/** Whether `field` may stand in column `k` (0-based) of a row. */
function fitsColumn(field: string, k: number): boolean {
  if (k < 4) return DECIMAL.test(field) && Number.isFinite(Number(field));
  if (k === 4) return ENABLE.includes(field.toLowerCase());
  return field === '' || DECIMAL.test(field);
}

/**
 * A comma-separated line that failed as written, read again as if it had decimal commas.
 * `columns` is the header's number of fields, `null` without a header. A line shorter than
 * its header (the residual columns left off, as hand-made files do) is read with 4 fields up
 * to the header's number when no reading has exactly the header's.
 */
export function readDecimalCommas(line: string, columns: number | null): DecimalCommaReading {
  const fields = line.split(',').map((field) => field.trim());
  const hasCandidate = fields.some(
    (field, k) => INTEGER.test(field) && DIGITS.test(fields[k + 1] ?? '') && k + 1 < fields.length,
  );
  if (!hasCandidate) return { kind: 'none' };
  if (columns === null) return readings(fields, 4, 8);
  const exact = readings(fields, columns, columns);
  return exact.kind === 'none' ? readings(fields, 4, columns) : exact;
}

/** The readings with `fewest` to `most` fields: the one, more than one, or none. */
function readings(fields: readonly string[], fewest: number, most: number): DecimalCommaReading {
  const valid: string[][] = [];
  // Depth first, column by column: a prefix that cannot start a row is dropped at once, so
  // only a handful of the up to 2^(fields / 2) joinings is ever looked at.
  const walk = (at: number, taken: string[], joined: boolean) => {
    if (valid.length > 1) return;
    if (at === fields.length) {
      if (joined && taken.length >= fewest && residualAgrees(taken)) valid.push(taken);
      return;
    }
    if (taken.length === most) return;
    const field = fields[at] as string;
    if (fitsColumn(field, taken.length)) walk(at + 1, [...taken, field], joined);
    const next = fields[at + 1];
    const number = `${field}.${next}`;
    if (next !== undefined && INTEGER.test(field) && DIGITS.test(next) && fitsColumn(number, taken.length)) {
      walk(at + 2, [...taken, number], true);
    }
  };
  walk(0, [], false);
  if (valid.length === 1) return { kind: 'read', fields: valid[0] as string[] };
  return valid.length > 1 ? { kind: 'ambiguous' } : { kind: 'none' };
}
