import { http, type HttpHandler } from 'msw';
import { answerFromService } from '../embedded/serviceDoor';
import type { FaultRegistry } from '../faults';
import { guarded } from './respond';

/**
 * Every procedure (`POST /rpc/<name>` on any host) behind one handler, answered by the data
 * service's SQL (embedded/serviceDoor.ts). One, not one per name: msw tries its handlers in
 * turn and, for each, compiles the path pattern and parses the request's cookies. An unknown
 * procedure gets the data service's own answer (PGRST202), so a misspelt name shows at once.
 */
export function rpcHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    http.post('*/rpc/:name', (info) => {
      const name = String(info.params.name);
      return guarded(faults, [name], 'data', ({ request }) => answerFromService(request, `/rpc/${name}`))(info);
    }),
  ];
}
