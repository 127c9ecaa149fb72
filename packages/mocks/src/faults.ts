/**
 * The fault switch: per call, inject latency, an error reply or a network error, so every
 * failure state of a screen can be shown in a story, a test or the demo.
 *
 * Call names: a remote procedure by its name (`a_update_user`), a table call as
 * `<METHOD> /<table>` (`PATCH /karte`) or `/<table>` for every method, a template call as
 * `<METHOD> /vue-element-admin/<path>` (`POST /vue-element-admin/user/login`) or its
 * path alone, and `*` for every call. The contract's call names work too (`patchKarte`,
 * `getMapPoints`, `login`, `info`). A spec with only `latencyMs` delays the call; any
 * other spec (even `{}`) makes it fail, with status 500 unless given.
 */
export interface FaultSpec {
  /** HTTP status of the error reply; 500 when only a message is given. */
  status?: number;
  /** The error message; a German default names the call. */
  message?: string;
  /**
   * The error body's code. For the template API a numeric code (e.g. 50008) replies
   * with HTTP 200 and `{code, message}`, as that API reports its own errors.
   */
  code?: string | number;
  /** Delay before the reply (or before the error). */
  latencyMs?: number;
  /** The request fails without a reply (`TypeError: Failed to fetch`). */
  networkError?: true;
  /** Applies to the next n calls only, then the call works again. */
  times?: number;
}

export type FaultMap = Record<string, FaultSpec>;

interface ActiveFault {
  spec: FaultSpec;
  remaining: number;
}

export class FaultRegistry {
  private readonly faults = new Map<string, ActiveFault>();

  constructor(private readonly initial: FaultMap = {}) {
    this.rearm();
  }

  /** Back to the faults it was made with, each with its full `times` again. */
  rearm(): void {
    this.faults.clear();
    for (const [name, spec] of Object.entries(this.initial)) this.set(name, spec);
  }

  set(callName: string, spec: FaultSpec): void {
    this.faults.set(callName, { spec, remaining: spec.times ?? Infinity });
  }

  clear(): void {
    this.faults.clear();
  }

  /**
   * What to do for a call (the most specific name wins; `*` adds its latency to any
   * other), counting one use against `times`. Undefined when the call should just work.
   */
  take(names: readonly string[]): ResolvedFault | undefined {
    const specificName = names.find((name) => this.faults.has(name));
    const specific = specificName === undefined ? undefined : this.faults.get(specificName);
    const global = this.faults.get('*');
    if (!specific && !global) return undefined;
    for (const [name, fault] of [
      [specificName, specific],
      ['*', global],
    ] as const) {
      if (!fault || name === undefined) continue;
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults.delete(name);
    }
    const chosen = [specific?.spec, global?.spec].filter((spec): spec is FaultSpec => spec !== undefined);
    const failing = chosen.find(fails);
    return {
      latencyMs: chosen.find((spec) => spec.latencyMs !== undefined)?.latencyMs ?? 0,
      networkError: chosen.some((spec) => spec.networkError === true),
      error: failing ? { status: failing.status, message: failing.message, code: failing.code } : null,
    };
  }
}

/** A fault is an error reply unless it only asks for latency (or a network error). */
function fails(spec: FaultSpec): boolean {
  if (spec.networkError) return false;
  return (
    spec.status !== undefined || spec.message !== undefined || spec.code !== undefined || spec.latencyMs === undefined
  );
}

export interface ResolvedFault {
  latencyMs: number;
  networkError: boolean;
  error: Pick<FaultSpec, 'status' | 'message' | 'code'> | null;
}

/** The registry the shared `handlers` consult (tests and the demo set it). */
export const activeFaults = new FaultRegistry();

export function setFault(callName: string, spec: FaultSpec): void {
  activeFaults.set(callName, spec);
}

export function setFaults(faults: FaultMap): void {
  for (const [name, spec] of Object.entries(faults)) activeFaults.set(name, spec);
}

export function clearFaults(): void {
  activeFaults.clear();
}

/**
 * Reads faults from a demo URL's query string:
 * `?fault=a_get_all_users:500` (status), `?fault=a_update_user:400:E-Mail-Adresse ist bereits vergeben.`
 * (status and message), `?fault=a_get_offers:network`, `?fault=POST%20/mappoint:500x1` (only the next
 * call fails, then it works again), several as `fault=a:500,b:network` or
 * repeated `fault=` parameters; `?latency=800` delays every call, `?latency=a_get_all_users:800` one call.
 */
export function faultsFromSearch(search: string): FaultMap {
  const params = new URLSearchParams(search);
  const faults: FaultMap = {};
  for (const entry of params.getAll('fault').flatMap((value) => value.split(','))) {
    const [name = '', kind = '', ...messageParts] = entry.split(':');
    if (!name.trim()) continue;
    const message = messageParts.join(':').trim();
    // `500x1`: the status (or `network`) and how many calls fail, so a retry or a restore can then succeed.
    const [, what = kind.trim(), times] = /^(.*?)x(\d+)$/.exec(kind.trim()) ?? [];
    const spec: FaultSpec =
      what === 'network' ? { networkError: true } : { status: Number(what) >= 400 ? Number(what) : 500 };
    if (times !== undefined && Number(times) > 0) spec.times = Number(times);
    if (message) spec.message = message;
    faults[name.trim()] = { ...faults[name.trim()], ...spec };
  }
  for (const entry of params.getAll('latency').flatMap((value) => value.split(','))) {
    const [first = '', second] = entry.split(':');
    const name = second === undefined ? '*' : first.trim();
    const ms = Number(second === undefined ? first : second);
    if (Number.isFinite(ms) && ms >= 0) faults[name] = { ...faults[name], latencyMs: ms };
  }
  return faults;
}
