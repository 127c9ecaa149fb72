import { setupServer } from 'msw/node';
import { serviceFrom } from './embedded/dataService';
import { nodeSource } from './embedded/nodeSource';
import { handlers } from './handlers';

/**
 * msw/node for unit and integration tests:
 * `beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))`,
 * `afterEach(async () => { server.resetHandlers(); await resetDataService(); clearFaults(); })`,
 * `afterAll(() => server.close())`. The data service runs in this process, from the demo
 * database's snapshot file; setupMockServer (testServer.ts) does all of this.
 */
export const server = setupServer(...handlers);

serviceFrom(nodeSource);

export * from './index';
// The procedures' sample payloads of the coverage tests (here and in packages/app): test data,
// so here and not in index.ts, which the stories load in the browser.
export { RPC_SAMPLES } from './rpcSamples';
