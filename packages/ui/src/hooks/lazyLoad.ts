import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose module loads when it is first rendered (or earlier, through `preload`). */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches the module ahead (on hover, when idle, while a person signs in). Never rejects: a hint. */
  preload: () => Promise<void>;
  /** The module it comes in: `useCodeArrived(component.code)` renders it without suspending. */
  code: LazyModule<unknown>;
};

/** A module that loads on first use, for routes, pages, sections and overlays alike. */
export interface LazyModule<M> {
  /** The module, loaded once; a load that failed (a chunk that did not arrive) is tried again on the next call. */
  load: () => Promise<M>;
  /** A component of the module, picked by export, that suspends only until the module is there. */
  component: <P extends object>(pick: (module: M) => ComponentType<P>) => LazyComponent<P>;
}

/**
 * The one lazy loader: what a person has not opened stays out of the first load (pages,
 * back-office sections, the heavy charts and maps inside them, menus and dialogs).
 *
 * - Loaded once: every component picked from a module shares its one request.
 * - A settled module renders at once, without suspending: a bare `React.lazy` suspends
 *   on a first render even then, and React reveals a suspended boundary at the earliest
 *   300 ms after the last fallback it showed (signing in passed three such boundaries).
 * - No remount: the component renders the picked one as its only child whether it was
 *   there at mount or arrived later, so a dialog never loses what was typed into it.
 * - A failed load is not kept: the next `load`, `preload` or mount fetches again (a
 *   bare `React.lazy` keeps its rejection until the page is reloaded).
 */
export function lazyLoad<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: { value: M } | null = null;
  let loading: Promise<M> | null = null;
  const load = (): Promise<M> => {
    if (module) return Promise.resolve(module.value);
    loading ??= importModule().then(
      (value) => {
        module = { value };
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const component = <P extends object>(pick: (module: M) => ComponentType<P>): LazyComponent<P> => {
    // Picked once: a pick that builds a component (a route wrapping a page) keeps its identity.
    let picked: ComponentType<P> | null = null;
    const pickFrom = (value: M) => (picked ??= pick(value));
    type Attempt = LazyExoticComponent<ComponentType<P>> & { failed?: boolean };
    const attempt = (): Attempt => {
      const type: Attempt = lazy(() => {
        // A module that is already there is handed over synchronously: React.lazy renders
        // a settled thenable at once, where a promise would suspend for a tick.
        if (module) return settled({ default: pickFrom(module.value) });
        return load().then(
          (value) => ({ default: pickFrom(value) }),
          (error: unknown) => {
            type.failed = true;
            throw error;
          },
        );
      });
      return type;
    };
    let current = attempt();
    function Lazy(props: P) {
      const type = current;
      if (type.failed) {
        // React.lazy keeps its failure: every render of this task gets it (React renders
        // once more before the error boundary shows), then a new attempt replaces it, so
        // the next mount loads again instead of failing until the page is reloaded.
        setTimeout(() => {
          if (current === type) current = attempt();
        });
      }
      return createElement(type, props);
    }
    const preload = () =>
      load().then(
        () => undefined,
        () => undefined,
      );
    return Object.assign(Lazy, { preload, code: lazyModule });
  };
  const lazyModule: LazyModule<M> = { load, component };
  return lazyModule;
}

/** A thenable that has already settled: its callback runs at once, not in a microtask. */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => Promise.resolve(onFulfilled?.(value)) as never,
  };
  return thenable as Promise<T>;
}
