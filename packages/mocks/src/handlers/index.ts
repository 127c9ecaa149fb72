import type { HttpHandler } from 'msw';
import { FaultRegistry, activeFaults, type FaultMap } from '../faults';
import { iiifHandlers } from './iiifHandlers';
import { rpcHandlers } from './rpcHandlers';
import { ownCodeHandler } from './staticAssets';
import { tableHandlers } from './tableHandlers';
import { templateHandlers } from './templateHandlers';

/**
 * The handler list for one fault registry: remote procedures, the page's own code let through
 * (staticAssets.ts), tables and views, template API, scans (IIIF).
 */
export function createHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    ...rpcHandlers(faults),
    ownCodeHandler(),
    ...tableHandlers(faults),
    ...templateHandlers(faults),
    ...iiifHandlers(faults),
  ];
}

/** The shared handlers (browser worker, msw/node, Storybook); `setFault` and `clearFaults` steer them. */
export const handlers: HttpHandler[] = createHandlers(activeFaults);

/**
 * Handlers with their own faults, for one story or test:
 * `parameters: { msw: { handlers: withFaults({ a_update_user: { status: 400, message: '…' } }) } }`.
 * The rest of the calls work as usual; `times` counts within this list.
 */
export function withFaults(faults: FaultMap): HttpHandler[] {
  return createHandlers(new FaultRegistry(faults));
}
