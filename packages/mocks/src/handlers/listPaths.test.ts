// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setFault } from '../faults';
import { DEMO_USERS } from '@waldmonitor/dataservice/seed';
import { ADMIN_CALLER, BASE, as, setupMockServer, table } from '../testServer';

setupMockServer();

type Row = Record<string, unknown>;
const COUNTED = { Prefer: 'count=exact' };
const SINGULAR = { Accept: 'application/vnd.pgrst.object+json' };
const expert = as(DEMO_USERS.experte.email);

/** The procedure the path stands for, with PostgREST's query on its rows (rpcAnswers.ts). */
async function procedure(name: string, body: object, query = '', headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}/rpc/${name}${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ADMIN_CALLER, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    range: response.headers.get('Content-Range'),
    rows: (await response.json()) as Row[],
  };
}

async function read(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await table('GET', pathAndQuery, undefined, headers);
  return {
    status: response.status,
    range: response.headers.get('Content-Range'),
    rows: (await response.json()) as Row[],
  };
}

describe('GET /kaefer_liste: the rows of a_get_kaefer_overview for every Land and species', () => {
  it('a Land is a filter: the first page, counted, is the procedure’s first page for that Land', async () => {
    const byLand = await procedure('a_get_kaefer_overview', { bundesland: 'BY', kaeferart: null });
    expect(byLand.rows.length).toBeGreaterThan(2);
    const page = await read('kaefer_liste?bundesland=eq.BY&order=fund_datum.desc,id.desc&limit=2&offset=0', COUNTED);
    expect(page).toEqual({ status: 206, range: `0-1/${byLand.rows.length}`, rows: byLand.rows.slice(0, 2) });
  });

  it('a species is a filter, as the procedure’s argument is', async () => {
    const bySpecies = await procedure('a_get_kaefer_overview', { bundesland: null, kaeferart: '3' });
    const rows = await read('kaefer_liste?art=eq.3&order=fund_datum.desc,id.desc', expert);
    expect(rows).toEqual({ status: 200, range: `0-${bySpecies.rows.length - 1}/*`, rows: bySpecies.rows });
  });

  it('answers the same query as the procedure does: records without species, waiting, by number', async () => {
    const query = 'art=is.null&status=in.(gemeldet,in_pruefung,bestaetigt)&order=id.asc&limit=50&offset=0';
    const all = { bundesland: null, kaeferart: null };
    const expected = await procedure('a_get_kaefer_overview', all, query, COUNTED);
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(await read(`kaefer_liste?${query}`, { ...expert, ...COUNTED })).toEqual(expected);
  });

  it('answers an offset past the counted rows with 416 PGRST103', async () => {
    const all = await procedure('a_get_kaefer_overview', { bundesland: null, kaeferart: null });
    const response = await table('GET', `kaefer_liste?offset=${all.rows.length + 1}&limit=50`, undefined, COUNTED);
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe(`*/${all.rows.length}`);
    expect(await response.json()).toMatchObject({ code: 'PGRST103' });
  });
});

describe('GET /karten_liste, /rechnung_liste, /angebot_liste: the rows of their procedures', () => {
  it.each([
    ['karten_liste', 'a_get_map_list_from_db', 'order=id.asc&limit=50&offset=0'],
    ['karten_liste', 'a_get_map_list_from_db', 'client_id=eq.1&select=id,map_name,client_name'],
    ['rechnung_liste', 'a_get_invoices', 'order=id.desc&limit=25&offset=0'],
    ['rechnung_liste', 'a_get_invoices', 'rn_datum=gte.2025-01-01&rn_datum=lte.2026-06-30&order=rn_datum.asc,id.asc'],
    ['angebot_liste', 'a_get_offers', 'status=eq.versendet&order=id.desc&limit=25&offset=0'],
  ])('GET /%s equals %s with the same query, counted: %s', async (path, name, query) => {
    const expected = await procedure(name, {}, query, COUNTED);
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(await read(`${path}?${query}`, COUNTED)).toEqual(expected);
  });

  it('without a query answers every row of the procedure, in its order', async () => {
    const invoices = await procedure('a_get_invoices', {});
    expect(await read('rechnung_liste')).toEqual({
      status: 200,
      range: `0-${invoices.rows.length - 1}/*`,
      rows: invoices.rows,
    });
  });

  it('answers a singular request with the one row, or 406 PGRST116', async () => {
    const [invoice] = (await procedure('a_get_invoices', {}, 'id=eq.17')).rows;
    expect(invoice).toMatchObject({ id: 17 });
    const one = await table('GET', 'rechnung_liste?id=eq.17', undefined, SINGULAR);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(invoice);
    const none = await table('GET', 'rechnung_liste?id=eq.99999', undefined, SINGULAR);
    expect(none.status).toBe(406);
    expect(await none.json()).toEqual({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });

  it('is one call for the fault switch, whatever the list filters by', async () => {
    setFault('getRechnungListe', { status: 503, times: 1 });
    expect((await table('GET', 'rechnung_liste?client_id=eq.3&order=id.desc&limit=25')).status).toBe(503);
    expect((await table('GET', 'rechnung_liste?client_id=eq.3&order=id.desc&limit=25')).status).toBe(200);
  });
});

describe('the list paths keep the procedures’ roles (requirements §6) and are read-only', () => {
  const denied = (view: string) => ({
    code: '42501',
    message: `permission denied for view ${view}`,
    details: null,
    hint: null,
  });

  it.each([
    ['kaefer_liste', as(DEMO_USERS.buerger.email), 403],
    ['karten_liste', as(DEMO_USERS.anfrage.email), 403],
    ['rechnung_liste', expert, 403],
    ['angebot_liste', as(null), 401],
  ])('GET /%s refuses a role the procedure refuses', async (path, caller, status) => {
    const response = await table('GET', path, undefined, caller);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(denied(path));
  });

  it.each([
    ['POST', 'kaefer_liste', { id: 1 }],
    ['PATCH', 'karten_liste?id=eq.3', { map_name: 'Umbenannt' }],
    ['DELETE', 'rechnung_liste?id=eq.17', undefined],
  ])('refuses %s /%s even to the administrator with 403 42501', async (method, path, body) => {
    const response = await table(method, path, body);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(denied(path.split('?')[0] ?? path));
    expect((await read('rechnung_liste?id=eq.17&select=id')).rows).toEqual([{ id: 17 }]);
  });
});
