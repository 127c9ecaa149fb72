import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fontResponse = () => new Response(new Uint8Array([0x77, 0x4f, 0x46, 0x46]));

/** The module afresh: what it keeps between calls is the subject here. */
const freshModule = () => import('./letterFonts');

describe('loadLetterFonts', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the four files once, and every later PDF gets the same bytes', async () => {
    const fetch = vi.fn(() => Promise.resolve(fontResponse()));
    vi.stubGlobal('fetch', fetch);
    const { loadLetterFonts } = await freshModule();
    const first = await loadLetterFonts();
    const second = await loadLetterFonts();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(second).toBe(first);
    expect(Object.keys(first).sort()).toEqual(['bold', 'boldExtended', 'regular', 'regularExtended']);
  });

  it('after a failed fetch, fetches again on the next call', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 503 })));
    vi.stubGlobal('fetch', fetch);
    const { loadLetterFonts } = await freshModule();
    await expect(loadLetterFonts()).rejects.toThrow('Die Schrift für das PDF konnte nicht geladen werden (503).');
    fetch.mockImplementation(() => Promise.resolve(fontResponse()));
    await expect(loadLetterFonts()).resolves.toHaveProperty('regular', new Uint8Array([0x77, 0x4f, 0x46, 0x46]));
    expect(fetch).toHaveBeenCalledTimes(8);
  });
});
