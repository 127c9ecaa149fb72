import type { RpcName, RpcParams, RpcResult } from './rpc';
import type { TableCallName, TableContract } from './tables';

/** Every call of requirements §7 by name: a remote procedure (`a_get_all_clients`) or a table call (`getMapPoints`). */
export type CallName = RpcName | TableCallName;

/** The params that identify a call: the procedure's payload, or a table call's `{id}`. */
export type CallParams<N extends CallName> = N extends RpcName
  ? RpcParams<N>
  : N extends TableCallName
    ? TableContract[N]['params']
    : never;

/** What a call answers with. */
export type CallResult<N extends CallName> = N extends RpcName
  ? RpcResult<N>
  : N extends TableCallName
    ? TableContract[N]['result']
    : never;

/** The body a table call sends (undefined for GET and DELETE). */
export type TableBody<N extends TableCallName> = TableContract[N]['body'];
