import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './retryPolicy';

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [5, 480_000],
    [6, 960_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [9, 3_600_000],
    [100, 3_600_000],
    [1_000_000, 3_600_000],
  ])('waits after %i failed attempts %i ms by default', (attempts, expected) => {
    expect(retryDelayMs(attempts)).toBe(expected);
    expect(retryDelayMs(attempts, DEFAULT_RETRY_POLICY)).toBe(expected);
  });

  it.each([
    [1, 100],
    [2, 200],
    [3, 400],
    [4, 500],
    [5, 500],
  ])('doubles from the base up to the ceiling of a given policy: %i → %i ms', (attempts, expected) => {
    expect(retryDelayMs(attempts, { baseMs: 100, maxMs: 500 })).toBe(expected);
  });

  it('waits nothing with a base of 0 (the tests)', () => {
    expect(retryDelayMs(3, { baseMs: 0, maxMs: 1000 })).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s attempts', (attempts) => {
    expect(() => retryDelayMs(attempts)).toThrow(RangeError);
  });
});
