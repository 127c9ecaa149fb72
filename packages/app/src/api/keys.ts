import type { CallName, CallParams } from '@waldmonitor/ui/model';

export type { CallName };

/** The params that identify a read: the procedure's payload, or a table call's `{id}`. */
export type KeyParams<N extends CallName> = CallParams<N>;

/**
 * The SWR key of a read: the call's name and the params it is sent with. SWR hashes
 * array keys with their object members sorted, so equal calls share one key, one cache
 * entry and one request, whichever screen asks.
 */
export type DataKey<N extends CallName = CallName> = readonly [call: N, params: KeyParams<N>];

/** The one key helper: every read and every write's refresh builds its key here. */
export function dataKey<N extends CallName>(call: N, params: KeyParams<N>): DataKey<N> {
  return [call, params] as const;
}

/**
 * The key of one page of a list: the call's key with the page's query string beside the
 * params (under `?`), so SWR caches each page, filter and order on its own, and a write
 * that refreshes the call (`matchKeys(call)`) refreshes its pages too.
 */
export function listKey<N extends CallName>(call: N, params: KeyParams<N>, search: string): DataKey<N> {
  return [call, { ...params, '?': search } as KeyParams<N>] as const;
}

function isDataKey(key: unknown): key is DataKey {
  return Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && typeof key[1] === 'object';
}

/**
 * A filter for SWR's `mutate(filter)`: the keys of `call` whose params contain
 * `params` (all of the call's keys without params). Mutations use it to revalidate
 * exactly the reads they change (the affects table's filters), e.g.
 * `matchKeys('getKaeferListe')` for every page and filter of the records list,
 * `matchKeys('getMapPoints', { id: 7 })` for one map's points.
 */
export function matchKeys<N extends CallName>(call: N, params: Partial<KeyParams<N>> = {}) {
  return (key: unknown): boolean => {
    if (!isDataKey(key) || key[0] !== call) return false;
    const keyParams = key[1] as Record<string, unknown>;
    return Object.entries(params).every(([name, value]) => keyParams[name] === value);
  };
}
