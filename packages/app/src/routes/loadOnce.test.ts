import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads a module once, however often a navigation asks for it', async () => {
    const load = vi.fn(async () => ({ ShellLayout: 'shell' }));
    const loadShell = loadOnce(load);
    expect(await loadShell()).toEqual({ ShellLayout: 'shell' });
    expect(await loadShell()).toEqual({ ShellLayout: 'shell' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, loads again on the next call', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('shell');
    const loadShell = loadOnce(load);
    await expect(loadShell()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await loadShell()).toBe('shell');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
