import { describe, expect, it } from 'vitest';
import { loadGermanyShapes } from './germanyShapes';

describe('the Germany outlines', () => {
  it('gives one path per Land, by its ISO code', async () => {
    const shapes = await loadGermanyShapes();
    expect(shapes.viewBox).toBe('0 0 586 793');
    expect(shapes.paths.map((p) => p.code).sort()).toEqual([
      'BB',
      'BE',
      'BW',
      'BY',
      'HB',
      'HE',
      'HH',
      'MV',
      'NI',
      'NW',
      'RP',
      'SH',
      'SL',
      'SN',
      'ST',
      'TH',
    ]);
  });
});
