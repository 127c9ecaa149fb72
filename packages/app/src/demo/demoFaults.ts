/**
 * The demo's fault switch on its data path (`?fault=a_get_all_users:500`, `?latency=800`;
 * packages/mocks/README.md "Faults"): the mocks' registry, consulted in the page before a
 * request goes to the data worker, under the names the mocks' handlers give a call.
 */
import { FaultRegistry, dataCallNames, faultReply, faultsFromSearch } from '@waldmonitor/mocks/faults';

/** The names a fault can be set under (the mocks' names for a call): `base` is the data client's base path. */
export const faultNames = (method: string, url: URL, base: string): string[] =>
  dataCallNames(method, url.pathname.slice(base.length), url.searchParams);

/** What `fetch` rejects with when its signal aborts. */
export const aborted = () => new DOMException('Die Anfrage wurde abgebrochen.', 'AbortError');

function wait(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(aborted());
    });
  });
}

/**
 * The faults of the page's address, read once at the start as msw's handlers read them:
 * `take` delays the call, fails it as the network would, or answers the fault's error, and
 * returns null when the call should go on to the data service.
 */
export function demoFaults(search: string) {
  const faults = new FaultRegistry(faultsFromSearch(search));
  return async (names: readonly string[], signal: AbortSignal | null): Promise<Response | null> => {
    const fault = faults.take(names);
    if (!fault) return null;
    if (fault.latencyMs) await wait(fault.latencyMs, signal);
    if (fault.networkError) throw new TypeError('Failed to fetch');
    if (!fault.error) return null;
    const reply = faultReply(fault.error, names[0] ?? 'unbekannt', 'data');
    return Response.json(reply.body, { status: reply.status });
  };
}
