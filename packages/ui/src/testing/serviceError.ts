import type { PostgrestErrorBody } from '../model/contract/errors';

/**
 * What a failed read rejects with in stories and tests: an Error carrying the service's
 * body, as the app's DataServiceError does, so ErrorState shows the one mapping's German
 * message with the service's text as the details line.
 */
export function serviceError(body: Partial<PostgrestErrorBody> & { message: string; status?: number }): Error {
  return Object.assign(new Error(body.message), body);
}
