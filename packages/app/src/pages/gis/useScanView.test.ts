import { setFault } from '@waldmonitor/mocks/node';
import { describe, expect, it } from 'vitest';
import { startMockService } from '../../api/testHarness';
import { loadIiifInfo, scanImageUrl } from './useScanView';

startMockService();

describe('scanImageUrl', () => {
  it.each([
    ['https://archiv.example/scans/{id}.jpg', 'https://archiv.example/scans/42.jpg'],
    [
      'https://archiv.example/{map_name}.png',
      'https://archiv.example/Dr%C3%A4nplan%20Gut%20R%C3%B6%C3%9Fing%201923%2F2.png',
    ],
    ['/scans/{id}/{map_name}/{id}.jpg', '/scans/42/Dr%C3%A4nplan%20Gut%20R%C3%B6%C3%9Fing%201923%2F2/42.jpg'],
  ])('fills %s in as URL parts', (template, url) => {
    expect(scanImageUrl(template, { id: 42, map_name: 'Dränplan Gut Rößing 1923/2' })).toBe(url);
  });
});

describe('loadIiifInfo, against the mock IIIF service', () => {
  it('reads the demo scan of map 3 (A0 at 400 dpi) as tiles', async () => {
    await expect(loadIiifInfo('http://scans.test/iiif/3/info.json')).resolves.toEqual({
      id: 'http://scans.test/iiif/3',
      version: 3,
      width: 13244,
      height: 18724,
      tileWidth: 512,
      tileHeight: 512,
      scaleFactors: [1, 2, 4, 8, 16, 32, 64],
      format: 'png',
    });
  });

  it('says in German when the service does not know the map', async () => {
    await expect(loadIiifInfo('http://scans.test/iiif/99999/info.json')).rejects.toThrow(
      'Der Scan-Dienst antwortet auf http://scans.test/iiif/99999/info.json mit HTTP 404.',
    );
  });

  it('says in German when the service cannot be reached', async () => {
    setFault('GET /iiif/info.json', { networkError: true });
    await expect(loadIiifInfo('http://scans.test/iiif/3/info.json')).rejects.toThrow(
      'Der Scan-Dienst ist nicht erreichbar (http://scans.test/iiif/3/info.json).',
    );
  });
});
