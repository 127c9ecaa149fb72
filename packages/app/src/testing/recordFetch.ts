/**
 * For play functions: records the requests the page sends from now on, so a story can
 * assert the exact body of a call ("Play functions assert the request bodies").
 * The mock service worker still answers them; `restore()` puts the original fetch back.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/data/rpc/a_add_user` or `/data/benutzer?user_id=eq.5`. */
  path: string;
  /** The parsed JSON body; undefined for a request without one. */
  body: unknown;
}

export interface FetchRecorder {
  readonly requests: readonly RecordedRequest[];
  /** The requests whose path (without the query) ends with `pathEnd`, e.g. `/rpc/a_add_user`. */
  to(pathEnd: string): RecordedRequest[];
  /** The query strings of the requests `to(pathEnd)`, decoded, in the order they were sent. */
  queriesTo(pathEnd: string): string[];
  restore(): void;
}

async function bodyOf(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const raw = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = String(raw);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function recordFetch(): FetchRecorder {
  const requests: RecordedRequest[] = [];
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    requests.push({
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      path: url.pathname + url.search,
      body: await bodyOf(input, init),
    });
    return original(input, init);
  };
  const to = (pathEnd: string) => requests.filter((request) => request.path.split('?')[0]?.endsWith(pathEnd));
  return {
    requests,
    to,
    queriesTo: (pathEnd) => to(pathEnd).map((request) => decodeURIComponent(request.path.split('?')[1] ?? '')),
    restore: () => {
      window.fetch = original;
    },
  };
}
