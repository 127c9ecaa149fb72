import { TABLE_CALLS, type TableName } from '@waldmonitor/ui/model';
import { http, type HttpHandler } from 'msw';
import { answers } from '../answers/answers';
import type { FaultRegistry } from '../faults';
import { isListPath } from './listPaths';
import { guarded } from './respond';
import { TABLE_NAMES } from './tableNames';

/**
 * The names a fault can be set under for this request: the contract's call name, `PATCH /karte`,
 * `/karte`. A list path of ours is one call whatever its filters (`getRechnungListe`): the
 * list screens filter with the query string.
 */
function callNames(method: string, table: TableName, url: URL): string[] {
  const filterKeys = [...url.searchParams.keys()]
    .filter((k) => !['select', 'order', 'limit', 'offset'].includes(k))
    .sort();
  const contractCall = TABLE_CALLS.find((call) => {
    if (call.method !== method || call.path !== `/${table}`) return false;
    if (isListPath(table)) return true;
    const keys = [...new URLSearchParams(call.filter).keys()].filter((k) => k !== 'order').sort();
    return keys.join() === filterKeys.join();
  });
  return [...(contractCall ? [contractCall.name] : []), `${method} /${table}`, `/${table}`];
}

/**
 * The last path segment, when it names a table or view: explicit names, no catch-all,
 * so a call to an unknown table fails loudly in tests. msw matches it against the URL
 * without query and hash.
 */
const TABLE_PATH = new RegExp(`/(${TABLE_NAMES.join('|')})$`);

function tableHandler(faults: FaultRegistry, method: 'GET' | 'POST' | 'PATCH' | 'DELETE'): HttpHandler {
  const route = { GET: http.get, POST: http.post, PATCH: http.patch, DELETE: http.delete }[method];
  return route(TABLE_PATH, (info) => {
    const url = new URL(info.request.url);
    const name = TABLE_PATH.exec(url.pathname)?.[1] as TableName;
    const answer = guarded(faults, callNames(method, name, url), 'data', async ({ request }) =>
      (await answers()).table(method, name, url, request),
    );
    return answer(info);
  });
}

/**
 * One handler per method for all tables and views of requirements §7 (`karte`, `mappoint`, … on
 * any host), not one per table and method: msw compiles every handler's pattern and
 * parses the cookies for each request it tries, so 68 of them slowed every call of the
 * demo.
 */
export function tableHandlers(faults: FaultRegistry): HttpHandler[] {
  return (['GET', 'POST', 'PATCH', 'DELETE'] as const).map((method) => tableHandler(faults, method));
}
