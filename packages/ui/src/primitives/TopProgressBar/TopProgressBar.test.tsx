import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopProgressBar } from './TopProgressBar';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given a TopProgressBar', () => {
  it('while active it is a busy, labelled progressbar; when done it reports 100 and goes', () => {
    const { rerender } = render(<TopProgressBar isActive />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Seite wird geladen' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    rerender(<TopProgressBar isActive={false} />);
    expect(bar).toHaveAttribute('aria-busy', 'false');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('with a custom delay it waits that long', () => {
    render(<TopProgressBar isActive delay={500} />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
