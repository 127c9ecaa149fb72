import type { RpcName, RpcResult } from '@waldmonitor/ui/model';
import type { MockTables } from '../../db/db';
import type { Args } from '../args';

export interface RpcContext {
  db: MockTables;
  args: Args;
  request: Request;
}

/**
 * One remote procedure: reads its arguments, works on the store, returns the contract's
 * result (or a promise of it, when it first loads code it needs, as the map list does).
 */
export type RpcImpl<N extends RpcName> = (ctx: RpcContext) => RpcResult<N> | Promise<RpcResult<N>>;

export type RpcImpls<Names extends RpcName = RpcName> = { [N in Names]: RpcImpl<N> };
