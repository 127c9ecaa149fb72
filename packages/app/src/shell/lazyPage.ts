import { lazy, type ComponentType } from 'react';

/** A lazily loaded page that can be fetched ahead: `Page.preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A page (or back-office section) whose module loads when it is first shown: what a
 * person has not opened stays out of the first load.
 *
 * `preload()` fetches it ahead. A page whose module is already there renders at once:
 * React.lazy suspends on a first render even then (an import() promise settles a tick
 * later), and React reveals a suspended boundary at the earliest 300 ms after the last
 * fallback it showed; signing in passed three such boundaries (shell, dashboard,
 * overview) and waited ~300 ms for nothing. So the lazy component is handed an already
 * settled thenable, which React.lazy takes synchronously.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A chunk that failed to arrive (offline) is fetched again when the page is retried.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(() => {
    if (!loaded) return preload().then((page) => ({ default: page }));
    const page = loaded;
    const settled: PromiseLike<{ default: ComponentType<P> }> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled?.({ default: page })) as never,
    };
    return settled as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(Page, { preload });
}
