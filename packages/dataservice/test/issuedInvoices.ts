/**
 * Issued invoices to pay, for the tests of payments, open items and dunning: each a new invoice
 * of client 1 on the newest invoice date, 1 × 1,000.00 € at 19 % (1,190.00 € gross), archived
 * (issued) unless a draft is asked for; called as the administrator on a superuser's
 * connection, inside the caller's transaction.
 */
import type pg from 'pg';
import { ADMIN, BILLING_CALLS, positionPayload } from './billingCalls';
import { rpc, type Reply } from './harness';

export interface Terms {
  zahlungsziel_tage: string;
  skonto_prozent?: string;
  skonto_tage?: string;
}

/** The helpers over the connection `db()` gives (a test file connects in its beforeAll). */
export function issuedInvoices(db: () => pg.Client) {
  const call = async (name: string, params: Record<string, unknown>) => {
    const reply = await rpc(db(), ADMIN, name, params);
    if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
    return reply.data;
  };

  /** A date `days` after `day` (YYYY-MM-DD), as the database counts days. */
  const plus = async (day: string, days: number) =>
    (await db().query<{ d: string }>(`SELECT ($1::date + $2::integer)::text AS d`, [day, days])).rows[0]!.d;

  async function invoice(
    terms: Terms = { zahlungsziel_tage: '14' },
    issued = true,
  ): Promise<{ id: string; rn: string }> {
    const rn = (await db().query<{ d: string }>(`SELECT data.min_date_for_new('rechnung')::text AS d`)).rows[0]!.d;
    const id = String(await call('a_add_invoice', { client_id: '1', rn_datum: rn, le_date: null, ust_satz: '19' }));
    await call(
      'a_insert_position',
      positionPayload({ rechnung_id: id, angebot_id: null }, { anzahl: '1', ep: '1000' }),
    );
    await call('a_update_invoice_details', {
      ...BILLING_CALLS.a_update_invoice_details,
      invoice_id: id,
      rn_datum: rn,
      art: 'rechnung',
      ...terms,
    });
    if (issued) await call('a_set_archive_for_rn', { invoice_id: id });
    return { id, rn };
  }

  const pay = (rechnung_id: string, datum: string, betrag: string, art = 'überweisung'): Promise<Reply> =>
    rpc(db(), ADMIN, 'a_add_payment', { rechnung_id, datum, betrag, art, referenz: 'RE ' + rechnung_id, notiz: null });

  return { call, plus, invoice, pay };
}
