/**
 * A credit note (Stornorechnung) counts against the invoice it cancels in every sum: the
 * invoiced net per month (sql/61_invoiced_per_month.sql) and the sums under the invoice list,
 * a client's among them (sql/56_document_totals.sql). Its positions stay positive, as a UBL
 * CreditNote wants them; the sums carry the sign.
 */
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc } from './harness';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

const call = async <T>(name: string, params: Record<string, unknown>): Promise<T> => {
  const reply = await rpc(su, ADMIN, name, params);
  if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
  return reply.data as T;
};

/** Invoice 38 is archived, of client 1 (seed). */
const INVOICE = 38;

it('an invoice and its Storno sum to zero: in the client’s totals and in the invoiced net by year', () =>
  rolledBack(su, async () => {
    const { rows } = await su.query<{ netto: string; brutto: string; jahr: number; client_id: number }>(
      `SELECT netto::text, brutto::text, extract(year FROM rn_datum)::int AS jahr, client_id FROM data.rechnung WHERE id = $1`,
      [INVOICE],
    );
    const invoice = rows[0]!;
    const totals = () =>
      call<{ anzahl: number; netto_cent: number; brutto_cent: number }[]>('a_get_invoice_totals', {
        client_id: String(invoice.client_id),
      });
    // The credit note is dated after the newest invoice (numbers run in date order).
    const creditNoteDate = '2026-11-20';
    const years = [...new Set([invoice.jahr, 2026])];
    const yearNet = async () => {
      let sum = 0;
      for (const jahr of years) {
        const months = await call<{ netto_cent: number }[]>('a_get_invoiced_per_month', { jahr: String(jahr) });
        sum += months.reduce((total, month) => total + Number(month.netto_cent), 0);
      }
      return sum;
    };
    const [before] = await totals();
    const yearBefore = await yearNet();
    const creditNote = await call<number>('a_create_credit_note', {
      invoice_id: String(INVOICE),
      rn_datum: creditNoteDate,
    });
    const [after] = await totals();
    const cents = (euros: string) => Math.round(Number(euros) * 100);
    expect(after).toEqual({
      anzahl: before!.anzahl + 1,
      netto_cent: Number(before!.netto_cent) - cents(invoice.netto),
      brutto_cent: Number(before!.brutto_cent) - cents(invoice.brutto),
    });
    expect(await yearNet()).toBe(yearBefore - cents(invoice.netto));
    expect(creditNote).toBeGreaterThan(INVOICE);
  }));
