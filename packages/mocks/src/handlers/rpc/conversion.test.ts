// @vitest-environment node
/**
 * The mock's offer → invoice and credit note are all or nothing, as SQL's one transaction: a
 * refusal half-way takes the invoice out again (no number used), a fault on the call stores
 * nothing, and an offer billed already is refused unless the person confirmed it.
 */
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../db/db';
import { setFault } from '../../faults';
import { rpc, setupMockServer } from '../../testServer';

setupMockServer();

/** Offer 39 is `versendet` (client 2, two positions), offer 2 `abgerechnet`; invoices run 1…60. */
const convert = (offer_id: string, erneut: boolean) =>
  rpc('a_convert_offer_to_invoice', {
    offer_id,
    client_id: '2',
    rn_datum: '2026-11-20',
    le_date: '2026-11-01',
    ust_satz: '19',
    erneut,
  });

const state = () => {
  const db = mockDb();
  const offer = db.angebot.where({ id: 39 })[0];
  return {
    invoices: db.rechnung.all().length,
    last: Math.max(...db.rechnung.all().map((r) => r.id)),
    positionsOnNewInvoices: db.position.all().filter((p) => (p.rechnung_id ?? 0) > 60).length,
    offer: offer?.status,
    link: offer?.rechnung_id ?? null,
  };
};

describe('a_convert_offer_to_invoice in the mock', () => {
  it('makes one invoice with the offer’s positions and names it on the offer', async () => {
    const response = await convert('39', false);
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(61);
    expect(state()).toEqual({ invoices: 61, last: 61, positionsOnNewInvoices: 2, offer: 'abgerechnet', link: 61 });
    const details = (await (await rpc('a_get_offer_details', { offer_id: '39' })).json()) as object[];
    expect(details[0]).toMatchObject({ status: 'abgerechnet', rechnung_id: 61 });
  });

  it('takes the invoice out again when a position is refused half-way; the retry makes exactly one', async () => {
    // A position the copy refuses (no running number), after the offer's two good ones.
    const [broken] = mockDb().position.insert([{ angebot_id: 39, rechnung_id: null, bez: 'Defekt', lfd_nr: null }]);
    const before = state();
    const response = await convert('39', false);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Der Parameter lfd_nr darf nicht leer sein.' });
    expect(state()).toEqual(before);
    expect(before).toEqual({ invoices: 60, last: 60, positionsOnNewInvoices: 0, offer: 'versendet', link: null });
    mockDb().position.delete(mockDb().position.eqFilters({ id: broken!.id }));
    expect(await (await convert('39', false)).json()).toBe(61);
    expect(state()).toEqual({ invoices: 61, last: 61, positionsOnNewInvoices: 2, offer: 'abgerechnet', link: 61 });
  });

  it('stores nothing when the call itself fails (fault=a_convert_offer_to_invoice:500x1)', async () => {
    setFault('a_convert_offer_to_invoice', { status: 500, times: 1 });
    expect((await convert('39', false)).status).toBe(500);
    expect(state()).toMatchObject({ invoices: 60, offer: 'versendet', link: null });
    expect(await (await convert('39', false)).json()).toBe(61);
  });

  it('refuses a billed offer, naming its invoice, unless confirmed', async () => {
    await convert('39', false);
    const again = await convert('39', false);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'Das Angebot 39 wurde bereits als Rechnung 61 abgerechnet.' });
    expect(state().invoices).toBe(61);
    expect(await (await convert('39', true)).json()).toBe(62);
    expect(state()).toMatchObject({ invoices: 62, link: 62 });
  });
});

describe('a_create_credit_note in the mock', () => {
  it('keeps nothing when the terms are refused after the positions were copied', async () => {
    const response = await rpc('a_create_credit_note', { invoice_id: '59', rn_datum: '2026-11-20' });
    expect(response.status).toBe(400);
    expect(state()).toMatchObject({ invoices: 60, last: 60, positionsOnNewInvoices: 0 });
  });

  it('makes one credit note per archived invoice', async () => {
    const first = await rpc('a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-20' });
    expect(await first.json()).toBe(61);
    const second = await rpc('a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-21' });
    expect(await second.json()).toMatchObject({ message: 'Zu Rechnung 38 gibt es bereits die Stornorechnung 61.' });
  });
});
