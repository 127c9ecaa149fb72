import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSidebarAnimation } from './useSidebarAnimation';

describe('useSidebarAnimation (requirements §4: with or without animation)', () => {
  it('animates at first, not after a resize across the breakpoint, again after the hamburger', () => {
    const { result, rerender } = renderHook(({ isMobile }) => useSidebarAnimation(isMobile), {
      initialProps: { isMobile: false },
    });
    expect(result.current.withoutAnimation).toBe(false);
    rerender({ isMobile: true });
    expect(result.current.withoutAnimation).toBe(true);
    act(() => result.current.onToggled());
    expect(result.current.withoutAnimation).toBe(false);
    rerender({ isMobile: false });
    expect(result.current.withoutAnimation).toBe(true);
  });
});
