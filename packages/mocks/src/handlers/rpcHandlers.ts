import type { RpcName } from '@waldmonitor/ui/model';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { mockDb } from '../db/db';
import type { FaultRegistry } from '../faults';
import { pgErrors } from '../store/errors';
import { Args } from './args';
import { errorReply, guarded, readJson } from './respond';
import type { RpcImpl } from './rpc/context';
import { RPC_IMPLS } from './rpc';

/**
 * Procedures returning a value that may be null: PostgREST answers `200 null` for them, not
 * the 204 of a void function (held equal to packages/dataservice's SQL by its parity tests).
 */
const NULLABLE_VALUE: ReadonlySet<RpcName> = new Set<RpcName>(['a_get_user_name']);

/** `RPC_IMPLS` is keyed by name; an own-property check keeps `toString` & co. out. */
const isKnown = (name: string): name is RpcName => Object.prototype.hasOwnProperty.call(RPC_IMPLS, name);

/**
 * Every procedure of spec §7 (`POST /rpc/<name>` on any host) behind one handler. One,
 * not one per name: msw tries its handlers in turn and, for each, compiles the path
 * pattern and parses the request's cookies, so 64 procedure handlers cost every request
 * of the demo tens of milliseconds before its own handler ran (issue 17). A result of
 * null is a void function: PostgREST answers 204 No Content; an unknown procedure gets
 * PostgREST's own answer, so a misspelt name shows at once.
 */
export function rpcHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    http.post('*/rpc/:name', (info) => {
      const name = String(info.params.name);
      if (!isKnown(name)) return errorReply(pgErrors.unknownFunction(name));
      return guarded(faults, [name], 'data', async ({ request }) => {
        const args = new Args(name, await readJson(request));
        const impl = RPC_IMPLS[name] as RpcImpl<RpcName>;
        const result = await impl({ db: mockDb(), args, request });
        return result === null && !NULLABLE_VALUE.has(name)
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json(result);
      })(info);
    }),
  ];
}
