import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { counted } from '../api/writesInFlight';
import { SavingGuard } from './SavingGuard';

/** Whether leaving the page now would ask first (the browser's `beforeunload` question). */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('SavingGuard', () => {
  it('asks before the page is left while a write is under way, and not before or after', async () => {
    const { unmount } = render(<SavingGuard />);
    expect(leavingAsks()).toBe(false);

    let answer!: () => void;
    let saved!: Promise<void>;
    act(() => {
      saved = counted(() => new Promise<void>((resolve) => (answer = resolve)));
    });
    expect(leavingAsks()).toBe(true);

    await act(async () => {
      answer();
      await saved;
    });
    expect(leavingAsks()).toBe(false);
    unmount();
  });

  it('lets go when the write fails too', async () => {
    const { unmount } = render(<SavingGuard />);
    let refuse!: (error: Error) => void;
    let failed!: Promise<void>;
    act(() => {
      failed = counted(() => new Promise<void>((_, reject) => (refuse = reject))).catch(() => undefined);
    });
    expect(leavingAsks()).toBe(true);
    await act(async () => {
      refuse(new Error('refused'));
      await failed;
    });
    expect(leavingAsks()).toBe(false);
    unmount();
  });
});
