// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearFaults, setFault } from '../faults';
import { server } from '../node';
import { BASE, rpc, table, setupMockServer } from '../testServer';
import { withFaults } from '.';

setupMockServer();

describe('the fault switch', () => {
  it('replies with the status and the message as PostgREST error JSON', async () => {
    setFault('a_update_user', { status: 400, message: 'E-Mail-Adresse ist bereits vergeben.' });
    const response = await rpc('a_update_user', { mail: 'x@example.org' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'P0001',
      message: 'E-Mail-Adresse ist bereits vergeben.',
      details: null,
      hint: null,
    });
  });

  it('defaults to 500 with a German message naming the call', async () => {
    setFault('a_get_all_users', {});
    setFault('PATCH /karte', { status: 503 });
    const users = await rpc('a_get_all_users');
    expect(users.status).toBe(500);
    expect(await users.json()).toEqual({
      code: 'XX000',
      message: 'Simulierter Fehler bei a_get_all_users.',
      details: null,
      hint: null,
    });
    const patch = await table('PATCH', 'karte?id=eq.1', { jahr: 1900 });
    expect(patch.status).toBe(503);
    expect(await patch.json()).toMatchObject({ code: 'PGRST001', message: 'Simulierter Fehler bei patchKarte.' });
  });

  it('knows a table call by its contract name, its method and path, or its path', async () => {
    setFault('getMapPoints', { status: 500, times: 1 });
    setFault('/kaeferarten', { status: 502, times: 1 });
    expect((await table('GET', 'mappoint?karte_id=eq.6&order=nr.asc')).status).toBe(500);
    expect((await table('GET', 'kaeferarten?id=eq.2')).status).toBe(502);
    expect((await table('GET', 'kaeferarten?id=eq.2')).status).toBe(200);
  });

  it('fails only the next n calls with times', async () => {
    setFault('a_get_offers', { status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await rpc('a_get_offers')).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('delays the reply by latencyMs and then answers normally', async () => {
    setFault('a_get_acronyms', { latencyMs: 120 });
    const started = performance.now();
    const response = await rpc('a_get_acronyms');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(5);
  });

  it('adds the global latency (*) to a specific error', async () => {
    setFault('*', { latencyMs: 80 });
    setFault('a_get_prognose', { status: 500 });
    const started = performance.now();
    expect((await rpc('a_get_prognose')).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  });

  it('fails with a network error', async () => {
    setFault('a_get_invoices', { networkError: true });
    await expect(rpc('a_get_invoices')).rejects.toThrow(TypeError);
  });

  it('clearFaults makes every call work again', async () => {
    setFault('a_get_invoices', { status: 500 });
    clearFaults();
    expect((await rpc('a_get_invoices')).status).toBe(200);
  });

  it('withFaults gives a handler list with its own faults', async () => {
    server.use(...withFaults({ a_update_user: { status: 400, message: 'E-Mail-Adresse ist bereits vergeben.' } }));
    const failing = await rpc('a_update_user', { mail: 'experte@waldmonitor.example' });
    expect(failing.status).toBe(400);
    expect(await failing.json()).toMatchObject({ message: 'E-Mail-Adresse ist bereits vergeben.' });
    expect((await rpc('a_get_all_clients')).status).toBe(200);
  });

  it('a template call with a numeric code answers HTTP 200 with {code, message}', async () => {
    setFault('info', { code: 50014, message: 'Token expired.' });
    const response = await fetch(`${BASE}/prod-api/vue-element-admin/user/info?token=admin-token`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 50014, message: 'Token expired.' });
  });
});
