// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { mockDb } from '../db/db';
import { billingRpcs } from '../handlers/rpc/billing';
import { rpc, setupMockServer, table } from '../testServer';
import { WARMED_LIST_PATHS, WARMED_VIEWS, warmListReads } from './warmListReads';

setupMockServer();

describe('warmListReads (the large dataset’s lists computed while the store is built)', () => {
  it('asks every list path for its first row, counted, then every read, as the administrator, who may read each', async () => {
    expect(WARMED_LIST_PATHS).toEqual(['karten_liste', 'rechnung_liste', 'angebot_liste']);
    expect(await warmListReads()).toEqual([206, 206, 206, 200, 200, 200]);
  });

  it('leaves the rows computed: the next read of a list, on its path or by its procedure, adds up no position and fits no map again', async () => {
    await warmListReads();
    const db = mockDb();
    const positions = vi.spyOn(db.position, 'where');
    const points = vi.spyOn(db.mappoint, 'all');
    for (const path of WARMED_LIST_PATHS) {
      expect((await table('GET', `${path}?limit=25&offset=0`, undefined, { Prefer: 'count=exact' })).status).toBe(206);
    }
    expect((await rpc('a_get_invoices')).status).toBe(200);
    expect((await rpc('a_get_offers')).status).toBe(200);
    expect((await rpc('a_get_map_list_from_db')).status).toBe(200);
    expect(positions).not.toHaveBeenCalled();
    expect(points).not.toHaveBeenCalled();
  });

  it('leaves the lists’ first sums and the cadastre list computed: asked as the pages ask, they read no list and count no map', async () => {
    await warmListReads();
    const invoices = vi.spyOn(billingRpcs, 'a_get_invoices');
    const offers = vi.spyOn(billingRpcs, 'a_get_offers');
    const maps = vi.spyOn(mockDb().karte, 'all');
    const unfiltered = { suche: '', client_id: null, von: null, bis: null };
    expect((await rpc('a_get_invoice_totals', { ...unfiltered, archiviert: null })).status).toBe(200);
    expect((await rpc('a_get_offer_totals', { ...unfiltered, status: null })).status).toBe(200);
    expect((await rpc('a_get_kataster_overview')).status).toBe(200);
    expect(invoices).not.toHaveBeenCalled();
    expect(offers).not.toHaveBeenCalled();
    expect(maps).not.toHaveBeenCalled();
  });

  it('leaves the survey views computed, until a survey table is written', async () => {
    await warmListReads();
    const db = mockDb();
    const surveys = vi.spyOn(db.surveyAmounts, 'all');
    const before: unknown[] = [];
    for (const view of WARMED_VIEWS) {
      const response = await table('GET', view);
      expect(response.status).toBe(200);
      before.push(await response.json());
    }
    expect(surveys).not.toHaveBeenCalled();
    const amount = db.surveyAmounts.all().find((row) => row.kind === 'scha');
    if (!amount) throw new Error('the seed has no surveyed manhole');
    db.surveyAmounts.update(db.surveyAmounts.eqFilters({ id: amount.id }), { summe: amount.summe + 1000 });
    type Sum = { vermessen: boolean; summe: number };
    const after = (await (await table('GET', 'scha_einmessung_uebersicht')).json()) as Sum[];
    const was = before[WARMED_VIEWS.indexOf('scha_einmessung_uebersicht')] as Sum[];
    expect(after.find((row) => row.vermessen === amount.vermessen)?.summe).toBe(
      (was.find((row) => row.vermessen === amount.vermessen)?.summe ?? 0) + 1000,
    );
  });

  it('answers 0 for a read that throws, and goes on with the others', async () => {
    const statuses = await warmListReads(['a_get_invoices_unknown' as never, 'a_get_offers'], []);
    expect(statuses).toEqual([0, 200]);
  });
});
