import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshDelayMs, refreshMargin, startTokenRefresh, type TokenTimes } from './tokenRefresh';

describe('when a token is refreshed', () => {
  it.each([
    // lifetime (s) → validity left at the refresh (s)
    [300, 70],
    [140, 70],
    [120, 60],
    [20, 10],
  ])('a %i s token is refreshed with %i s left', (lifetime, margin) => {
    expect(refreshMargin(lifetime)).toBe(margin);
  });

  it.each<[string, TokenTimes, number]>([
    // requirements §9: a 5-minute token is looked at after 60 s and refreshed with 70 s left.
    ['a fresh 300 s token: looked at again in 60 s', { now: 1000, issuedAt: 1000, expiresAt: 1300 }, 60_000],
    ['a 300 s token 200 s old: refreshed in 30 s', { now: 1200, issuedAt: 1000, expiresAt: 1300 }, 30_000],
    ['a 300 s token with 69 s left: at once', { now: 1231, issuedAt: 1000, expiresAt: 1300 }, 0],
    ['a fresh 20 s token: refreshed after 10 s', { now: 1000, issuedAt: 1000, expiresAt: 1020 }, 10_000],
    ['a 20 s token 4.5 s old: in 5.5 s', { now: 1004.5, issuedAt: 1000, expiresAt: 1020 }, 5_500],
    ['an expired token: at once', { now: 1030, issuedAt: 1000, expiresAt: 1020 }, 0],
    [
      'a refresh token that outlives it: as usual',
      { now: 1000, issuedAt: 1000, expiresAt: 1020, refreshExpiresAt: 1060 },
      10_000,
    ],
    [
      'a refresh token that ends with it: once, when it expires',
      { now: 1040, issuedAt: 1040, expiresAt: 1060, refreshExpiresAt: 1060 },
      20_000,
    ],
    [
      'a refresh token that ends before it: when it expires',
      { now: 1050, issuedAt: 1050, expiresAt: 1070, refreshExpiresAt: 1060 },
      20_000,
    ],
  ])('%s', (_, times, delay) => {
    expect(refreshDelayMs(times)).toBe(delay);
  });
});

describe('given a signed-in session with 20 s tokens', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  /** A token issued now, valid for 20 s, as the identity service gives it on each refresh. */
  function setup(refresh: () => Promise<string> = async () => 'neues-token') {
    let issuedAt = Date.now() / 1000;
    const times = () => ({ now: Date.now() / 1000, issuedAt, expiresAt: issuedAt + 20 });
    const refreshed = vi.fn(async () => {
      const token = await refresh();
      issuedAt = Date.now() / 1000;
      return token;
    });
    const onToken = vi.fn();
    const onSessionEnded = vi.fn();
    const isRefused = (error: unknown) => (error as { status?: number }).status === 400;
    const stop = startTokenRefresh({ times, refresh: refreshed, onToken, isRefused, onSessionEnded });
    return { refresh: refreshed, onToken, onSessionEnded, stop };
  }

  it('refreshes after 10 s, not before, and stores the new token', async () => {
    const { refresh, onToken } = setup();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith('neues-token');
  });

  it('refreshes each new token after its own 10 s', async () => {
    const { refresh } = setup();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('a refused refresh ends the session and stops refreshing', async () => {
    const { refresh, onSessionEnded } = setup(async () => Promise.reject({ status: 400 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refresh without an answer is tried again after 10 s', async () => {
    const { refresh, onSessionEnded } = setup(async () => Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('stops refreshing when stopped', async () => {
    const { refresh, stop } = setup();
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
