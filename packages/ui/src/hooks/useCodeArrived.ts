import type { LazyModule } from './lazyLoad';
import { useEffect, useState } from 'react';

/** Modules whose code has arrived: their components render at once, without suspending. */
const arrived = new WeakSet<LazyModule<unknown>>();

/** Fetches `module` ahead; once it is there, `useCodeArrived` answers true from the first render. */
export function preloadCode(module: LazyModule<unknown>): Promise<void> {
  return module.load().then(
    () => void arrived.add(module),
    () => undefined,
  );
}

/**
 * Whether the code of `module` is there, loading it when it is not. A view shows its own
 * spinner until then and renders the module's component after, instead of letting the
 * component suspend: React reveals a suspended boundary no earlier than 300 ms after it
 * showed the fallback, and a list asks for its data only once it is revealed, so every
 * first opening of a lazily loaded view waited 300 ms on top of its chunk. A failed load
 * answers true as well: the component then loads again and fails into its error boundary,
 * as a bare lazy component would.
 */
export function useCodeArrived(module: LazyModule<unknown>): boolean {
  const [settled, setSettled] = useState<LazyModule<unknown> | null>(null);
  const ready = settled === module || arrived.has(module);
  useEffect(() => {
    if (ready) return;
    let current = true;
    const done = () => {
      if (current) setSettled(module);
    };
    void preloadCode(module).then(done);
    return () => {
      current = false;
    };
  }, [module, ready]);
  return ready;
}
