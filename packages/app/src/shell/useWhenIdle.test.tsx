import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle, type WhenIdleOptions } from './useWhenIdle';

function Fetcher({ task, options }: { task: () => void; options?: WhenIdleOptions }) {
  useWhenIdle(task, options);
  return null;
}

/** jsdom has no idle callbacks: a browser's, answering `after` ms later. */
function idleCallbacks(after: number) {
  const request = vi.fn((run: () => void) => setTimeout(run, after) as unknown as number);
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  return request;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // Unmounted while the stand-ins still exist: the hook cancels its callback then.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useWhenIdle', () => {
  it('runs the task once, when the browser is idle after the first render', () => {
    idleCallbacks(50);
    const task = vi.fn();
    const { rerender } = render(<Fetcher task={task} />);
    rerender(<Fetcher task={task} />);
    vi.advanceTimersByTime(49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits `notBefore` milliseconds before it waits for idle time at all', () => {
    const idle = idleCallbacks(0);
    const task = vi.fn();
    render(<Fetcher task={task} options={{ notBefore: 2000 }} />);
    vi.advanceTimersByTime(1999);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for `after` (the reads settling) between `notBefore` and the idle time', async () => {
    const idle = idleCallbacks(0);
    const task = vi.fn();
    let settle: () => void = () => undefined;
    const after = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Fetcher task={task} options={{ notBefore: 1000, after }} />);
    vi.advanceTimersByTime(1000);
    expect(after).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(idle).not.toHaveBeenCalled();
    settle();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing after the page went away', () => {
    const task = vi.fn();
    const { unmount } = render(<Fetcher task={task} options={{ notBefore: 2000 }} />);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
