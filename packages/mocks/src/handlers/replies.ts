/**
 * The data service's replies as plain `Response` objects. The answers run inside the demo's
 * data worker too (answers/answerWorker.ts), and msw creates page-only state when it loads
 * (its cookie store reads `localStorage`, which a worker lacks): nothing here or in the
 * answers imports msw. msw stays in the page's handlers (respond.ts and the *Handlers files).
 */
import { PostgrestError } from '../store/errors';

/** A PostgREST error reply. */
export function errorReply(error: PostgrestError): Response {
  return Response.json(error.body, { status: error.status });
}

/** What a call that threw answers: PostgREST's error JSON for a PostgrestError, 500 XX000 otherwise. */
export function failureReply(error: unknown): Response {
  if (error instanceof PostgrestError) return errorReply(error);
  console.error('Mock-Handler fehlgeschlagen', error);
  const message = error instanceof Error ? error.message : String(error);
  return Response.json({ code: 'XX000', message, details: null, hint: null }, { status: 500 });
}

/** Reads a JSON body: undefined when empty, PostgREST's PGRST102 when not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PostgrestError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  }
}
