import { setupServer } from 'msw/node';
import { answers } from './answers/answers';
import { mockDb } from './db/db';
import { handlers } from './handlers';

/**
 * msw/node for unit and integration tests:
 * `beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))`,
 * `afterEach(() => { server.resetHandlers(); resetMockDb(); clearFaults(); })`, `afterAll(() => server.close())`.
 * The store lives in memory only.
 */
export const server = setupServer(...handlers);

export * from './index';

/**
 * Loads the answers' code and builds the store from the seed, both of which otherwise
 * happen on the first call: a file's first test would pay for them inside its assertions'
 * time limits, and only when no earlier file in the same worker had paid already.
 */
export async function warmMockService(): Promise<void> {
  await answers();
  mockDb();
}
