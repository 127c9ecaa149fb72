import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FINISH_MS,
  nextPhase,
  SHOW_DELAY_MS,
  useProgressPhase,
  type ProgressEvent,
  type ProgressPhase,
} from './progressPhase';

describe('nextPhase', () => {
  it.each<[ProgressPhase, ProgressEvent, ProgressPhase]>([
    ['hidden', 'activate', 'waiting'],
    ['hidden', 'deactivate', 'hidden'],
    ['hidden', 'delayElapsed', 'hidden'],
    ['waiting', 'delayElapsed', 'running'],
    ['waiting', 'deactivate', 'hidden'],
    ['waiting', 'activate', 'waiting'],
    ['running', 'deactivate', 'finishing'],
    ['running', 'activate', 'running'],
    ['running', 'finishElapsed', 'running'],
    ['finishing', 'finishElapsed', 'hidden'],
    ['finishing', 'activate', 'running'],
    ['finishing', 'delayElapsed', 'finishing'],
  ])('%s + %s → %s', (phase, event, expected) => {
    expect(nextPhase(phase, event)).toBe(expected);
  });
});

describe('useProgressPhase', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = (isActive: boolean) =>
    renderHook(({ active }) => useProgressPhase(active), { initialProps: { active: isActive } });

  it('given a long load, shows after exactly 200 ms and hides 400 ms after it ends', () => {
    const { result, rerender } = render(true);
    expect(SHOW_DELAY_MS).toBe(200);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('waiting');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('running');
    rerender({ active: false });
    expect(result.current).toBe('finishing');
    act(() => vi.advanceTimersByTime(FINISH_MS - 1));
    expect(result.current).toBe('finishing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('hidden');
  });

  it('given a load shorter than the delay, never shows the bar', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(150));
    rerender({ active: false });
    expect(result.current).toBe('hidden');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('hidden');
  });

  it('given a new load while finishing, runs again and stays', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(200));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(100));
    rerender({ active: true });
    expect(result.current).toBe('running');
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('running');
  });
});
