import type { SWRConfiguration } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataServiceError } from './DataServiceError';
import { CONFLICT_RETRY_DELAY_MS, isConcurrencyConflict, isRetryable, onErrorRetry } from './retryRule';

const http = (status: number, code?: string) =>
  new DataServiceError('x', { kind: 'http', status, body: code ? { code, message: 'x' } : undefined });

type Config = Parameters<NonNullable<SWRConfiguration['onErrorRetry']>>[2];
const config = { errorRetryInterval: 5000, errorRetryCount: undefined } as unknown as Config;

describe('isRetryable', () => {
  it.each([
    { case: 'network', error: new DataServiceError('x', { kind: 'network' }), retry: true },
    { case: 'timeout', error: new DataServiceError('x', { kind: 'timeout' }), retry: true },
    { case: 'aborted', error: new DataServiceError('x', { kind: 'aborted' }), retry: false },
    { case: '500', error: http(500), retry: true },
    { case: '503', error: http(503), retry: true },
    { case: '500 deadlock 40P01', error: http(500, '40P01'), retry: true },
    { case: '400', error: http(400, '22P02'), retry: false },
    { case: '403', error: http(403, '42501'), retry: false },
    { case: 'a plain Error', error: new Error('x'), retry: false },
  ])('$case → $retry', ({ error, retry }) => {
    expect(isRetryable(error)).toBe(retry);
  });

  it('knows the concurrency conflicts 40P01 and 40001, and only them', () => {
    expect(
      [http(500, '40P01'), http(500, '40001'), http(500, 'XX000'), http(409, '23505')].map(isConcurrencyConflict),
    ).toEqual([true, true, false, false]);
  });
});

describe('onErrorRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks a read broken off by a deadlock again once, soon, and then shows the failure', () => {
    const revalidate = vi.fn();
    onErrorRetry(http(500, '40P01'), 'k', config, revalidate, { retryCount: 1, dedupe: true });
    vi.advanceTimersByTime(CONFLICT_RETRY_DELAY_MS);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 1, dedupe: true });
    onErrorRetry(http(500, '40001'), 'k', config, revalidate, { retryCount: 2, dedupe: true });
    vi.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('never asks again after a refusal', () => {
    const revalidate = vi.fn();
    onErrorRetry(http(403, '42501'), 'k', config, revalidate, { retryCount: 1, dedupe: true });
    vi.advanceTimersByTime(600_000);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('retries other server errors with backoff up to errorRetryCount', () => {
    const revalidate = vi.fn();
    const limited = { ...config, errorRetryCount: 2 } as Config;
    onErrorRetry(http(503), 'k', limited, revalidate, { retryCount: 2, dedupe: true });
    vi.advanceTimersByTime(CONFLICT_RETRY_DELAY_MS);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    onErrorRetry(http(503), 'k', limited, revalidate, { retryCount: 3, dedupe: true });
    vi.advanceTimersByTime(600_000);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
