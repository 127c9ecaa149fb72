/**
 * PostgREST's status and Content-Range of a read (its RangeQuery.rangeStatusHeader):
 * without a count 200 and the total `*`; with one, an offset past the rows is 416, a part
 * of them 206 Partial Content, all of them 200. The range is `first-last`, or `*` for no
 * rows or a total of 0.
 */
export function rangeStatus(
  offset: number,
  rows: number,
  total: number | null,
): { status: number; contentRange: string } {
  const last = offset + rows - 1;
  const span = total !== 0 && offset <= last ? `${offset}-${last}` : '*';
  const contentRange = `${span}/${total ?? '*'}`;
  if (total === null) return { status: 200, contentRange };
  if (offset > total) return { status: 416, contentRange };
  return { status: rows < total ? 206 : 200, contentRange };
}

/** PostgREST's body for 416 (PGRST103). */
export function rangeNotSatisfiable(offset: number, total: number) {
  return {
    code: 'PGRST103',
    message: 'Requested range not satisfiable',
    details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
    hint: null,
  };
}
