// @vitest-environment node
import { TABLE_ACCESS } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../db/db';
import { VIEW_DEFS } from '../db/views';
import { table, setupMockServer } from '../testServer';
import { LIST_PATHS } from './listPaths';
import { STORED, TABLE_NAMES, VIEWS } from './tableNames';

setupMockServer();

const json = async (response: Response) => (await response.json()) as unknown;
type Row = Record<string, unknown>;

describe('the routed names', () => {
  it('are the tables and views of the store, known before it loads', () => {
    expect([...VIEWS].sort()).toEqual(Object.keys(VIEW_DEFS).sort());
    for (const name of STORED) expect(mockDb()[name].all().length).toBeGreaterThan(0);
  });

  it('are every table path of the contract: the stored tables, the views, then the list paths of ours', () => {
    expect([...TABLE_NAMES].sort()).toEqual(Object.keys(TABLE_ACCESS).sort());
    const ours = TABLE_NAMES.filter((name) => !([...STORED, ...VIEWS] as string[]).includes(name));
    expect(ours).toEqual(['kaefer_liste', 'karten_liste', 'rechnung_liste', 'angebot_liste']);
    expect(Object.keys(LIST_PATHS)).toEqual(ours);
  });

  it('answer no path that only ends like a table (msw then refuses it as unhandled)', async () => {
    await expect(table('GET', 'kunde_alt')).rejects.toThrow();
    await expect(table('GET', 'altkunde')).rejects.toThrow();
  });
});

describe('GET on a table', () => {
  it('filters with eq. and orders by nr (GET /mappoint?karte_id=eq.{id}&order=nr.asc)', async () => {
    const response = await table('GET', 'mappoint?karte_id=eq.6&order=nr.asc');
    expect(response.status).toBe(200);
    const rows = (await json(response)) as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.karte_id === 6)).toBe(true);
    expect(rows.map((r) => r.nr)).toEqual(rows.map((_, i) => i + 1));
  });

  it('orders by several columns, descending first', async () => {
    const rows = (await json(await table('GET', 'kaefer?status=eq.abgelehnt&order=bundesland.desc,id.asc'))) as Row[];
    const keys = rows.map((r) => `${String(r.bundesland)}|${String(r.id).padStart(4, '0')}`);
    const expected = [...keys].sort((a, b) => {
      const [la = '', ia = ''] = a.split('|');
      const [lb = '', ib = ''] = b.split('|');
      return lb.localeCompare(la) || ia.localeCompare(ib);
    });
    expect(keys).toEqual(expected);
  });

  it('supports in., gte and lte and select with named columns', async () => {
    const rows = (await json(
      await table('GET', 'karte?id=in.(3,5,7)&jahr=gte.1800&jahr=lte.2000&select=id,jahr&order=id.desc'),
    )) as Row[];
    expect(rows.map((r) => r.id)).toEqual([7, 5, 3]);
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'jahr']);
  });

  it('answers an unknown id with an empty list, as PostgREST does', async () => {
    expect(await json(await table('GET', 'karte?id=eq.99999'))).toEqual([]);
  });

  it('answers a singular request for no row with 406 PGRST116', async () => {
    const response = await table('GET', 'karte?id=eq.99999', undefined, {
      Accept: 'application/vnd.pgrst.object+json',
    });
    expect(response.status).toBe(406);
    expect(await json(response)).toEqual({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });

  it.each([
    ['karte?farbe=eq.rot', '42703', 'column karte.farbe does not exist'],
    ['karte?order=farbe.asc', '42703', 'column karte.farbe does not exist'],
    ['karte?id=gleich.3', 'PGRST100', '"failed to parse filter (gleich.3)"'],
    ['karte?id=eq.drei', '22P02', 'invalid input syntax for type integer: "drei"'],
  ])('answers %s with 400 and code %s', async (query, code, message) => {
    const response = await table('GET', query);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code, message });
  });

  it('serves the views, with rows that have empty labels', async () => {
    const erfq = (await json(await table('GET', 'drae_laenge_nach_erfq'))) as Row[];
    expect(erfq.some((r) => r.erfq === null)).toBe(true);
    expect(erfq.some((r) => r.erfq === '')).toBe(true);
    const qdt = (await json(await table('GET', 'drae_laenge_qdt_nach_aop'))) as Row[];
    expect(qdt.some((r) => r.qdt === null || r.qdt === '')).toBe(true);
    const survey = (await json(await table('GET', 'scha_einmessung_uebersicht?order=vermessen.desc'))) as Row[];
    expect(survey.map((r) => r.vermessen)).toEqual([true, false]);
  });
});

describe('writes', () => {
  const newMap = {
    map_name: 'Forstkarte Revier Eichholz 1937',
    width: 9921,
    height: 14031,
    client_id: '3',
    jahr: '1937',
  };

  it('POST /karte with return=representation answers 201 with the created row and the next id', async () => {
    const response = await table('POST', 'karte', newMap, { Prefer: 'return=representation' });
    expect(response.status).toBe(201);
    const [created] = (await json(response)) as Row[];
    expect(created).toMatchObject({
      map_name: 'Forstkarte Revier Eichholz 1937',
      client_id: 3,
      jahr: 1937,
      show_client: false,
    });
    const all = (await json(await table('GET', 'karte?select=id&order=id.desc&limit=1'))) as Row[];
    expect(created?.id).toBe(all[0]?.id);
  });

  it('POST without Prefer answers 201 with an empty body', async () => {
    const response = await table('POST', 'karte', newMap);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
  });

  it('answers a duplicate key with 409 23505', async () => {
    const response = await table('POST', 'mappoint', { karte_id: 6, nr: 1, mapx: 1, mapy: 2, pixelx: 3, pixely: 4 });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "mappoint_pkey"',
      details: 'Key (karte_id, nr)=(6, 1) already exists.',
      hint: null,
    });
  });

  it('answers a point for a missing map with 409 23503', async () => {
    const response = await table('POST', 'mappoint', [
      { karte_id: 99999, nr: 1, mapx: 1, mapy: 2, pixelx: 3, pixely: 4 },
    ]);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ code: '23503' });
  });

  it("replaces a map's points: DELETE then POST, and the GET shows the new ones", async () => {
    expect((await table('DELETE', 'mappoint?karte_id=eq.6')).status).toBe(204);
    expect(await json(await table('GET', 'mappoint?karte_id=eq.6'))).toEqual([]);
    const points = [1, 2, 3].map((nr) => ({
      karte_id: '6',
      nr: String(nr),
      mapx: '4.5',
      mapy: 5,
      pixelx: 6,
      pixely: 7,
      enable: 'true',
    }));
    expect((await table('POST', 'mappoint', points)).status).toBe(201);
    const rows = (await json(await table('GET', 'mappoint?karte_id=eq.6&order=nr.asc'))) as Row[];
    expect(rows.map((r) => [r.nr, r.mapx, r.enable])).toEqual([
      [1, 4.5, true],
      [2, 4.5, true],
      [3, 4.5, true],
    ]);
  });

  it('PATCH /karte changes one field: 204, or 200 with the row on return=representation', async () => {
    expect((await table('PATCH', 'karte?id=eq.4', { jahr: 1911 })).status).toBe(204);
    const response = await table('PATCH', 'karte?id=eq.4', { status: 'geprueft' }, { Prefer: 'return=representation' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject([{ id: 4, jahr: 1911, status: 'geprueft' }]);
  });

  it('refuses PATCH of a column requirements §7 does not list with 403 42501', async () => {
    const response = await table('PATCH', 'karte?id=eq.4', { map_name: 'Umbenannt' });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: '42501', message: 'permission denied for view karte' });
  });

  it('answers an unknown body column with 400 PGRST204', async () => {
    const response = await table('POST', 'karte', { ...newMap, farbe: 'rot' });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'PGRST204' });
  });

  it('PATCH /kunde and /benutzer take ids as text', async () => {
    expect((await table('PATCH', 'kunde?client_id=eq.2', { epsg: '31467' })).status).toBe(204);
    expect(await json(await table('GET', 'kunde?client_id=eq.2&select=epsg'))).toEqual([{ epsg: 31467 }]);
    expect((await table('PATCH', 'benutzer?user_id=eq.3', { mail_new: false })).status).toBe(204);
    expect(await json(await table('GET', 'benutzer?user_id=eq.3&select=mail_new'))).toEqual([{ mail_new: false }]);
  });

  it("DELETE /karte takes the map's points with it", async () => {
    const response = await table('DELETE', 'karte?id=eq.6', undefined, { Prefer: 'return=representation' });
    expect(response.status).toBe(200);
    expect(((await json(response)) as Row[]).map((r) => r.id)).toEqual([6]);
    expect(await json(await table('GET', 'mappoint?karte_id=eq.6'))).toEqual([]);
  });

  // No role has DELETE on kunde nor INSERT on the computed views (requirements §7 has no such call):
  // refused as the SQL's grants refuse them, before any row is looked at.
  it('refuses to delete a client, even the administrator, with 403 42501', async () => {
    const response = await table('DELETE', 'kunde?client_id=eq.1');
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      code: '42501',
      message: 'permission denied for view kunde',
      details: null,
      hint: null,
    });
  });

  it('refuses writes to a computed view with 403 42501', async () => {
    const response = await table('POST', 'drae_laenge_nach_erfq', { erfq: 'X', round: 1 });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({
      code: '42501',
      message: 'permission denied for view drae_laenge_nach_erfq',
    });
  });
});
