import { renderHook, waitFor } from '@testing-library/react';
import { SERVICE_ERROR_MESSAGES } from '@waldmonitor/ui/model';
import { describe, expect, it, vi } from 'vitest';
import { DataServiceError } from './DataServiceError';
import { screenQuery, screenQueryAll, type ScreenSource } from './screenQuery';
import { countCalls, createHookWrapper, recordRequests, startMockService } from './testHarness';
import { rowOf, useTable } from './useRpc';

startMockService();

/** A 503 reads, through the one error mapping, as "not available, try again in a few minutes". */
const UNAVAILABLE = SERVICE_ERROR_MESSAGES.unavailable;
const failure = new DataServiceError('Der Datendienst antwortet nicht.', { kind: 'http', status: 503 });

function source<T>(fields: Partial<ScreenSource<T>>): ScreenSource<T> {
  return { data: undefined, error: null, isWaiting: false, mutate: vi.fn(async () => undefined), ...fields };
}

describe('screenQuery', () => {
  it.each([
    [
      'running, no data yet',
      source({}),
      { data: undefined, isLoading: true, error: null, errorText: null, isEmpty: false },
    ],
    [
      'waiting for its id',
      source({ isWaiting: true }),
      { data: undefined, isLoading: false, error: null, errorText: null, isEmpty: false },
    ],
    [
      'failed',
      source({ error: failure }),
      { data: undefined, isLoading: false, error: failure, errorText: UNAVAILABLE, isEmpty: false },
    ],
    [
      'failed on revalidation with older data',
      source({ data: [1], error: failure }),
      { data: [1], isLoading: false, error: failure, errorText: UNAVAILABLE, isEmpty: false },
    ],
    [
      'loaded with rows',
      source({ data: [1, 2] }),
      { data: [1, 2], isLoading: false, error: null, errorText: null, isEmpty: false },
    ],
    [
      'loaded, no rows',
      source({ data: [] }),
      { data: [], isLoading: false, error: null, errorText: null, isEmpty: true },
    ],
    [
      'loaded, no such record',
      source({ data: null }),
      { data: null, isLoading: false, error: null, errorText: null, isEmpty: true },
    ],
    [
      'loaded record',
      source({ data: { id: 3 } }),
      { data: { id: 3 }, isLoading: false, error: null, errorText: null, isEmpty: false },
    ],
  ])('given a read %s', (_name, read, expected) => {
    const { onRetry, ...state } = screenQuery(read);
    expect(state).toEqual(expected);
    expect(typeof onRetry).toBe('function');
  });

  it('uses the caller’s rule for empty data', () => {
    const read = source({ data: { clients: [] as number[] } });
    expect(screenQuery(read, { isEmpty: (data) => data.clients.length === 0 }).isEmpty).toBe(true);
  });

  it('retries by reading again and resolves when the read settles', async () => {
    const mutate = vi.fn(async () => 'neu');
    await expect(screenQuery(source({ error: failure, mutate })).onRetry()).resolves.toBe('neu');
    expect(mutate).toHaveBeenCalledTimes(1);
  });
});

describe('screenQueryAll', () => {
  it('loads while any read loads and gives the data once all are there', () => {
    const karte = source({ data: { id: 3 } });
    const points = source<number[]>({});
    expect(screenQueryAll([karte, points])).toMatchObject({ data: undefined, isLoading: true, error: null });
    expect(screenQueryAll([karte, source({ data: [1, 2] })])).toMatchObject({
      data: [{ id: 3 }, [1, 2]],
      isLoading: false,
      error: null,
      isEmpty: false,
    });
  });

  it('shows the first failure, not a spinner, while another read still runs', () => {
    expect(screenQueryAll([source({}), source({ error: failure })])).toMatchObject({
      data: undefined,
      isLoading: false,
      error: failure,
      errorText: UNAVAILABLE,
    });
  });

  it('retries only the reads that failed', async () => {
    const ok = source({ data: { id: 3 } });
    const failed = source({ error: failure });
    await screenQueryAll([ok, failed]).onRetry();
    expect(ok.mutate).not.toHaveBeenCalled();
    expect(failed.mutate).toHaveBeenCalledTimes(1);
  });
});

describe('given a read whose id is missing', () => {
  it('waits without a request and without loading, then loads once the id is known', async () => {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => screenQuery(rowOf(useTable('getBenutzerById', id === null ? null : { id }))),
      {
        wrapper: Wrapper,
        initialProps: { id: null as number | null },
      },
    );
    expect(result.current).toMatchObject({
      data: undefined,
      isLoading: false,
      error: null,
      errorText: null,
      isEmpty: false,
    });
    expect(countCalls(sent, 'GET', '/benutzer')).toBe(0);

    rerender({ id: 2 });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data?.user_id).toBe(2);
    expect(result.current.error).toBeNull();
    expect(countCalls(sent, 'GET', '/benutzer')).toBe(1);
  });
});
