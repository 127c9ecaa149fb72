/** The SQL side of a parity scenario: the same call as PostgREST would make it. */
import type { ClientBase } from 'pg';
import { rpc, type Caller, type Reply } from '../postgrest';
import { rangeNotSatisfiable, rangeStatus } from '../range';
import { tableRequest } from '../tables';
import type { Call } from './scenario';

/** A counted read as PostgREST answers it: `{ contentRange, rows }` with 200, 206 or 416. */
function counted(reply: Reply, offset: number, total: number | undefined): Reply {
  if (!reply.ok || total === undefined) return reply;
  const rows = reply.data as unknown[];
  const range = rangeStatus(offset, rows.length, total);
  if (range.status === 416) return { ok: false, status: 416, error: rangeNotSatisfiable(offset, total) };
  return { ok: true, status: range.status, data: { contentRange: range.contentRange, rows } };
}

export async function callSql(db: ClientBase, caller: Caller, call: Call): Promise<Reply> {
  if ('rpc' in call) {
    if (call.query === undefined && !call.count) return rpc(db, caller, call.rpc, call.args ?? {});
    const search = new URLSearchParams(call.query ?? '');
    const reply = await rpc(db, caller, call.rpc, call.args ?? {}, { search, count: call.count });
    return call.count ? counted(reply, Number(search.get('offset') ?? 0), reply.total) : reply;
  }
  const reply = await tableRequest(db, caller, call.method, call.path, call.body, {
    representation: call.representation,
  });
  if (!call.count || call.method !== 'GET' || !reply.ok) return reply;
  const [path = '', search = ''] = call.path.split('?');
  const query = new URLSearchParams(search);
  const offset = Number(query.get('offset') ?? 0);
  query.delete('limit');
  query.delete('offset');
  const all = await tableRequest<unknown[]>(db, caller, 'GET', `${path}?${query}`);
  return counted(reply, offset, all.ok ? all.data.length : undefined);
}
