/** The single row of a "details" answer (PostgREST answers a set), or null when there is none. */
export function firstRow<T>(rows: readonly T[] | null): T | null {
  return rows?.[0] ?? null;
}
