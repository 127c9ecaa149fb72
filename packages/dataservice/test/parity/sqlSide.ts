/** The SQL side of a parity scenario: the same call as PostgREST would make it. */
import type { ClientBase } from 'pg';
import { rpc, type Caller, type Reply } from '../postgrest';
import { tableRequest } from '../tables';
import type { Call } from './scenario';

export function callSql(db: ClientBase, caller: Caller, call: Call): Promise<Reply> {
  if ('rpc' in call) return rpc(db, caller, call.rpc, call.args ?? {});
  return tableRequest(db, caller, call.method, call.path, call.body, { representation: call.representation });
}
