import { lazyLoad, type LazyComponent } from '@waldmonitor/ui';
import { Suspense } from 'react';

/**
 * A view's reads hook as a component of its own, in its own small chunk: the hook lives in
 * the view's query module (`useUsersReads` in `usersListQuery.ts`), which the view imports
 * too. Lazy, so the shell's first load does not carry the data layer of every list.
 */
export function readsFrom<M>(load: () => Promise<M>, pick: (module: M) => () => unknown): LazyComponent<object> {
  return lazyLoad(load).component((module) => {
    const useReads = pick(module);
    return function Reads() {
      useReads();
      return null;
    };
  });
}

/**
 * A view's reads, started while its code is still loading: rendered in place of the view
 * until its chunk has arrived, it calls the view's read hook (the same hook the view calls
 * once there, so the same keys), and the requests go out with the click instead of after
 * the chunk. When the view mounts, SWR finds each read running or answered (it dedupes by
 * key) and the inflight registry keeps it, since the view subscribes in the same commit as
 * this unmounts. Renders nothing; while its own small chunk loads it waits apart (its own
 * Suspense), never holding the spinner or the view back.
 */
export function ReadAhead({ reads: Reads }: { reads: LazyComponent<object> }) {
  return (
    <Suspense fallback={null}>
      <Reads />
    </Suspense>
  );
}
