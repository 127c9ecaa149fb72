import { describe, expect, it, vi } from 'vitest';
import { allQueries, failedQuery, loadedQuery, loadingQuery, mapQuery, waitingQuery } from './queryState';

describe('allQueries', () => {
  it('has the data of every read once all have it', () => {
    const both = allQueries([loadedQuery([1, 2]), loadedQuery('Buchdrucker')]);
    expect(both).toMatchObject({ data: [[1, 2], 'Buchdrucker'], isLoading: false, error: null });
  });

  it('loads while any read loads, and has no data until all are there', () => {
    expect(allQueries([loadedQuery(1), loadingQuery<number>()])).toMatchObject({ data: undefined, isLoading: true });
  });

  it('shows the first failure instead of a spinner, and retries only what failed', async () => {
    const retryLoaded = vi.fn(() => Promise.resolve());
    const retryFailed = vi.fn(() => Promise.resolve());
    const failure = new TypeError('Failed to fetch');
    const both = allQueries([
      loadedQuery(1, retryLoaded),
      loadingQuery<number>(),
      failedQuery<number>(failure, retryFailed),
    ]);
    expect(both).toMatchObject({ data: undefined, isLoading: false, error: failure });
    await both.onRetry();
    expect(retryFailed).toHaveBeenCalledTimes(1);
    expect(retryLoaded).not.toHaveBeenCalled();
  });

  it('retries every read when none failed', async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    await allQueries([loadedQuery(1, first), loadedQuery(2, second)]).onRetry();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('waits, neither loading nor failed, while a read waits for what it needs', () => {
    expect(allQueries([loadedQuery(1), waitingQuery<number>()])).toMatchObject({
      data: undefined,
      isLoading: false,
      error: null,
    });
  });
});

describe('mapQuery', () => {
  it('maps loaded data and keeps a failure as it is', () => {
    expect(mapQuery(loadedQuery([3, 4]), (list) => list.length).data).toBe(2);
    const failure = new Error('Zeitüberschreitung');
    expect(mapQuery(failedQuery<number[]>(failure), (list) => list.length)).toMatchObject({
      data: undefined,
      error: failure,
    });
  });
});
