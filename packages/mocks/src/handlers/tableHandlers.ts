import { TABLE_CALLS } from '@waldmonitor/ui/model';
import { http, type HttpHandler } from 'msw';
import { dataCallNames } from '../dataCalls';
import { answerFromService } from '../embedded/serviceDoor';
import type { FaultRegistry } from '../faults';
import { guarded } from './respond';

/** Every table and view the contract's table calls reach (requirements §7). */
const TABLE_NAMES: readonly string[] = [...new Set(TABLE_CALLS.map((call) => call.path.slice(1)))];

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
    const path = `/${TABLE_PATH.exec(url.pathname)?.[1] ?? ''}`;
    const names = dataCallNames(method, path, url.searchParams);
    return guarded(faults, names, 'data', ({ request }) => answerFromService(request, path))(info);
  });
}

/**
 * One handler per method for all tables and views of requirements §7 (`karte`, `mappoint`, … on
 * any host), answered by the data service's SQL, not one per table and method: msw compiles
 * every handler's pattern and parses the cookies for each request it tries.
 */
export function tableHandlers(faults: FaultRegistry): HttpHandler[] {
  return (['GET', 'POST', 'PATCH', 'DELETE'] as const).map((method) => tableHandler(faults, method));
}
