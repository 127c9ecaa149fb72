import type { SWRConfiguration } from 'swr';
import { DataServiceError } from './DataServiceError';

/**
 * When a failed read is asked again. SWR retries failed reads; an abort is wanted and a 4xx
 * answer will not change by asking again, so only network errors, timeouts and server errors
 * are retried.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof DataServiceError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/**
 * The database broke the read off because it met a concurrent transaction (deadlock 40P01,
 * serialization failure 40001; PostgREST answers 500). Nothing was changed and the same read
 * normally passes at once, so it is asked again once, soon; a second such failure is shown
 * (the model's one mapping says "bitte versuchen Sie es noch einmal").
 */
export function isConcurrencyConflict(error: unknown): boolean {
  return error instanceof DataServiceError && (error.code === '40P01' || error.code === '40001');
}

/** How soon a read broken off by a concurrent transaction is asked again. */
export const CONFLICT_RETRY_DELAY_MS = 200;

type OnErrorRetry = NonNullable<SWRConfiguration['onErrorRetry']>;

/**
 * SWR's `onErrorRetry` for reads (they are idempotent): a concurrency conflict once after
 * CONFLICT_RETRY_DELAY_MS; any other retryable failure with SWR's own backoff (doubling from
 * `errorRetryInterval`, up to `errorRetryCount`); the rest not at all.
 */
export const onErrorRetry: OnErrorRetry = (error, _key, config, revalidate, options) => {
  // options.retryCount: 1 after the first failure, 2 after the first retry failed, …
  if (isConcurrencyConflict(error)) {
    if (options.retryCount <= 1) setTimeout(revalidate, CONFLICT_RETRY_DELAY_MS, options);
    return;
  }
  if (!isRetryable(error)) return;
  if (config.errorRetryCount !== undefined && options.retryCount > config.errorRetryCount) return;
  // SWR's own backoff (its default onErrorRetry).
  const delay = ~~((Math.random() + 0.5) * (1 << Math.min(options.retryCount, 8))) * config.errorRetryInterval;
  setTimeout(revalidate, delay, options);
};
