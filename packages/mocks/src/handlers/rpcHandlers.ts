import { RPC_NAMES, type RpcName } from '@waldmonitor/ui/model';
import { http, type HttpHandler } from 'msw';
import type { FaultRegistry } from '../faults';
import { pgErrors } from '../store/errors';
import { errorReply, guarded } from './respond';

const KNOWN: ReadonlySet<string> = new Set(RPC_NAMES);

/**
 * The procedures' answers, the store and the seed load with the first call: the demo's
 * mock service starts with msw and these routes only (issue 17).
 */
const answers = () => import('./rpcAnswers');

/**
 * Every procedure of spec §7 (`POST /rpc/<name>` on any host) behind one handler. One,
 * not one per name: msw tries its handlers in turn and, for each, compiles the path
 * pattern and parses the request's cookies, so 64 procedure handlers cost every request
 * of the demo tens of milliseconds before its own handler ran (issue 17). An unknown
 * procedure gets PostgREST's own answer, so a misspelt name shows at once.
 */
export function rpcHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    http.post('*/rpc/:name', (info) => {
      const name = String(info.params.name);
      if (!KNOWN.has(name)) return errorReply(pgErrors.unknownFunction(name));
      const answer = guarded(faults, [name], 'data', async ({ request }) =>
        (await answers()).answerRpc(name as RpcName, request),
      );
      return answer(info);
    }),
  ];
}
