/** The SQL side of a parity scenario: the same request, answered by the PostgREST 16.2 emulation. */
import type { ClientBase } from 'pg';
import { request, toReply, type Caller, type Reply } from '../harness';
import type { Call } from './scenario';

export async function callSql(db: ClientBase, caller: Caller, call: Call): Promise<Reply> {
  const prefer = [
    ...(call.count ? ['count=exact'] : []),
    ...('rpc' in call || !call.representation ? [] : ['return=representation']),
  ];
  const response =
    'rpc' in call
      ? await request(db, caller, 'POST', `/rpc/${call.rpc}`, { query: call.query, prefer, body: call.args ?? {} })
      : await (() => {
          const [path = '', query = ''] = call.path.replace(/^\//, '').split('?');
          const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : (call.body ?? {});
          return request(db, caller, call.method, `/${path}`, { query, prefer, body });
        })();
  const reply = toReply(response);
  // A counted read: `{ contentRange, rows }` with PostgREST's 200, 206 or 416.
  if (!call.count || !reply.ok || ('method' in call && call.method !== 'GET')) return reply;
  return { ...reply, data: { contentRange: response.headers['Content-Range'], rows: reply.data } };
}
