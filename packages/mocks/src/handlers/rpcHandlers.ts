import { RPC_NAMES, type RpcName } from '@waldmonitor/ui/model';
import { http, type HttpHandler } from 'msw';
import { answers } from '../answers/answers';
import type { FaultRegistry } from '../faults';
import { pgErrors } from '../store/errors';
import { errorReply } from './replies';
import { guarded } from './respond';

const KNOWN: ReadonlySet<string> = new Set(RPC_NAMES);

/**
 * Every procedure of requirements §7 (`POST /rpc/<name>` on any host) behind one handler. One,
 * not one per name: msw tries its handlers in turn and, for each, compiles the path
 * pattern and parses the request's cookies, so 64 procedure handlers cost every request
 * of the demo tens of milliseconds before its own handler ran. An unknown
 * procedure gets PostgREST's own answer, so a misspelt name shows at once.
 */
export function rpcHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    http.post('*/rpc/:name', (info) => {
      const name = String(info.params.name);
      if (!KNOWN.has(name)) return errorReply(pgErrors.unknownFunction(name));
      const answer = guarded(faults, [name], 'data', async ({ request }) =>
        (await answers()).rpc(name as RpcName, request),
      );
      return answer(info);
    }),
  ];
}
