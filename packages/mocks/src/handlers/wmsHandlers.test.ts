// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultRegistry } from '../faults';
import { wmsHandlers } from './wmsHandlers';

const faults = new FaultRegistry();
const server = setupServer(...wmsHandlers(faults));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const GET_MAP = 'SERVICE=WMS&REQUEST=GetMap&VERSION=1.3.0&LAYERS=dtk25&CRS=EPSG:3857&WIDTH=256&HEIGHT=256';

describe("msw's WMS", () => {
  it('answers GetMap with a PNG, on any host, the parameter names in any case', async () => {
    for (const query of [GET_MAP, GET_MAP.toLowerCase().replace('wms', 'WMS').replace('getmap', 'GetMap')]) {
      const response = await fetch(`https://wms.example.org/wms/dtk25?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');
      expect([...new Uint8Array(await response.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
  });

  it.each([
    ['SERVICE=WMS&REQUEST=GetCapabilities', 'Nur SERVICE=WMS mit REQUEST=GetMap wird beantwortet.'],
    ['SERVICE=WMS&REQUEST=GetMap', 'LAYERS fehlt.'],
  ])('answers %s with a service exception', async (query, text) => {
    const response = await fetch(`https://wms.example.org/wms/dtk25?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`<ServiceException>${text}</ServiceException>`);
  });

  it('fails as the fault switch says („GET /wms“)', async () => {
    faults.set('GET /wms', { status: 500, times: 1 });
    expect((await fetch(`https://wms.example.org/wms/dtk25?${GET_MAP}`)).status).toBe(500);
    expect((await fetch(`https://wms.example.org/wms/dtk25?${GET_MAP}`)).status).toBe(200);
  });
});
