/**
 * The names a fault can be set under for a data-service request (faults.ts): a procedure by its
 * name; a table call by the contract's call name (`patchKarte`), `PATCH /karte` and `/karte`.
 * Shared by the msw handlers (stories, tests) and the demo's data path, which has no msw
 * (packages/app/src/demo/demoFaults.ts).
 */
import { TABLE_CALLS } from '@waldmonitor/ui/model';

/** The query keys that shape a list rather than pick rows. */
const LIST_SHAPING = new Set(['select', 'order', 'limit', 'offset']);

const filterKeys = (search: URLSearchParams) =>
  [...search.keys()]
    .filter((key) => !LIST_SHAPING.has(key) && key !== 'order')
    .sort()
    .join();

/**
 * `path` is PostgREST's path (`/rpc/a_get_offers`, `/karte`), `search` the query. A table call
 * is the contract's call with the same filter keys, or the only call of its method and path
 * (a list path of ours is one call whatever its filters, `getRechnungListe`).
 */
export function dataCallNames(method: string, path: string, search: URLSearchParams): string[] {
  const rpc = /^\/rpc\/([^/]+)$/.exec(path);
  if (rpc) return [decodeURIComponent(rpc[1]!)];
  const calls = TABLE_CALLS.filter((call) => call.method === method && call.path === path);
  const keys = filterKeys(search);
  const contractCall =
    calls.find((call) => filterKeys(new URLSearchParams(call.filter)) === keys) ??
    (calls.length === 1 ? calls[0] : undefined);
  return [...(contractCall ? [contractCall.name] : []), `${method} ${path}`, path];
}
