import type { HttpHandler } from 'msw';
import { FaultRegistry, activeFaults, type FaultMap } from '../faults';
import { iiifHandlers } from './iiifHandlers';
import { rpcHandlers } from './rpcHandlers';
import { ownCodeHandler } from './staticAssets';
import { tableHandlers } from './tableHandlers';
import { templateHandlers } from './templateHandlers';
import { wmsHandlers } from './wmsHandlers';

/**
 * The handler list for one fault registry: remote procedures, the page's own code let through
 * (staticAssets.ts), tables and views, template API, scans (IIIF), the world map's WMS backgrounds.
 */
export function createHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    ...rpcHandlers(faults),
    ownCodeHandler(),
    ...tableHandlers(faults),
    ...templateHandlers(faults),
    ...iiifHandlers(faults),
    ...wmsHandlers(faults),
  ];
}

/** The shared handlers (browser worker, msw/node, Storybook); `setFault` and `clearFaults` steer them. */
export const handlers: HttpHandler[] = createHandlers(activeFaults);

/** A handler list with its own faults, and the way to arm them afresh. */
export type HandlersWithFaults = HttpHandler[] & { rearmFaults: () => void };

/**
 * Handlers with their own faults, for one story or test:
 * `parameters: { msw: { handlers: withFaults({ a_update_user: { status: 400, message: '…' } }) } }`.
 * The rest of the calls work as usual; `times` counts within this list until `rearmFaults()`,
 * which Storybook's preview calls before each render of the story: a story rendered again
 * (remounted, opened a second time) meets its faults again, as it did the first time.
 */
export function withFaults(faults: FaultMap): HandlersWithFaults {
  const registry = new FaultRegistry(faults);
  return Object.assign(createHandlers(registry), { rearmFaults: () => registry.rearm() });
}
