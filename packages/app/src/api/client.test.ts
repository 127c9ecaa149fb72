import { setFault } from '@waldmonitor/mocks/node';
import { describe, expect, it } from 'vitest';
import type { MapPoint } from '@waldmonitor/ui/model';
import { dataServiceBaseUrl } from './client';
import { DataServiceError, FALLBACK_MESSAGES } from './DataServiceError';
import { listPage } from './listPage';
import { createTestClient, recordRequests, startMockService } from './testHarness';
import { tableCall } from './tableCall';

startMockService();

const client = createTestClient();

async function failure(call: Promise<unknown>): Promise<DataServiceError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataServiceError);
  return error as DataServiceError;
}

const points7 = (): Promise<MapPoint[]> => tableCall(client, 'getMapPoints', { id: 7 }, undefined);

describe('table calls go out as requirements §7 writes them', () => {
  it('GET /mappoint?karte_id=eq.{id}&order=nr.asc', async () => {
    const sent = recordRequests();
    const points = await tableCall(client, 'getMapPoints', { id: 7 }, undefined);
    expect(points.length).toBeGreaterThan(1);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /mappoint?karte_id=eq.7&order=nr.asc']);
    expect(points.map((p) => p.nr)).toEqual([...points.map((p) => p.nr)].sort((a, b) => a - b));
  });

  it('GET /bilder?kaefer_id=eq.{id}&order=filename', async () => {
    const sent = recordRequests();
    await tableCall(client, 'getBilder', { id: 4 }, undefined);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /bilder?kaefer_id=eq.4&order=filename']);
  });

  it('PATCH /karte?id=eq.{id} with exactly the one field', async () => {
    const sent = recordRequests();
    await tableCall(client, 'patchKarte', { id: 5 }, { jahr: 1987 });
    expect(sent.map((r) => [`${r.method} ${r.path}`, r.body])).toEqual([['PATCH /karte?id=eq.5', { jahr: 1987 }]]);
    expect((await tableCall(client, 'getKarte', { id: 5 }, undefined))[0]?.jahr).toBe(1987);
  });

  it('PATCH /kunde?client_id=eq.{id} with {epsg}, PATCH /benutzer?user_id=eq.{id} with a mail flag', async () => {
    const sent = recordRequests();
    await tableCall(client, 'patchKunde', { id: 3 }, { epsg: 31467 });
    await tableCall(client, 'patchBenutzer', { id: 4 }, { mail_new: false });
    expect(sent.map((r) => [`${r.method} ${r.path}`, r.body])).toEqual([
      ['PATCH /kunde?client_id=eq.3', { epsg: 31467 }],
      ['PATCH /benutzer?user_id=eq.4', { mail_new: false }],
    ]);
  });

  it('POST /karte asks for the created representation and resolves to the new map', async () => {
    const sent = recordRequests();
    const [created] = await tableCall(
      client,
      'insertKarte',
      {},
      { map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 },
    );
    expect(sent[0]?.headers.get('Prefer')).toBe('return=representation');
    expect(sent[0]?.body).toEqual({ map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 });
    expect(created).toMatchObject({ map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 });
    expect(await tableCall(client, 'getKarte', { id: created!.id }, undefined)).toEqual([created]);
  });

  it('saves the georeferencing in one call of ours: the map’s id as text, its points, fields and mask', async () => {
    const [first] = await points7();
    expect(first).toBeDefined();
    const { karte_id: _other, ...moved } = { ...first!, nr: 1, pixelx: 10, pixely: 20 };
    const mask: [number, number][] = [
      [5, 5],
      [300.5, 5],
      [300.5, 200],
      [5, 200],
    ];
    const sent = recordRequests();
    await client.rpc('a_save_georeference', {
      karte_id: 7,
      punkte: [moved],
      georef_typ: 'helmert',
      res: 200,
      georef_bash: null,
      georef_maske: mask,
    });
    expect(sent.map((r) => [`${r.method} ${r.path}`, r.body])).toEqual([
      [
        'POST /rpc/a_save_georeference',
        { karte_id: '7', punkte: [moved], georef_typ: 'helmert', res: 200, georef_bash: null, georef_maske: mask },
      ],
    ]);
    expect(await points7()).toEqual([{ ...moved, karte_id: 7 }]);
    expect(await tableCall(client, 'getKarte', { id: 7 }, undefined)).toMatchObject([
      { georef_typ: 'helmert', res: 200, georef_maske: mask },
    ]);
  });

  it('refuses PATCH and DELETE without their id (a write to every row)', async () => {
    const sent = recordRequests();
    const noId = {} as { id: number };
    expect(() => tableCall(client, 'patchKarte', noId, { jahr: 1 })).toThrow('Filter id=eq.{id} needs an id');
    expect(() => tableCall(client, 'deleteMapPoints', noId, undefined)).toThrow('Filter karte_id=eq.{id} needs an id');
    expect(sent).toEqual([]);
  });
});

describe('errors', () => {
  it('turns a PostgREST error body into a DataServiceError with the service’s message', async () => {
    setFault('a_get_all_clients', { status: 409, code: '23505', message: 'Der Kunde ist bereits angelegt.' });
    const error = await failure(client.rpc('a_get_all_clients', {}));
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      code: '23505',
      message: 'Der Kunde ist bereits angelegt.',
      details: null,
      hint: null,
    });
  });

  it('keeps the store’s own error, e.g. a column that may not be changed', async () => {
    const error = await failure(tableCall(client, 'patchKunde', { id: 3 }, { name: 'Stadt Calw' } as never));
    expect(error.kind).toBe('http');
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.code).toBe('42501');
    expect(error.message).not.toBe(FALLBACK_MESSAGES.http(error.status ?? 0));
  });

  it('keeps a network error’s own message', async () => {
    setFault('a_get_all_clients', { networkError: true });
    const error = await failure(client.rpc('a_get_all_clients', {}));
    expect(error.kind).toBe('network');
    expect(error.message).toBe((error.cause as Error).message);
    expect(error.message).not.toBe('');
  });

  it('gives up after the timeout', async () => {
    setFault('a_get_all_clients', { latencyMs: 400 });
    const error = await failure(createTestClient({ timeoutMs: 50 }).rpc('a_get_all_clients', {}));
    expect(error).toMatchObject({ kind: 'timeout', message: FALLBACK_MESSAGES.timeout });
  });

  it('stops when the caller aborts', async () => {
    setFault('a_get_all_clients', { latencyMs: 400 });
    const controller = new AbortController();
    const pending = client.rpc('a_get_all_clients', {}, { signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ kind: 'aborted', message: 'Anfrage abgebrochen.' });
  });

  it('does not start a request with an aborted signal', async () => {
    const sent = recordRequests();
    const error = await failure(client.rpc('a_get_all_clients', {}, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(sent).toEqual([]);
  });
});

describe('helpers', () => {
  it('points at /data in demo mode and at the configured URL otherwise', () => {
    expect(dataServiceBaseUrl({ type: 'mock' })).toBe('/data');
    expect(dataServiceBaseUrl({ type: 'rest', url: 'https://daten.example/api' })).toBe('https://daten.example/api');
  });
});

describe('lists ask for one page and read the total', () => {
  const byName = [{ column: 'last_name', nulls: 'last' }, { column: 'user_id' }] as const;

  it('GET /benutzer with limit, offset and Prefer: count=exact; the total from Content-Range', async () => {
    const sent = recordRequests();
    const page = await listPage(client, 'getBenutzer', {}, { order: byName, limit: 10, offset: 10 });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /benutzer?order=last_name.asc.nullslast,user_id.asc&limit=10&offset=10',
    ]);
    expect(sent[0]?.headers.get('Prefer')).toBe('count=exact');
    // 6 demo users and 60 generated ones.
    expect(page.total).toBe(66);
    expect(page.offset).toBe(10);
    expect(page.rows).toHaveLength(10);
  });

  it('a filtered procedure: its payload in the body, the filter in the query string', async () => {
    const sent = recordRequests();
    const page = await listPage(
      client,
      'a_get_all_users',
      {},
      {
        where: [{ column: 'app_status', op: 'eq', value: 'ogf_admin' }],
        order: [{ column: 'user_id' }],
        limit: 2,
        offset: 0,
      },
    );
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rpc/a_get_all_users?app_status=eq.ogf_admin&order=user_id.asc&limit=2&offset=0',
    ]);
    expect(page.rows.every((user) => user.app_status === 'ogf_admin')).toBe(true);
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });

  it('a page past the end (416) is an empty page with the total', async () => {
    const page = await listPage(
      client,
      'getBenutzer',
      {},
      { where: [{ column: 'app_status', op: 'eq', value: 'ogf_admin' }], limit: 50, offset: 500 },
    );
    expect(page).toEqual({ rows: [], total: expect.any(Number) as number, offset: 500 });
    expect(page.total).toBeGreaterThan(0);
  });

  it('a bad filter still fails with the service message', async () => {
    const error = await failure(
      listPage(
        client,
        'getBenutzer',
        {},
        { where: [{ column: 'geb', op: 'eq', value: 'kein Datum' }], limit: 5, offset: 0 },
      ),
    );
    expect(error.status).toBe(400);
  });
});
