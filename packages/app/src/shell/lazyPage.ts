import { lazy, type ComponentType } from 'react';

/**
 * A page (or back-office section) whose module loads when it is first shown: what a
 * person has not opened stays out of the first load (issue 17).
 */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
