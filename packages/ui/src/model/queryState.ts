/**
 * A read as a screen takes it: one prop per read, never separate loading, error and
 * retry props. The app's data hooks return it (with more fields a screen ignores); a
 * story writes it by hand with the helpers below.
 *
 * A read that waits for what it needs (an id that is not known yet) is neither loading
 * nor failed: `data` is undefined, `isLoading` false and `error` null, and the screen
 * shows its empty or not-found state.
 */
export interface QueryState<T> {
  /** Undefined while loading, waiting or failed. */
  data: T | undefined;
  /** No data yet, no failure, and a request is running. */
  isLoading: boolean;
  /**
   * What the read failed with. The one mapping (`describeServiceError`) turns it into
   * German text, in `ErrorState` and in the form error; a screen never words it itself.
   */
  error: Error | null;
  /** Reads again; resolves when the read settles, so a retry button stays busy until then. */
  onRetry: () => Promise<unknown>;
}

const settled = () => Promise.resolve();

/** A read that has its data (stories, tests, and values a page already holds). */
export function loadedQuery<T>(data: T, onRetry: () => Promise<unknown> = settled): QueryState<T> {
  return { data, isLoading: false, error: null, onRetry };
}

/** A read whose request is still running. */
export function loadingQuery<T>(): QueryState<T> {
  return { data: undefined, isLoading: true, error: null, onRetry: settled };
}

/** A read that failed with `error`. */
export function failedQuery<T>(error: Error, onRetry: () => Promise<unknown> = settled): QueryState<T> {
  return { data: undefined, isLoading: false, error, onRetry };
}

/** A read that waits for what it needs and sends nothing. */
export function waitingQuery<T>(): QueryState<T> {
  return { data: undefined, isLoading: false, error: null, onRetry: settled };
}

/** The read's data through `select`, keeping its state (a details call's first row, a filtered list). */
export function mapQuery<T, U>(query: QueryState<T>, select: (data: T) => U): QueryState<U> {
  return { ...query, data: query.data === undefined ? undefined : select(query.data) };
}

type DataOf<Q> = Q extends QueryState<infer T> ? T : never;

/**
 * Several reads a screen shows as one (a matrix from two lists): loading while any
 * loads, the first failure, data once every read has it; a retry reads again what
 * failed, or everything when nothing did.
 */
export function allQueries<const Q extends readonly QueryState<unknown>[]>(
  queries: Q,
): QueryState<{ -readonly [K in keyof Q]: DataOf<Q[K]> }> {
  type Data = { -readonly [K in keyof Q]: DataOf<Q[K]> };
  const failed = queries.filter((query) => query.error !== null);
  const error = failed[0]?.error ?? null;
  const isComplete = queries.every((query) => query.data !== undefined);
  return {
    data: isComplete && error === null ? (queries.map((query) => query.data) as Data) : undefined,
    isLoading: error === null && queries.some((query) => query.isLoading),
    error,
    onRetry: () => Promise.all((failed.length > 0 ? failed : queries).map((query) => query.onRetry())),
  };
}
