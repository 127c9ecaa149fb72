/**
 * A lazily loaded module for a route, fetched once: the guard runs on every navigation
 * and waits for it, and an import() of a module that is already there still settles a
 * task later in some browsers, where a settled promise settles in a microtask, before
 * the next keystroke. A failed load (offline) is tried again on the next navigation.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
