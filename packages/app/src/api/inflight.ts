import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Aborts reads nobody waits for any more. SWR has no abort of its own, so each SWR cache
 * gets one registry: the fetcher starts a request with a fresh AbortController per key,
 * each mounted hook holds a subscription on its key, and when the last subscription of
 * a key ends while its request is still running, the request is aborted. The abort
 * waits one macrotask, so a screen that unmounts and mounts again at once (React
 * StrictMode, or the next screen reading the same key) keeps the request.
 */
export function createInflightRegistry(scheduleAbort: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  const controllers = new Map<string, Set<AbortController>>();
  const subscribers = new Map<string, number>();
  let waitingForQuiet: (() => void)[] = [];

  function tellIfQuiet(): void {
    if (controllers.size > 0) return;
    const waiting = waitingForQuiet;
    waitingForQuiet = [];
    for (const resolve of waiting) resolve();
  }

  function abortIfUnwatched(id: string): void {
    if ((subscribers.get(id) ?? 0) > 0) return;
    for (const controller of controllers.get(id) ?? []) controller.abort();
    controllers.delete(id);
    tellIfQuiet();
  }

  return {
    /** Runs a request for `id` with a signal that aborts when no subscriber remains. */
    async run<T>(id: string, load: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController();
      const running = controllers.get(id) ?? new Set<AbortController>();
      running.add(controller);
      controllers.set(id, running);
      try {
        return await load(controller.signal);
      } finally {
        running.delete(controller);
        if (running.size === 0 && controllers.get(id) === running) controllers.delete(id);
        tellIfQuiet();
      }
    },
    /** A mounted hook reading `id`; the returned function ends the subscription. */
    subscribe(id: string): () => void {
      subscribers.set(id, (subscribers.get(id) ?? 0) + 1);
      return () => {
        const left = (subscribers.get(id) ?? 1) - 1;
        if (left > 0) subscribers.set(id, left);
        else subscribers.delete(id);
        scheduleAbort(() => abortIfUnwatched(id));
      };
    },
    /** Resolves once no request runs (at once when none does): the page's data has come. */
    whenQuiet(): Promise<void> {
      if (controllers.size === 0) return Promise.resolve();
      return new Promise((resolve) => waitingForQuiet.push(resolve));
    },
    /** Requests running for `id` (for tests). */
    runningCount(id: string): number {
      return controllers.get(id)?.size ?? 0;
    },
  };
}

export type InflightRegistry = ReturnType<typeof createInflightRegistry>;

/** One registry per SWR cache: the cache is the scope in which SWR dedupes a key. */
const registries = new WeakMap<object, InflightRegistry>();

export function registryFor(cache: object): InflightRegistry {
  let registry = registries.get(cache);
  if (!registry) {
    registry = createInflightRegistry();
    registries.set(cache, registry);
  }
  return registry;
}

/**
 * A function that resolves once no read of the data service runs: for work that should wait
 * until the page's data has come (fetching code ahead). Here, not beside the read hooks, so
 * the shell can wait for the reads without carrying the data layer in its first load.
 */
export function useWhenReadsSettle(): () => Promise<void> {
  const { cache } = useSWRConfig();
  const inflight = registryFor(cache);
  return useCallback(() => inflight.whenQuiet(), [inflight]);
}
