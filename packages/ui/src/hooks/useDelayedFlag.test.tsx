import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './useDelayedFlag';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDelayedFlag', () => {
  it('turns true only after the flag has held for the delay, and false at once', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 200), { initialProps: { flag: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('stays false while the flag comes and goes faster than the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 200), { initialProps: { flag: false } });
    for (let move = 0; move < 10; move++) {
      rerender({ flag: true });
      act(() => vi.advanceTimersByTime(150));
      expect(result.current).toBe(false);
      rerender({ flag: false });
      act(() => vi.advanceTimersByTime(20));
    }
    expect(result.current).toBe(false);
  });
});
