import { demoToken } from '@waldmonitor/dataservice/demo-token';
import type { MessageContent } from '@waldmonitor/ui';
import { clearFaults, resetDataService, server, WARM_UP_TIMEOUT_MS, warmDataService } from '@waldmonitor/mocks/node';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createDataClient, type DataClient } from './client';
import { DataServiceProvider } from './DataServiceProvider';

/** The data service's base URL in tests; the mock handlers answer on any host. */
export const TEST_BASE_URL = 'http://daten.test';
/** The demo administrator's token, as the demo's identity gives it. */
export const TEST_TOKEN = demoToken('admin@waldmonitor.example');

/** Starts msw/node for a test file and puts the data service and its faults back after each test. */
export function startMockService(): void {
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

export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/mappoint?karte_id=eq.7&order=nr.asc` (decoded). */
  path: string;
  headers: Headers;
  /** The parsed JSON body, undefined without one. */
  body: unknown;
}

/**
 * Records every request the client sends, in order, before the mock handlers answer it
 * (the recorder's resolver returns nothing, so msw falls through to them).
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.clone().text();
      sent.push({
        method: request.method,
        path: decodeURIComponent(url.pathname + url.search),
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
    }),
  );
  return sent;
}

/** How many recorded requests went to `POST /rpc/{name}` or `{METHOD} /{table}…`. */
export function countCalls(sent: readonly SentRequest[], method: string, pathPrefix: string): number {
  return sent.filter((request) => request.method === method && request.path.startsWith(pathPrefix)).length;
}

export function createTestClient(options: { getToken?: () => string | null; timeoutMs?: number } = {}): DataClient {
  return createDataClient({
    baseUrl: TEST_BASE_URL,
    getToken: options.getToken ?? (() => TEST_TOKEN),
    timeoutMs: options.timeoutMs,
  });
}

/**
 * A wrapper for `renderHook`: a fresh SWR cache per test (no deduping window, so a
 * revalidation always asks the service) and a DataServiceProvider with `notify` as spy.
 */
export function createHookWrapper(client: DataClient = createTestClient()) {
  const notify = vi.fn<(message: MessageContent) => void>();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DataServiceProvider client={client} notify={notify}>
          {children}
        </DataServiceProvider>
      </SWRConfig>
    );
  }
  return { Wrapper, notify, client };
}
