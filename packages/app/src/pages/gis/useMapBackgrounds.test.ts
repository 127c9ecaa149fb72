import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WmsConfig } from '../../config/runtimeConfig';
import { BACKGROUND_KEY, useMapBackgrounds } from './useMapBackgrounds';

const DTK: WmsConfig = {
  name: 'DTK25',
  url: 'https://wms.example.org/dtk',
  layers: 'dtk25',
  format: 'image/png',
  version: '1.3.0',
  attribution: '© LGLN',
};

afterEach(() => sessionStorage.removeItem(BACKGROUND_KEY));

describe('useMapBackgrounds', () => {
  it('given no choice this session, the editor opens on its first background', () => {
    const { result } = renderHook(() => useMapBackgrounds([DTK]));
    expect(result.current.wms).toEqual([DTK]);
    expect(result.current.chosen).toBeNull();
  });

  it('after a choice, the next map opens on it (sessionStorage)', () => {
    renderHook(() => useMapBackgrounds([DTK])).result.current.onChoose?.('wms:DTK25');
    expect(sessionStorage.getItem(BACKGROUND_KEY)).toBe('wms:DTK25');
    expect(renderHook(() => useMapBackgrounds([DTK])).result.current.chosen).toBe('wms:DTK25');
  });

  it('keeps one object while the configuration stays, so the map keeps its layer', () => {
    const wms = [DTK];
    const { result, rerender } = renderHook(() => useMapBackgrounds(wms));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(renderHook(() => useMapBackgrounds()).result.current.wms).toEqual([]);
  });
});
