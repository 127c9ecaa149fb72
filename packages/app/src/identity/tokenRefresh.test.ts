import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTokenRefresh } from './tokenRefresh';

describe('given a signed-in session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(secondsLeft: number, refresh = vi.fn(async () => 'neues-token')) {
    const onToken = vi.fn();
    const onFailure = vi.fn();
    const stop = startTokenRefresh({ secondsLeft: () => secondsLeft, refresh, onToken, onFailure });
    return { refresh, onToken, onFailure, stop };
  }

  it('does not check before 60 s have passed', async () => {
    const { refresh } = setup(10);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not refresh with 71 s of validity left', async () => {
    const { refresh } = setup(71);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes with 69 s left and stores the new token', async () => {
    const { refresh, onToken } = setup(69);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith('neues-token');
  });

  it('reports a failed refresh (the app reloads the page)', async () => {
    const error = new Error('refresh failed');
    const { onFailure } = setup(
      5,
      vi.fn(async () => Promise.reject(error)),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onFailure).toHaveBeenCalledWith(error);
  });

  it('stops checking when stopped', async () => {
    const { refresh, stop } = setup(5);
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
