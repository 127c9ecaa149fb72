import { describe, expect, it } from 'vitest';
import { FaultRegistry, faultsFromSearch } from './faults';

describe('faultsFromSearch', () => {
  it.each([
    ['', {}],
    ['?fault=a_get_all_users:500', { a_get_all_users: { status: 500 } }],
    ['?latency=800', { '*': { latencyMs: 800 } }],
    ['?fault=a_get_all_users:500&latency=800', { a_get_all_users: { status: 500 }, '*': { latencyMs: 800 } }],
    [
      '?fault=a_update_user:400:E-Mail-Adresse%20ist%20bereits%20vergeben.',
      { a_update_user: { status: 400, message: 'E-Mail-Adresse ist bereits vergeben.' } },
    ],
    [
      '?fault=a_get_offers:network,a_get_invoices:503',
      { a_get_offers: { networkError: true }, a_get_invoices: { status: 503 } },
    ],
    [
      '?fault=a_get_offers&fault=a_get_prognose:404',
      { a_get_offers: { status: 500 }, a_get_prognose: { status: 404 } },
    ],
    ['?latency=a_get_all_clients:300', { a_get_all_clients: { latencyMs: 300 } }],
    ['?fault=POST%20/mappoint:500x1', { 'POST /mappoint': { status: 500, times: 1 } }],
    ['?fault=a_get_offers:networkx2', { a_get_offers: { networkError: true, times: 2 } }],
    [
      '?fault=a_update_user:409x3:Schon%20vergeben:%20ja',
      { a_update_user: { status: 409, times: 3, message: 'Schon vergeben: ja' } },
    ],
    ['?fault=a_get_offers:500x0', { a_get_offers: { status: 500 } }],
    ['?fault=a_get_offers:x1', { a_get_offers: { status: 500, times: 1 } }],
    ['?latency=schnell', {}],
  ])('%s gives %j', (search, expected) => {
    expect(faultsFromSearch(search)).toEqual(expected);
  });
});

describe('FaultRegistry', () => {
  it('counts times down and, rearmed, starts again from the faults it was made with', () => {
    const registry = new FaultRegistry({ a_save_georeference: { status: 500, times: 1 } });
    expect(registry.take(['a_save_georeference'])?.error).toEqual({ status: 500 });
    expect(registry.take(['a_save_georeference'])).toBeUndefined();
    registry.set('a_get_offers', { status: 503 });
    registry.rearm();
    expect(registry.take(['a_get_offers'])).toBeUndefined();
    expect(registry.take(['a_save_georeference'])?.error).toEqual({ status: 500 });
    expect(registry.take(['a_save_georeference'])).toBeUndefined();
  });

  it('prefers the most specific name and merges the global latency', () => {
    const registry = new FaultRegistry({ '*': { latencyMs: 50 }, 'PATCH /karte': { status: 400 } });
    expect(registry.take(['patchKarte', 'PATCH /karte', '/karte'])).toEqual({
      latencyMs: 50,
      networkError: false,
      error: { status: 400, message: undefined, code: undefined },
    });
    expect(registry.take(['getKarte', 'GET /karte', '/karte'])).toEqual({
      latencyMs: 50,
      networkError: false,
      error: null,
    });
    expect(registry.take(['a_get_offers'])).toEqual({ latencyMs: 50, networkError: false, error: null });
  });

  it('treats an empty spec as an error and a latency-only spec as a delay', () => {
    const registry = new FaultRegistry({ a: {}, b: { latencyMs: 10 }, c: { networkError: true } });
    expect(registry.take(['a'])?.error).toEqual({ status: undefined, message: undefined, code: undefined });
    expect(registry.take(['b'])).toEqual({ latencyMs: 10, networkError: false, error: null });
    expect(registry.take(['c'])).toEqual({ latencyMs: 0, networkError: true, error: null });
    expect(registry.take(['d'])).toBeUndefined();
  });

  it('counts times down and then forgets the fault', () => {
    const registry = new FaultRegistry({ a_get_offers: { status: 500, times: 2 } });
    const taken = [1, 2, 3].map(() => registry.take(['a_get_offers'])?.error?.status);
    expect(taken).toEqual([500, 500, undefined]);
  });
});
