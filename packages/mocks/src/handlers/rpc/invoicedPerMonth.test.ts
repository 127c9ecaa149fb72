// @vitest-environment node
import { invoicedPerMonth } from '@waldmonitor/ui/model';
import { describe, expect, it, vi } from 'vitest';
import { mockDb } from '../../db/db';
import { rpc, setupMockServer } from '../../testServer';
import { billingRpcs } from './billing';

setupMockServer();

type Month = { monat: number; netto_cent: number };
const months = async (jahr: number) => (await (await rpc('a_get_invoiced_per_month', { jahr })).json()) as Month[];
type Invoice = { id: number; rn_datum: string; netto: number };
const invoices = async () => (await (await rpc('a_get_invoices')).json()) as Invoice[];

describe('a_get_invoiced_per_month, kept by year while the invoice list is', () => {
  it('answers the months the invoice list adds up to, for each year asked', async () => {
    const list = await invoices();
    const year = Number(list[0]?.rn_datum.slice(0, 4));
    expect(await months(year)).toEqual(invoicedPerMonth(list, year));
    expect(await months(year - 1)).toEqual(invoicedPerMonth(list, year - 1));
    expect((await months(year)).reduce((sum, month) => sum + month.netto_cent, 0)).toBeGreaterThan(0);
  });

  it('reads the invoice list once per year, and again after a position is written', async () => {
    const list = await invoices();
    const year = Number(list[0]?.rn_datum.slice(0, 4));
    const read = vi.spyOn(billingRpcs, 'a_get_invoices');
    const before = await months(year);
    expect(await months(year)).toEqual(before);
    expect(read).toHaveBeenCalledTimes(1);
    const db = mockDb();
    const position = db.position.all().find((p) => p.rechnung_id === list[0]?.id);
    if (!position) throw new Error('the newest invoice has no position');
    db.position.update(db.position.eqFilters({ id: position.id }), { anzahl: position.anzahl + 1 });
    const after = await months(year);
    expect(read).toHaveBeenCalledTimes(2);
    expect(after).toEqual(invoicedPerMonth(await invoices(), year));
    expect(after).not.toEqual(before);
  });
});
