/**
 * The open items (migrations/0008_open_items.sql, sql/74_open_items.sql): the table the triggers
 * keep equals the state of every invoice (data.invoice_states) after each kind of write; the
 * list on its table path, its sums, the age buckets, one invoice's state and the Übersicht's
 * money. Each case runs in a transaction that is rolled back.
 */
import type { BillingOverviewRow, OpenItemTotalsRow } from '@waldmonitor/ui/model';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, NOT_ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc, tableRequest } from './harness';
import { issuedInvoices } from './issuedInvoices';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

const { call, plus, invoice, pay } = issuedInvoices(() => su);

/** Where the kept table and the computed state disagree (an empty list when they agree). */
async function drift(): Promise<unknown[]> {
  const { rows } = await su.query(
    `SELECT coalesce(o.rechnung_id, s.rechnung_id) AS id, o.offen AS kept, s.offen AS computed
       FROM data.offener_posten o
       FULL JOIN (SELECT * FROM data.invoice_states() WHERE offen <> 0) s ON s.rechnung_id = o.rechnung_id
      WHERE o.rechnung_id IS NULL OR s.rechnung_id IS NULL OR o.offen <> s.offen OR o.faellig_am <> s.faellig_am
         OR o.client_id IS DISTINCT FROM s.client_id`,
  );
  return rows;
}

/** The invoice's open item as the list shows it, or undefined when it has none. */
async function item(id: string) {
  const reply = await tableRequest<Record<string, unknown>[]>(su, ADMIN, 'GET', `/offene_posten?id=eq.${id}`);
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.data[0];
}

describe('the open items are every issued invoice with money open, kept in the same transaction', () => {
  it('on the upgraded seed database', async () => {
    expect(await drift()).toEqual([]);
  });

  it('through archiving, a partial, full and over-payment and a reversal', () =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      expect(await item(draft.id)).toBeUndefined();
      await call('a_set_archive_for_rn', { invoice_id: draft.id });
      const due = await plus(draft.rn, 14);
      expect(await item(draft.id)).toMatchObject({ client_id: 1, rn_datum: draft.rn, faellig_am: due, offen: 1190 });
      expect((await pay(draft.id, draft.rn, '500')).ok).toBe(true);
      expect(await item(draft.id)).toMatchObject({ offen: 690 });
      const rest = await pay(draft.id, draft.rn, '690');
      expect(await item(draft.id)).toBeUndefined();
      expect((await pay(draft.id, draft.rn, '10.50', 'bar')).ok).toBe(true);
      expect(await item(draft.id)).toMatchObject({ offen: -10.5, altersklasse: 'guthaben', tage_ueberfaellig: 0 });
      await call('a_reverse_payment', { zahlung_id: String(rest.ok && rest.data) });
      expect(await item(draft.id)).toMatchObject({ offen: 679.5 });
      expect(await drift()).toEqual([]);
    }));

  it('through Skonto taken in time, which settles the invoice', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice({ zahlungsziel_tage: '30', skonto_prozent: '2', skonto_tage: '10' });
      expect((await pay(id, rn, '1166.20')).ok).toBe(true);
      expect(await item(id)).toBeUndefined();
      expect(await drift()).toEqual([]);
    }));

  it('through a Storno: the cancelled invoice leaves the list, its payments stay as credit', () =>
    rolledBack(su, async () => {
      const plain = await invoice();
      await call('a_create_credit_note', { invoice_id: plain.id, rn_datum: plain.rn });
      expect(await item(plain.id)).toBeUndefined();
      const paid = await invoice();
      expect((await pay(paid.id, paid.rn, '100')).ok).toBe(true);
      await call('a_create_credit_note', { invoice_id: paid.id, rn_datum: paid.rn });
      expect(await item(paid.id)).toMatchObject({ offen: -100, altersklasse: 'guthaben' });
      expect(await drift()).toEqual([]);
    }));
});

describe('an invoice and its Storno sum to zero', () => {
  it("in the year's revenue, the open items and the client's invoice totals", () =>
    rolledBack(su, async () => {
      const overview = async () => ((await call('a_get_billing_overview', {})) as BillingOverviewRow[])[0]!;
      const clientTotals = async () =>
        ((await call('a_get_invoice_totals', { client_id: '1' })) as { netto_cent: number; brutto_cent: number }[])[0]!;
      const openTotals = async () =>
        ((await call('a_get_open_item_totals', { client_id: '1' })) as OpenItemTotalsRow[])[0]!;
      const [before, clientBefore, openBefore] = [await overview(), await clientTotals(), await openTotals()];
      const { id, rn } = await invoice();
      const issued = await overview();
      // Only when the invoice is of this year does it count in the year's revenue.
      const thisYear =
        rn.slice(0, 4) === (await su.query(`SELECT data.business_today()::text AS d`)).rows[0].d.slice(0, 4);
      expect(issued.umsatz_jahr_cent - before.umsatz_jahr_cent).toBe(thisYear ? 100_000 : 0);
      expect((await openTotals()).offen_cent - openBefore.offen_cent).toBe(119_000);
      const credit = String(await call('a_create_credit_note', { invoice_id: id, rn_datum: rn }));
      await call('a_set_archive_for_rn', { invoice_id: credit });
      expect(await overview()).toEqual(before);
      expect(await openTotals()).toEqual(openBefore);
      const clientAfter = await clientTotals();
      expect([clientAfter.netto_cent, clientAfter.brutto_cent]).toEqual([
        clientBefore.netto_cent,
        clientBefore.brutto_cent,
      ]);
    }));
});

describe('the list and its sums', () => {
  it('filter by client and age bucket, and count credits negative', () =>
    rolledBack(su, async () => {
      const a = await invoice();
      const b = await invoice();
      expect((await pay(b.id, b.rn, '1200')).ok).toBe(true);
      const { rows } = await su.query<{ anzahl: number; offen_cent: string; ueberfaellig_cent: string }>(
        `SELECT count(*)::integer AS anzahl, (sum(offen) * 100)::bigint::text AS offen_cent,
                (coalesce(sum(offen) FILTER (WHERE offen > 0 AND faellig_am < data.business_today()), 0) * 100)::bigint::text AS ueberfaellig_cent
           FROM data.offener_posten WHERE client_id = 1`,
      );
      expect(await call('a_get_open_item_totals', { client_id: '1', altersklasse: '' })).toEqual([
        {
          anzahl: rows[0]!.anzahl,
          offen_cent: Number(rows[0]!.offen_cent),
          ueberfaellig_cent: Number(rows[0]!.ueberfaellig_cent),
        },
      ]);
      const credits = await tableRequest<{ id: number }[]>(
        su,
        ADMIN,
        'GET',
        '/offene_posten?client_id=eq.1&altersklasse=eq.guthaben&select=id',
      );
      expect(credits.ok && credits.data.map((r) => r.id)).toContain(Number(b.id));
      expect(credits.ok && credits.data.map((r) => r.id)).not.toContain(Number(a.id));
      const guthaben = (await call('a_get_open_item_totals', { client_id: '1', altersklasse: 'guthaben' })) as {
        offen_cent: number;
      }[];
      expect(guthaben[0]!.offen_cent).toBeLessThanOrEqual(-1000);
      const overdue = (await call('a_get_open_item_totals', {
        client_id: '',
        altersklasse: 'ueberfaellig',
      })) as OpenItemTotalsRow[];
      const all = (await call('a_get_open_item_totals', {})) as OpenItemTotalsRow[];
      expect(overdue[0]!.offen_cent).toBe(all[0]!.ueberfaellig_cent);
    }));

  it('sums exactly the rows the list shows for a dunning level and a search', () =>
    rolledBack(su, async () => {
      // Today's proposal written as reminders, so some items have a level.
      const proposal = (await call('a_get_dunning_proposal', {})) as { rechnung_id: number }[];
      expect(proposal.length).toBeGreaterThan(0);
      await call('a_create_reminders', { rechnung_ids: proposal.map((row) => row.rechnung_id) });
      const cases: [args: Record<string, string>, query: string][] = [
        [{ mahnstufe: 'keine' }, 'mahnstufe=eq.0'],
        [{ mahnstufe: 'gemahnt' }, 'mahnstufe=gt.0'],
        [{ mahnstufe: '1' }, 'mahnstufe=eq.1'],
        [{ mahnstufe: 'gemahnt', altersklasse: 'ueberfaellig' }, 'mahnstufe=gt.0&tage_ueberfaellig=gt.0'],
        [{ suche: ' Forst ' }, 'client_name=ilike.*Forst*'],
        [{ suche: 'forst  bayreuth' }, 'and=(client_name.ilike.*forst*,client_name.ilike.*bayreuth*)'],
        [{ suche: '12' }, 'or=(client_name.ilike.*12*,id.eq.12)'],
        [{ suche: 'e_V' }, 'client_name=ilike.*e_V*'],
        [{ suche: '100%' }, 'client_name=ilike.*100_*'],
      ];
      let matched = 0;
      for (const [args, query] of cases) {
        const list = await tableRequest<{ offen: number; tage_ueberfaellig: number }[]>(
          su,
          ADMIN,
          'GET',
          `/offene_posten?${query}&select=offen,tage_ueberfaellig`,
        );
        if (!list.ok) throw new Error(list.error.message);
        const cents = (rows: typeof list.data) => Math.round(rows.reduce((sum, row) => sum + row.offen * 100, 0));
        expect([args, await call('a_get_open_item_totals', args)]).toEqual([
          args,
          [
            {
              anzahl: list.data.length,
              offen_cent: cents(list.data),
              ueberfaellig_cent: cents(list.data.filter((row) => row.tage_ueberfaellig > 0 && row.offen > 0)),
            },
          ],
        ]);
        matched += list.data.length;
      }
      expect(matched).toBeGreaterThan(0);
    }));

  it.each([
    ['an amount not yet due', '100', '2026-03-10', '2026-03-10', 'nicht-faellig'],
    ['one day overdue', '100', '2026-03-10', '2026-03-11', '1-30'],
    ['30 days overdue', '100', '2026-03-10', '2026-04-09', '1-30'],
    ['31 days overdue', '100', '2026-03-10', '2026-04-10', '31-60'],
    ['60 days overdue', '100', '2026-03-10', '2026-05-09', '31-60'],
    ['61 days overdue', '100', '2026-03-10', '2026-05-10', '61-90'],
    ['90 days overdue', '100', '2026-03-10', '2026-06-08', '61-90'],
    ['91 days overdue', '100', '2026-03-10', '2026-06-09', 'ueber-90'],
    ['a credit, however old', '-5', '2025-01-10', '2026-06-09', 'guthaben'],
  ])('age bucket of %s', async (_, offen, due, day, bucket) => {
    const { rows } = await su.query(`SELECT data.age_bucket($1, $2, $3) AS b`, [offen, due, day]);
    expect(rows[0].b).toBe(bucket);
  });

  it.each(NOT_ADMIN.map(({ caller, status }) => [caller.role, status, caller] as const))(
    'is refused to %s (%i)',
    async (_, status, caller) => {
      expect(await tableRequest(su, caller, 'GET', '/offene_posten?limit=1')).toMatchObject({ ok: false, status });
      expect(await rpc(su, caller, 'a_get_open_item_totals', {})).toMatchObject({ ok: false, status });
      expect(await rpc(su, caller, 'a_get_billing_overview', {})).toMatchObject({ ok: false, status });
    },
  );
});

describe("one invoice's state", () => {
  it('answers the editor what is paid and open, and 404 for an unknown invoice', () =>
    rolledBack(su, async () => {
      // Due in 60 days: not yet overdue today.
      const { id, rn } = await invoice({ zahlungsziel_tage: '60' });
      expect((await pay(id, rn, '190')).ok).toBe(true);
      expect(await call('a_get_invoice_state', { rechnung_id: id })).toEqual([
        {
          zustand: 'teilweise bezahlt',
          faellig_am: await plus(rn, 60),
          zahlbetrag: 1190,
          bezahlt: 190,
          skonto: 0,
          offen: 1000,
          tage_ueberfaellig: 0,
        },
      ]);
      expect(await rpc(su, ADMIN, 'a_get_invoice_state', { rechnung_id: '999999' })).toMatchObject({
        ok: false,
        status: 404,
      });
    }));
});
