import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * msw/node for unit and integration tests:
 * `beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))`,
 * `afterEach(() => { server.resetHandlers(); resetMockDb(); clearFaults(); })`, `afterAll(() => server.close())`.
 * The store lives in memory only.
 */
export const server = setupServer(...handlers);

export * from './index';
