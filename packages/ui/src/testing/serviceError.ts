import type { PostgrestErrorBody } from '../model/contract/errors';

/**
 * What a failed read rejects with in stories and tests: an Error carrying the service's
 * body, as the app's DataServiceError does, so ErrorState shows the one mapping's German
 * message with the service's text as the details line.
 */
export function serviceError(body: Partial<PostgrestErrorBody> & { message: string; status?: number }): Error {
  return Object.assign(new Error(body.message), body);
}

/**
 * What the service rejects a write with that would repeat a unique key: PostgREST's 409 with
 * PostgreSQL's 23505, naming the constraint and the key's `column` and `value`.
 */
export function uniqueViolation(constraint: string, column: string, value: string) {
  return {
    status: 409,
    code: '23505',
    message: `duplicate key value violates unique constraint "${constraint}"`,
    details: `Key (${column})=(${value}) already exists.`,
    hint: null,
  };
}
