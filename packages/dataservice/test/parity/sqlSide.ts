/**
 * A parity scenario's call, sent to a host of the data service: a PostgreSQL cluster through the
 * test's client (`onCluster`) or PGlite (pgliteSide.ts), both behind the PostgREST 16.2 emulation.
 */
import type { ClientBase } from 'pg';
import type { ApiResponse } from '../../src/postgrest';
import { request, toReply, type Caller, type Reply, type RequestOptions } from '../harness';
import type { Call } from './scenario';

export type Send = (caller: Caller, method: string, path: string, options: RequestOptions) => Promise<ApiResponse>;

export const onCluster =
  (db: ClientBase): Send =>
  (caller, method, path, options) =>
    request(db, caller, method, path, options);

export async function callService(send: Send, caller: Caller, call: Call): Promise<Reply> {
  const prefer = [
    ...(call.count ? ['count=exact'] : []),
    ...('rpc' in call || !call.representation ? [] : ['return=representation']),
  ];
  const response =
    'rpc' in call
      ? await send(caller, 'POST', `/rpc/${call.rpc}`, { query: call.query, prefer, body: call.args ?? {} })
      : await (() => {
          const [path = '', query = ''] = call.path.replace(/^\//, '').split('?');
          const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : (call.body ?? {});
          return send(caller, call.method, `/${path}`, { query, prefer, body });
        })();
  const reply = toReply(response);
  // A counted read: `{ contentRange, rows }` with PostgREST's 200, 206 or 416.
  if (!call.count || !reply.ok || ('method' in call && call.method !== 'GET')) return reply;
  return { ...reply, data: { contentRange: response.headers['Content-Range'], rows: reply.data } };
}
