import {
  TABLE_CALLS_BY_NAME,
  tableCallQuery,
  type CallParams,
  type CallResult,
  type TableBody,
  type TableCallName,
} from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from './client';

/**
 * A table call of the contract by its name (`getMapPoints`, `patchKarte`): its method,
 * path, filter with `{id}` filled in from the params, and `Prefer` header (requirements §7).
 * A call without the id its filter needs throws before any request.
 */
export function tableCall<N extends TableCallName>(
  client: DataClient,
  name: N,
  params: CallParams<N>,
  body: TableBody<N>,
  opts: RequestOptions = {},
): Promise<CallResult<N>> {
  const call = TABLE_CALLS_BY_NAME[name];
  const query = tableCallQuery(call, (params as { id?: number }).id);
  return client.request(call.method, `${call.path}${query ? `?${query}` : ''}`, body, {
    ...opts,
    prefer: call.prefer,
  });
}
