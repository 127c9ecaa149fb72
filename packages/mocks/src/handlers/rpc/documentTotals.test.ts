// @vitest-environment node
import { documentTotals } from '@waldmonitor/ui/model';
import { describe, expect, it, vi } from 'vitest';
import { mockDb } from '../../db/db';
import { rpc, setupMockServer } from '../../testServer';
import { billingRpcs } from './billing';

setupMockServer();

type Row = Record<string, unknown>;
const answer = async (name: string, body: unknown = {}) => (await (await rpc(name, body)).json()) as Row[];

/** The sums added up from the list itself, document by document, as the SQL adds them. */
function added(rows: Row[]) {
  let netto_cent = 0;
  let brutto_cent = 0;
  for (const row of rows) {
    const totals = documentTotals([{ anzahl: 1, ep: Number(row.netto) }], Number(row.ust_satz));
    netto_cent += totals.netCents;
    brutto_cent += totals.grossCents;
  }
  return [{ anzahl: rows.length, netto_cent, brutto_cent }];
}

/** A number searched is also found in a name or the editor. */
const mentions = (row: Row, text: string) =>
  [row.client_name, row.bearbeiter].some((v) => String(v ?? '').includes(text));

const NO_FILTER = { suche: '', client_id: null, von: null, bis: null };

describe('a_get_invoice_totals and a_get_offer_totals, kept by their arguments between writes', () => {
  it('answer the sums of the list’s rows, filtered or not', async () => {
    const invoices = await answer('a_get_invoices');
    const offers = await answer('a_get_offers');
    expect(await answer('a_get_invoice_totals', { ...NO_FILTER, archiviert: null })).toEqual(added(invoices));
    expect(await answer('a_get_offer_totals', { ...NO_FILTER, status: null })).toEqual(added(offers));
    const clientId = invoices[0]?.client_id;
    expect(await answer('a_get_invoice_totals', { ...NO_FILTER, client_id: clientId, archiviert: null })).toEqual(
      added(invoices.filter((row) => row.client_id === clientId)),
    );
    const word = String(invoices[0]?.client_name).split(' ')[0]!.toLowerCase();
    const has = (text: unknown) =>
      String(text ?? '')
        .toLowerCase()
        .includes(word);
    expect(
      await answer('a_get_invoice_totals', { ...NO_FILTER, suche: `  ${word.toUpperCase()} `, archiviert: null }),
    ).toEqual(added(invoices.filter((row) => has(row.client_name) || has(row.bearbeiter))));
    const id = Number(invoices[3]?.id);
    expect(await answer('a_get_invoice_totals', { ...NO_FILTER, suche: String(id), archiviert: null })).toEqual(
      added(invoices.filter((row) => row.id === id || mentions(row, String(id)))),
    );
    expect(await answer('a_get_offer_totals', { ...NO_FILTER, status: 'versendet' })).toEqual(
      added(offers.filter((row) => row.status === 'versendet')),
    );
  });

  it('add up no document again for the same arguments, and again for others', async () => {
    const body = { ...NO_FILTER, archiviert: null };
    const first = await answer('a_get_invoice_totals', body);
    const invoices = vi.spyOn(billingRpcs, 'a_get_invoices');
    expect(await answer('a_get_invoice_totals', body)).toEqual(first);
    expect(invoices).not.toHaveBeenCalled();
    invoices.mockRestore();
    // Left out, an argument is null (the SQL function's default): the same sums.
    expect(await answer('a_get_invoice_totals', {})).toEqual(first);
    const archived = await answer('a_get_invoice_totals', { ...body, archiviert: true });
    expect(archived).toEqual(added((await answer('a_get_invoices')).filter((row) => row.archiviert === true)));
  });

  it('follow a changed position of an invoice and of an offer', async () => {
    const db = mockDb();
    const invoiceBody = { ...NO_FILTER, archiviert: null };
    const offerBody = { ...NO_FILTER, status: null };
    const [invoiceBefore] = await answer('a_get_invoice_totals', invoiceBody);
    const [offerBefore] = await answer('a_get_offer_totals', offerBody);
    const onInvoice = db.position.all().find((p) => p.rechnung_id !== null);
    const onOffer = db.position.all().find((p) => p.angebot_id !== null);
    if (!onInvoice || !onOffer) throw new Error('the seed has no positions on invoices and offers');
    db.position.update(db.position.eqFilters({ id: onInvoice.id }), { anzahl: onInvoice.anzahl + 1 });
    db.position.update(db.position.eqFilters({ id: onOffer.id }), { anzahl: onOffer.anzahl + 1 });
    const [invoiceAfter] = await answer('a_get_invoice_totals', invoiceBody);
    const [offerAfter] = await answer('a_get_offer_totals', offerBody);
    expect(invoiceAfter).toEqual(added(await answer('a_get_invoices'))[0]);
    expect(offerAfter).toEqual(added(await answer('a_get_offers'))[0]);
    expect(invoiceAfter?.netto_cent).not.toBe(invoiceBefore?.netto_cent);
    expect(offerAfter?.netto_cent).not.toBe(offerBefore?.netto_cent);
  });
});
