/**
 * Row ranges as PostgREST 16.2 computes them (RangeQuery.hs, on Data.Ranged): the `Range`
 * header, `limit`/`offset`, db-max-rows, and the status and Content-Range of a read.
 * A range is an interval of row numbers; bounds may be infinite, an empty one has
 * upper < lower. The odd cases (limit=0, a negative limit) follow from the same algebra.
 */

export interface RowRange {
  /** First row (inclusive); -Infinity below all. */
  lower: number;
  /** Last row (inclusive); Infinity above all. */
  upper: number;
}

export const allRange: RowRange = { lower: 0, upper: Infinity };
export const emptyRange: RowRange = { lower: Infinity, upper: -Infinity };
/** `limit=0` (0 ≤ x ≤ -1): empty, yet allowed (RangeQuery.limitZeroRange). */
export const limitZeroRange: RowRange = { lower: 0, upper: -1 };

export const rangeGeq = (n: number): RowRange => ({ lower: n, upper: Infinity });
const rangeLeq = (n: number): RowRange => ({ lower: -Infinity, upper: n });

export const isEmpty = (r: RowRange) => r.upper < r.lower;

/** Data.Ranged's equality: all empty ranges are equal. */
export function sameRange(a: RowRange, b: RowRange): boolean {
  return (isEmpty(a) && isEmpty(b)) || (a.lower === b.lower && a.upper === b.upper);
}

export function intersect(a: RowRange, b: RowRange): RowRange {
  if (isEmpty(a) || isEmpty(b)) return emptyRange;
  return { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) };
}

/** The number of rows a bounded range asks for (RangeQuery.rangeLimit), null when open. */
export function rangeLimit(r: RowRange): number | null {
  return Number.isFinite(r.lower) && Number.isFinite(r.upper) ? 1 + r.upper - r.lower : null;
}

export function rangeOffset(r: RowRange): number {
  if (!Number.isFinite(r.lower)) throw new Error('range without lower bound');
  return r.lower;
}

/** db-max-rows (or a `limit`) caps the range: at most `max` rows from its offset. */
export function restrictRange(max: number | null, r: RowRange): RowRange {
  if (max === null) return r;
  return intersect(r, rangeLeq(rangeOffset(r) + max - 1));
}

export const hasLimitZero = (r: RowRange) => r.upper === -1;

export function convertToLimitZeroRange(range: RowRange, fallback: () => RowRange): RowRange {
  return hasLimitZero(range) ? limitZeroRange : fallback();
}

/** Haskell's `readMaybe :: Integer` on a query value: optional spaces around an optional minus and digits. */
export function readInteger(text: string): number | null {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : null;
}

/** The `Range` header (`0-24`, `10-`); anything else is all rows (RangeQuery.rangeParse). */
export function parseRangeHeader(value: string | undefined): RowRange {
  if (value === undefined) return allRange;
  const match = /^([0-9]+)-([0-9]*)$/.exec(value);
  if (!match) return allRange;
  const lower = rangeGeq(Number(match[1]));
  const upper = match[2] === '' ? allRange : rangeLeq(Number(match[2]));
  return intersect(lower, upper);
}

/** Content-Range: `first-last/total`, `*` for no rows or a total of 0, `*` for an unknown total. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const span = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${span}/${total === null ? '*' : total}`;
}

/** The status and Content-Range of a read (RangeQuery.rangeStatusHeader). */
export function rangeStatusHeader(
  topLevel: RowRange,
  queryTotal: number,
  tableTotal: number | null,
): { status: number; contentRange: string } {
  const lower = rangeOffset(topLevel);
  const upper = lower + queryTotal - 1;
  let status = 200;
  if (tableTotal !== null) {
    if (lower > tableTotal) status = 416;
    else if (1 + upper - lower < tableTotal) status = 206;
  }
  return { status, contentRange: contentRange(lower, upper, tableTotal) };
}
