/**
 * The JSON error body of the data service (PostgREST, DESIGN.md §1): every failed call
 * answers with it. spec §8: "Messages of data service errors are not shown", so screens
 * show `message` as the service sends it.
 */
export interface PostgrestErrorBody {
  /** PostgreSQL SQLSTATE (`23505`) or PostgREST code (`PGRST116`). */
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export function isPostgrestErrorBody(value: unknown): value is PostgrestErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}
