import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, createHookWrapper, recordRequests, startMockService } from './testHarness';
import { rowOf, useTable } from './useRpc';

startMockService();

describe('given a read whose id is missing', () => {
  it('waits without a request and without loading, then loads once the id is known', async () => {
    const sent = recordRequests();
    const { Wrapper } = createHookWrapper();
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => rowOf(useTable('getBenutzerById', id === null ? null : { id })),
      { wrapper: Wrapper, initialProps: { id: null as number | null } },
    );
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, error: null, isWaiting: true });
    expect(countCalls(sent, 'GET', '/benutzer')).toBe(0);

    rerender({ id: 2 });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data?.user_id).toBe(2);
    expect(result.current.error).toBeNull();
    expect(countCalls(sent, 'GET', '/benutzer')).toBe(1);
  });
});
