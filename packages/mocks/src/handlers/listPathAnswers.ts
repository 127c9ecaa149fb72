import type { RpcName } from '@waldmonitor/ui/model';
import { mockDb } from '../db/db';
import { pgErrors } from '../store/errors';
import { queryResult } from '../store/resultQuery';
import type { AnyRow } from '../store/schema';
import { Args } from './args';
import type { ListPath } from './listPaths';
import { LIST_PATHS } from './listPaths';
import { checkTableCaller } from './roleRules';
import { RPC_IMPLS } from './rpc';
import type { RpcImpl } from './rpc/context';

const SINGULAR = 'application/vnd.pgrst.object+json';

/**
 * The answer of a call on a list path of ours (listPaths.ts): the procedure's rows with
 * PostgREST's query on them, as on any view — filters, order, limit and offset, `Range`,
 * `Prefer: count` (Content-Range, 206, 416) and the singular object. Its roles have SELECT
 * only, so any other method is refused by the grant (checkTableCaller) before a row is read.
 */
export async function answerListPath(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  name: ListPath,
  url: URL,
  request: Request,
): Promise<Response> {
  const db = mockDb();
  checkTableCaller(method, name, db, request);
  const procedure = LIST_PATHS[name];
  const impl = RPC_IMPLS[procedure] as RpcImpl<RpcName>;
  const rows = (await impl({ db, args: new Args(procedure, {}), request })) as AnyRow[];
  if ((request.headers.get('Accept') ?? '').includes(SINGULAR)) {
    // PostgREST takes the object from limit and offset alone: neither Range nor a count applies.
    const page = queryResult(name, rows, url, new Request(url));
    const found = page.body as AnyRow[];
    if (found.length !== 1) throw pgErrors.notSingular(found.length);
    return Response.json(found[0], { status: 200 });
  }
  const page = queryResult(name, rows, url, request);
  return Response.json(page.body, { status: page.status, headers: page.headers });
}
