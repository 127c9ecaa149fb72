import { RPC_NAMES, type RpcName } from '@waldmonitor/ui/model';
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

/**
 * A handler for every procedure of spec §7 (`POST /rpc/<name>` on any host). A result of
 * null is a void function: PostgREST answers 204 No Content.
 */
export function rpcHandlers(faults: FaultRegistry): HttpHandler[] {
  const known = RPC_NAMES.map((name) =>
    http.post(
      `*/rpc/${name}`,
      guarded(faults, [name], 'data', async ({ request }) => {
        const args = new Args(name, await readJson(request));
        const impl = RPC_IMPLS[name] as RpcImpl<RpcName>;
        const result = await impl({ db: mockDb(), args, request });
        return result === null && !NULLABLE_VALUE.has(name)
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json(result);
      }),
    ),
  );
  // An unknown procedure gets PostgREST's own answer, so a misspelt name shows at once.
  const unknown = http.post('*/rpc/:name', ({ params }) => errorReply(pgErrors.unknownFunction(String(params.name))));
  return [...known, unknown];
}
