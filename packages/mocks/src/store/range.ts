/**
 * PostgREST's paging of a read (docs: "Pagination and Count"): `limit`/`offset` in the query
 * and the `Range` header (`Range: 0-24`) pick the rows; `Prefer: count=exact` (or planned,
 * estimated: the store knows the exact number) asks for the total in `Content-Range`
 * (`0-24/3573`). A part of the counted rows answers 206 Partial Content, an offset past
 * them 416 (PGRST103); without a count the total is `*` and the status 200.
 */
import type { PostgrestErrorBody } from '@waldmonitor/ui/model';
import { pgErrors } from './errors';
import type { ParsedQuery } from './query';

export interface RowRange {
  offset: number;
  /** null: to the end. */
  limit: number | null;
}

/** The rows asked for: the `Range` header narrowed by `limit`/`offset`, as PostgREST intersects them. */
export function requestedRange(query: Pick<ParsedQuery, 'limit' | 'offset'>, rangeHeader: string | null): RowRange {
  const header = /^(?:items=)?(\d+)-(\d*)$/.exec((rangeHeader ?? '').trim());
  const from = header ? Number(header[1]) : 0;
  const to = header?.[2] ? Number(header[2]) : null;
  const offset = Math.max(from, query.offset);
  const ends = [to === null ? null : to + 1, query.limit === null ? null : query.offset + query.limit].filter(
    (end): end is number => end !== null,
  );
  return { offset, limit: ends.length === 0 ? null : Math.max(0, Math.min(...ends) - offset) };
}

export type CountPreference = 'exact' | 'planned' | 'estimated';

/** The total the request asks for (`Prefer: count=exact|planned|estimated`), or null. */
export function countPreference(request: Request): CountPreference | null {
  const match = /(?:^|,)\s*count=(exact|planned|estimated)\s*(?:,|$)/.exec(request.headers.get('Prefer') ?? '');
  return (match?.[1] as CountPreference | undefined) ?? null;
}

export interface PageReply<Row> {
  /** The page's rows, or PostgREST's error body for 416. */
  body: Row[] | PostgrestErrorBody;
  status: number;
  headers: Record<string, string>;
}

/**
 * One page of `all` (already filtered and ordered) as PostgREST answers it: the rows of the
 * range, the status, Content-Range and, when a count was asked for, Preference-Applied.
 */
export function pageOf<Row>(all: readonly Row[], range: RowRange, count: CountPreference | null): PageReply<Row> {
  const total = count ? all.length : null;
  if (total !== null && range.offset > total) {
    return {
      body: pgErrors.rangeNotSatisfiable(range.offset, total).body,
      status: 416,
      headers: { 'Content-Range': `*/${total}` },
    };
  }
  const rows = all.slice(range.offset, range.limit === null ? undefined : range.offset + range.limit);
  const span = rows.length > 0 && total !== 0 ? `${range.offset}-${range.offset + rows.length - 1}` : '*';
  const headers: Record<string, string> = { 'Content-Range': `${span}/${total ?? '*'}` };
  if (count) headers['Preference-Applied'] = `count=${count}`;
  const status = total !== null && rows.length < total ? 206 : 200;
  return { body: rows, status, headers };
}
