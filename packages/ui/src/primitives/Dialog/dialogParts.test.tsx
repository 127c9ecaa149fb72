import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollBody } from './dialogParts';

/** Heights as a browser would report them for a body that is smaller than its content. */
function stubHeights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('given a ResizeObserver that has not reported yet (a page that is not painted)', () => {
  beforeEach(() => {
    // An observer that never calls back: what a throttled background iframe gets.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes a body taller than its room a tab stop at once', () => {
    stubHeights(2000, 400);
    render(<ScrollBody>Langer Text</ScrollBody>);
    expect(screen.getByText('Langer Text').parentElement).toHaveAttribute('tabindex', '0');
  });

  it('adds no tab stop when the content fits', () => {
    stubHeights(300, 400);
    render(<ScrollBody>Kurzer Text</ScrollBody>);
    expect(screen.getByText('Kurzer Text').parentElement).not.toHaveAttribute('tabindex');
  });
});
