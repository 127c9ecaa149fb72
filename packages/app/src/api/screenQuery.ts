import { describeServiceError } from '@waldmonitor/ui/model';
import type { DataQuery } from './useRpc';

/** The part of a read a screen needs; `DataQuery` and any SWR-like read fit it. */
export type ScreenSource<T> = Pick<DataQuery<T>, 'data' | 'isWaiting' | 'mutate'> & {
  /** Null (or undefined, for SWR's own reads) when nothing failed. */
  error: Error | null | undefined;
};

/** A read as screen props: every connected page maps its queries the same way. */
export interface ScreenQuery<T> {
  /** Undefined while loading, waiting or failed. */
  data: T | undefined;
  /** No data yet, no failure, and the read is not waiting for an id. */
  isLoading: boolean;
  /**
   * What the read failed with; a screen shows it through ErrorState, which turns it into
   * the German message with the service's text as a details line. Null when nothing failed.
   */
  error: Error | null;
  /** The same failure as the German message alone, for props that take text (a table's error state). */
  errorText: string | null;
  /** Loaded, and nothing in it: an empty list, or null for a record the service does not know. */
  isEmpty: boolean;
  /** Reads again; resolves when the read settles, so a retry button stays busy until then. */
  onRetry: () => Promise<unknown>;
}

export interface ScreenQueryOptions<T> {
  /** When loaded data counts as empty; default: an empty array, or null. */
  isEmpty?: (data: T) => boolean;
}

const isEmptyByDefault = (data: unknown) => data === null || (Array.isArray(data) && data.length === 0);

/**
 * One read as screen props. While it has neither data nor an error it is loading, unless
 * it waits for an id (SWR null key): then it is neither loading nor failed, and the
 * screen shows its empty or not-found state. A failure keeps its message while a retry
 * runs, so the error does not flicker into a spinner.
 */
export function screenQuery<T>(source: ScreenSource<T>, options: ScreenQueryOptions<T> = {}): ScreenQuery<T> {
  const { data, isWaiting } = source;
  const error = source.error ?? null;
  const isEmpty = options.isEmpty ?? isEmptyByDefault;
  return {
    data,
    isLoading: !isWaiting && data === undefined && error === null,
    error,
    errorText: error === null ? null : describeServiceError(error).message,
    isEmpty: data !== undefined && isEmpty(data),
    onRetry: () => source.mutate(),
  };
}

type DataOf<S> = S extends ScreenSource<infer T> ? T : never;

/**
 * Several reads a screen shows together (a map and its points) as one: loading while any
 * loads, the first failure's message, data once all are there; a retry reads again only
 * what failed, or everything when nothing did.
 */
export function screenQueryAll<const S extends readonly ScreenSource<unknown>[]>(
  sources: S,
): ScreenQuery<{ -readonly [K in keyof S]: DataOf<S[K]> }> {
  type Data = { -readonly [K in keyof S]: DataOf<S[K]> };
  const parts = sources.map((source) => screenQuery(source));
  const failed = sources.filter((source) => (source.error ?? null) !== null);
  const isComplete = parts.every((part) => part.data !== undefined);
  const failedPart = parts.find((part) => part.error !== null);
  const error = failedPart?.error ?? null;
  return {
    data: isComplete && error === null ? (parts.map((part) => part.data) as Data) : undefined,
    isLoading: error === null && parts.some((part) => part.isLoading),
    error,
    errorText: failedPart?.errorText ?? null,
    isEmpty: false,
    onRetry: () => Promise.all((failed.length > 0 ? failed : sources).map((source) => source.mutate())),
  };
}
