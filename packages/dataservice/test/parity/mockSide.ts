/**
 * The mock side of a parity scenario: the demo's msw handlers in-process (msw/node), the
 * caller's e-mail in a bearer token as the demo sign-in sends it, the store reset per scenario.
 */
import { resetMockDb } from '../../../mocks/src/db/db';
import { clearFaults } from '../../../mocks/src/faults';
import { server } from '../../../mocks/src/node';
import type { Caller, Reply } from '../harness';
import type { Call } from './scenario';

const BASE = 'http://daten.test';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with the caller's claims: the role in `app_status` (PostgREST's role claim), `email`; no signature is checked. */
function token(caller: Caller): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...caller.claims, app_status: caller.role })}.x`;
}

export function startMock(): void {
  server.listen({ onUnhandledRequest: 'error' });
}

export function stopMock(): void {
  server.close();
}

export function resetMock(): void {
  resetMockDb();
  clearFaults();
}

export async function callMock(caller: Caller, call: Call): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (caller.role !== 'web_anon') headers.Authorization = `Bearer ${token(caller)}`;
  let response: Response;
  if (call.count) headers.Prefer = 'count=exact';
  if ('rpc' in call) {
    response = await fetch(`${BASE}/rpc/${call.rpc}${call.query ? `?${call.query}` : ''}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(call.args ?? {}),
    });
  } else {
    if (call.representation) headers.Prefer = [headers.Prefer, 'return=representation'].filter(Boolean).join(',');
    response = await fetch(`${BASE}/${call.path.replace(/^\//, '')}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  }
  const text = await response.text();
  const body = text === '' ? null : (JSON.parse(text) as unknown);
  if (response.ok && call.count) {
    const contentRange = response.headers.get('Content-Range');
    return { ok: true, status: response.status, data: { contentRange, rows: body } };
  }
  if (response.ok) return { ok: true, status: response.status, data: body };
  return { ok: false, status: response.status, error: body as Extract<Reply, { ok: false }>['error'] };
}
