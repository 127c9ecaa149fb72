import type { RpcName } from '@waldmonitor/ui/model';
import { mockDb, persistChanges } from '../db/db';
import { Args } from './args';
import { asksForQuery, queryResult } from '../store/resultQuery';
import type { AnyRow } from '../store/schema';
import { readJson } from './replies';
import { checkRpcCaller } from './roleRules';
import type { RpcImpl } from './rpc/context';
import { RPC_IMPLS } from './rpc';

/**
 * Procedures returning a value that may be null: PostgREST answers `200 null` for them, not
 * the 204 of a void function (held equal to packages/dataservice's SQL by its parity tests).
 */
const NULLABLE_VALUE: ReadonlySet<RpcName> = new Set<RpcName>(['a_get_user_name']);

/**
 * The answer of one procedure call, from the store. Loaded with the first call (see
 * rpcHandlers.ts). A result of null is a void function: PostgREST answers 204 No Content.
 * A change is kept for the browser session after the call, whether it succeeded or not.
 */
export async function answerRpc(name: RpcName, request: Request): Promise<Response> {
  try {
    const args = new Args(name, await readJson(request));
    checkRpcCaller(name, mockDb(), request, args);
    const impl = RPC_IMPLS[name] as RpcImpl<RpcName>;
    const result = await impl({ db: mockDb(), args, request });
    const url = new URL(request.url);
    if (Array.isArray(result) && asksForQuery(url, request)) {
      const page = queryResult(name, result as AnyRow[], url, request);
      return Response.json(page.body, { status: page.status, headers: page.headers });
    }
    return result === null && !NULLABLE_VALUE.has(name) ? new Response(null, { status: 204 }) : Response.json(result);
  } finally {
    persistChanges();
  }
}
