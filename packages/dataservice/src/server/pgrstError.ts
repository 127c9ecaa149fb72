/**
 * The errors this server answers itself (before the emulation), shaped as PostgREST 16.2's
 * `Error.hs` errorResponseFor does: a JSON body with the keys in aeson's order (code, details,
 * hint, message; only code and message with `client-error-verbosity = "minimal"`),
 * `Content-Type: application/json; charset=utf-8` and `Proxy-Status: PostgREST; error=<code>`.
 */
import type { ApiResponse } from '../postgrest';

export interface PgrstErrorBody {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

export function pgrstError(
  status: number,
  error: PgrstErrorBody,
  verbosity: 'verbose' | 'minimal',
  headers: Record<string, string> = {},
): ApiResponse {
  const body =
    verbosity === 'minimal'
      ? { code: error.code, message: error.message }
      : { code: error.code, details: error.details ?? null, hint: error.hint ?? null, message: error.message };
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'proxy-status': `PostgREST; error=${error.code}`,
      ...headers,
    },
    body: JSON.stringify(body),
  };
}
