import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

describe('copyText', () => {
  it('copies through the Clipboard API when it allows', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyText('abc', { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('falls back to the selection when the Clipboard API refuses', async () => {
    document.execCommand = vi.fn(() => true);
    const writeText = vi.fn(async () => Promise.reject(new Error('NotAllowedError')));
    expect(await copyText('abc', { writeText })).toBe('fallback');
    expect(document.execCommand).toHaveBeenCalledWith('copy');
  });

  it('reports a copy that nothing could do', async () => {
    document.execCommand = vi.fn(() => false);
    expect(await copyText('abc', null)).toBe('failed');
  });
});
