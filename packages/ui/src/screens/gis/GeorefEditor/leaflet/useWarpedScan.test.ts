import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseIiifInfo } from '../../../../model/georef/iiif';
import { fitTransform } from '../../../../model/georef/transforms';
import type { GeorefFit } from '../../../../model/georef/types';
import type { ScanView } from '../scanView';
import { useWarpedScan, type WarpInputs } from './useWarpedScan';

/** A 35-megapixel IIIF scan of level 0: its overview is a dozen tiles. */
const scan: ScanView = {
  kind: 'tiled',
  image: parseIiifInfo({
    '@context': 'http://iiif.io/api/image/3/context.json',
    id: 'https://scans.example/iiif/11',
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level0',
    width: 7200,
    height: 4900,
    tiles: [{ width: 512, scaleFactors: [1, 2, 4, 8, 16] }],
  }),
};
const size = { width: 7200, height: 4900 };
const fit = fitTransform(
  'polynomial1',
  [
    [100, 100],
    [7000, 200],
    [6900, 4800],
    [150, 4700],
  ].map(([x, y]) => ({ pixelx: x!, pixely: y!, mapx: 389000 + x!, mapy: 5820000 - y!, enable: true })),
) as GeorefFit;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given a tiled scan in the world map’s preview', () => {
  it('loads no overview tile while the map has no fit, and loads them with the first one', () => {
    const sources = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    const tileRequests = () => sources.mock.calls.filter(([url]) => String(url).startsWith('https://scans.example/'));
    const { rerender } = renderHook((inputs: WarpInputs) => useWarpedScan(null, inputs), {
      initialProps: { fit: null, scan, size, epsg: 25832 },
    });
    expect(tileRequests()).toEqual([]);
    rerender({ fit, scan, size, epsg: 25832 });
    expect(tileRequests().length).toBeGreaterThan(0);
    const loaded = tileRequests().length;
    // A drag through an invalid fit keeps the picture: nothing is cancelled and fetched again.
    rerender({ fit: null, scan, size, epsg: 25832 });
    rerender({ fit, scan, size, epsg: 25832 });
    expect(tileRequests()).toHaveLength(loaded);
  });
});
