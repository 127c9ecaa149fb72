import type { LazyComponent, LazyModule } from '@waldmonitor/ui';

/**
 * A view of the app, declared once: a page of the route table (`PAGES`, pageRoutes.tsx) or a
 * section of the back office (`SECTIONS`, BackOfficePage.tsx). The shell renders it from this
 * entry (ViewWhenArrived), and what is fetched ahead — after sign-in, for the menu, for the
 * back office — is read from the same entries, so a new view is one entry and nothing else.
 */
export interface ViewEntry<P extends object = object> {
  /** The view's component; its module is the view's code. */
  page: LazyComponent<P>;
  /** Its reads (`readsFrom`): started while its code loads, fetched ahead after sign-in. */
  reads?: LazyComponent<object>;
  /** Code it shows at once beside its own (its charts): fetched with it on the click. */
  alsoLoads?: readonly LazyModule<unknown>[];
}
