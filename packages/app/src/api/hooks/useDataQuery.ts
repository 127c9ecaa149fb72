import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type KeyedMutator, type SWRConfiguration } from 'swr';
import type { DataClient, RequestOptions } from '../client';
import { DataServiceError } from '../DataServiceError';
import { useDataService } from '../DataServiceProvider';
import { createInflightRegistry, type InflightRegistry } from '../inflight';
import type { CallName, DataKey } from '../keys';
import { isRetryable } from '../retryRule';

/** One registry per SWR cache: the cache is the scope in which SWR dedupes a key. */
const registries = new WeakMap<object, InflightRegistry>();

function registryFor(cache: object): InflightRegistry {
  let registry = registries.get(cache);
  if (!registry) {
    registry = createInflightRegistry();
    registries.set(cache, registry);
  }
  return registry;
}

const isAborted = (error: unknown) => error instanceof DataServiceError && error.kind === 'aborted';

export interface DataQuery<T> {
  data: T | undefined;
  /** The failure with the service's message; an aborted read is not an error. */
  error: DataServiceError | Error | undefined;
  /** No data yet and a request running. */
  isLoading: boolean;
  /**
   * The key is null: the read waits for what it needs (an id, the user's e-mail) and
   * sends nothing. A screen shows this as "nothing to show", never as loading, so a page
   * whose id is missing for good does not spin forever.
   */
  isWaiting: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<T>;
}

/**
 * The base of every read hook: SWR with a key from `dataKey` (null waits, e.g. for an
 * id), the request aborted when its last reader unmounts, and the retry rule above.
 */
export function useDataQuery<T, N extends CallName>(
  key: DataKey<N> | null,
  load: (client: DataClient, opts: RequestOptions) => Promise<T>,
  config?: SWRConfiguration<T, Error>,
): DataQuery<T> {
  const { client } = useDataService();
  const { cache } = useSWRConfig();
  const inflight = registryFor(cache);
  const id = key ? unstable_serialize(key) : null;

  useEffect(() => (id === null ? undefined : inflight.subscribe(id)), [id, inflight]);

  const swr = useSWR<T, Error>(key, () => inflight.run(id ?? '', (signal) => load(client, { signal })), {
    shouldRetryOnError: isRetryable,
    ...config,
  });
  return {
    data: swr.data,
    error: isAborted(swr.error) ? undefined : swr.error,
    isLoading: swr.isLoading,
    isWaiting: key === null,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}

/**
 * A read that needs a value first (a record's id, the user's e-mail): it waits with a
 * null key while the value is null, undefined or empty, and then loads with the value
 * itself, so no stand-in (`id ?? 0`) is ever sent. Every such hook is written this way.
 */
export function useDataQueryWhen<V, T, N extends CallName>(
  value: V | null | undefined,
  key: (value: V) => DataKey<N>,
  load: (client: DataClient, value: V, opts: RequestOptions) => Promise<T>,
  config?: SWRConfiguration<T, Error>,
): DataQuery<T> {
  const isKnown = value !== null && value !== undefined && value !== '';
  // SWR calls the loader only for a non-null key, so `value` is known whenever it runs.
  return useDataQuery(isKnown ? key(value) : null, (client, opts) => load(client, value as V, opts), config);
}
