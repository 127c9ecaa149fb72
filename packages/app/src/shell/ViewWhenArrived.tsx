import { preloadCode, useCodeArrived } from '@waldmonitor/ui';
import { useEffect, type ReactNode } from 'react';
import { ReadAhead } from './ReadAhead';
import type { ViewEntry } from './viewEntry';

export interface ViewWhenArrivedProps<P extends object> {
  view: ViewEntry<P>;
  /** The props the view's component is rendered with. */
  props: P;
  /** Shown until the view's code is there. */
  loading: ReactNode;
}

/**
 * A view once its code is there: it shows `loading` until the view's chunk has arrived and
 * then renders without suspending. Suspending for it would hold the view (and its first
 * request) back: React reveals a suspended boundary no earlier than 300 ms after its fallback
 * showed. What the view itself loads later still suspends into the surrounding boundary.
 * Meanwhile the view's reads start (ReadAhead), so its requests go out with the click, beside
 * its chunk, and the code it also shows at once (its charts) is fetched with it.
 */
export function ViewWhenArrived<P extends object>({ view, props, loading }: ViewWhenArrivedProps<P>) {
  const { page: Page, reads, alsoLoads } = view;
  useEffect(() => {
    for (const module of alsoLoads ?? []) void preloadCode(module);
  }, [alsoLoads]);
  if (useCodeArrived(Page.code)) return <Page {...props} />;
  return (
    <>
      {reads && <ReadAhead reads={reads} />}
      {loading}
    </>
  );
}
