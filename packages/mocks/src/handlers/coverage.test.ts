// @vitest-environment node
import { RPC_NAMES, TABLE_CALLS, TEMPLATE_CALLS, tableCallQuery } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { ADMIN_CALLER, BASE, rpc, table, setupMockServer } from '../testServer';
import { RPC_SAMPLES } from '../rpcSamples';
import { handlers } from '.';

setupMockServer();

/** What the data-service client sends (requirements §7): numbers as text. */
function asSent(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
}

describe('every call of requirements §7 has a handler', () => {
  it('answers the procedures on any host, through one handler', async () => {
    const paths = handlers.map((h) => String((h.info as { path?: unknown }).path));
    expect(paths.filter((path) => path.includes('/rpc/'))).toEqual(['*/rpc/:name']);
    const elsewhere = await fetch('http://daten.example.org/api/rpc/a_get_acronyms', {
      method: 'POST',
      body: '{}',
      // PostgREST reads a body of another type (fetch says text/plain) as one unnamed argument.
      headers: { 'Content-Type': 'application/json', ...ADMIN_CALLER },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('answers an unknown procedure as PostgREST does', async () => {
    const response = await rpc('a_get_nothing' as never, {});
    expect(response.status).toBe(404);
    expect((await response.json()) as { code: string }).toMatchObject({ code: 'PGRST202' });
  });

  it.each(RPC_NAMES.map((name) => [name]))('%s answers its payload with ids as text', async (name) => {
    // A counter-entry needs a payment to reverse: its payload's payment (id 1) is recorded first.
    if (name === 'a_reverse_payment') await rpc('a_add_payment', asSent(RPC_SAMPLES.a_add_payment));
    // A reminder to read or send is written first.
    if (name === 'a_get_reminder' || name === 'a_send_reminder')
      await rpc('a_create_reminders', asSent(RPC_SAMPLES.a_create_reminders));
    const response = await rpc(name, asSent(RPC_SAMPLES[name]));
    expect([200, 204], await response.clone().text()).toContain(response.status);
  });

  it.each(TABLE_CALLS.map((call) => [call.name, call]))('%s is answered', async (_name, call) => {
    const query = tableCallQuery(call, 2);
    const bodies: Record<string, unknown> = {
      insertMapPoints: [{ karte_id: 2, nr: 99, mapx: 1, mapy: 2, pixelx: 3, pixely: 4, enable: true }],
      insertKarte: { map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 },
      patchKarte: { bem_apus: 'Geprüft.' },
      patchKunde: { bundesland: 'BW' },
      patchKaefer: { art: 3 },
      patchBenutzer: { berufsgruppe: 'Lehrer/in' },
    };
    const headers: Record<string, string> = call.prefer ? { Prefer: call.prefer } : {};
    const response = await table(
      call.method,
      `${call.path.slice(1)}${query ? `?${query}` : ''}`,
      bodies[call.name],
      headers,
    );
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  });

  it.each(TEMPLATE_CALLS.map((call) => [call.name, call]))('template %s answers 20000', async (name, call) => {
    const body =
      name === 'login'
        ? { username: 'admin', password: 'geheim1' }
        : name.endsWith('Role')
          ? { name: 'x', description: '', routes: [] }
          : undefined;
    const response = await fetch(
      `${BASE}/prod-api${call.path.replace('{id}', 'editor')}${name === 'info' ? '?token=admin-token' : ''}`,
      {
        method: call.method,
        headers: { 'Content-Type': 'application/json', 'X-Token': 'admin-token' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
    );
    expect(((await response.json()) as { code: number }).code).toBe(20000);
  });
});
