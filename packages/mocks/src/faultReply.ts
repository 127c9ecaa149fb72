/**
 * What an injected error answers (faults.ts): PostgREST's error body with a code that fits the
 * status, or, for the template API and a numeric code, HTTP 200 with `{code, message}` as that
 * API reports its own errors. Plain data, so the msw handlers and the demo's data path (no msw)
 * answer alike.
 */
import type { ResolvedFault } from './faults';

export type CallKind = 'data' | 'template';

/** A PostgREST error code that fits an HTTP status. */
function codeForStatus(status: number): string {
  if (status === 401) return 'PGRST301';
  if (status === 403) return '42501';
  if (status === 404 || status === 406) return 'PGRST116';
  if (status === 409) return '23505';
  if (status === 503) return 'PGRST001';
  if (status >= 500) return 'XX000';
  return 'P0001';
}

export function faultReply(
  fault: NonNullable<ResolvedFault['error']>,
  callName: string,
  kind: CallKind,
): { status: number; body: Record<string, unknown> } {
  const message = fault.message ?? `Simulierter Fehler bei ${callName}.`;
  if (kind === 'template' && typeof fault.code === 'number' && fault.status === undefined) {
    return { status: 200, body: { code: fault.code, message } };
  }
  const status = fault.status ?? 500;
  const code = fault.code === undefined ? codeForStatus(status) : String(fault.code);
  return { status, body: { code, message, details: null, hint: null } };
}
