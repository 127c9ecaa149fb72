import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDataService } from './embedded/dataService';
import { clearFaults } from './faults';
import { server, WARM_UP_TIMEOUT_MS, warmDataService } from './node';

/** The data service's base URL in tests; any host works, the handlers match every origin. */
export const BASE = 'http://daten.test';

/** Starts msw/node for a test file and puts the data and the faults back after each test. */
export function setupMockServer(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await warmDataService();
  }, WARM_UP_TIMEOUT_MS);
  afterEach(async () => {
    server.resetHandlers();
    await resetDataService();
    clearFaults();
  });
  afterAll(() => server.close());
}

/**
 * Who calls, unless a test says otherwise: the demo's administrator (a demo token, as the demo's
 * identity gives), the role most calls are for; `as(email)` in `headers` for another demo user,
 * `as(null)` for nobody.
 */
export const ADMIN_CALLER = as('admin@waldmonitor.example');

/** The Authorization header of a demo user's call. */
export function as(email: string | null): Record<string, string> {
  return { Authorization: email === null ? '' : `Bearer ${demoToken(email)}` };
}

/** POST /rpc/<name> with a JSON body, as the data-service client sends it. */
export function rpc(name: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${BASE}/rpc/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ADMIN_CALLER, ...headers },
    body: JSON.stringify(body),
  });
}

/** A table call: `table('GET', 'karte?id=eq.3')`. */
export function table(method: string, pathAndQuery: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${BASE}/${pathAndQuery}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...ADMIN_CALLER, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
