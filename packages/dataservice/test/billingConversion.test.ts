/**
 * The procedures of ours of sql/53_billing_conversion.sql: offer → invoice and the credit note
 * are one transaction each. With the spec's calls the app made a_add_invoice, then
 * a_update_invoice_details and a_insert_position per position: a refusal after the first left an
 * invoice without texts or positions, its number used up (numbers are gapless, invoices cannot be
 * deleted), and the retry made a second one. An offer could be billed any number of times.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc, type Caller } from './harness';

let db: pg.Client;
/** The superuser: a trigger of the test's own makes a copy fail half-way, inside its rolled-back transaction. */
let su: pg.Client;
beforeAll(async () => {
  db = await connect();
  su = await connect('postgres');
});
afterAll(async () => {
  await Promise.all([db.end(), su.end()]);
});

const expert: Caller = { role: 'ogf_expert', claims: { email: 'experte@waldmonitor.example' } };

/** Offer 39 is `versendet` (client 2, two positions); offer 2 is `abgerechnet` by seed; invoices run 1…60. */
const convert = (client: pg.Client, offer_id: string, erneut: boolean) =>
  rpc(client, ADMIN, 'a_convert_offer_to_invoice', {
    offer_id,
    client_id: '2',
    rn_datum: '2026-11-20',
    le_date: '2026-11-01',
    ust_satz: '19',
    erneut,
  });

async function state(client: pg.Client) {
  const { rows } = await client.query<{ invoices: number; last: number; offer: string; link: number | null }>(
    `SELECT (SELECT count(*)::int FROM data.rechnung) AS invoices, (SELECT max(id) FROM data.rechnung) AS last,
            a.status::text AS offer, a.rechnung_id AS link
       FROM data.angebot a WHERE a.id = 39`,
  );
  return rows[0]!;
}

describe('a_convert_offer_to_invoice: all or nothing', () => {
  it('makes the invoice with the offer’s texts and positions, and marks the offer billed as it', () =>
    rolledBack(su, async () => {
      expect(await convert(su, '39', false)).toEqual({ ok: true, status: 200, data: 61 });
      const { rows } = await su.query(
        `SELECT r.client_id, r.anrede, r.anschreiben, r.zuerl,
                (SELECT array_agg(p.bez ORDER BY p.lfd_nr, p.id) FROM data.position p WHERE p.rechnung_id = 61) AS invoiced,
                (SELECT array_agg(p.bez ORDER BY p.lfd_nr, p.id) FROM data.position p WHERE p.angebot_id = 39) AS offered,
                o.anrede AS offer_anrede, o.anschreiben AS offer_anschreiben, o.zuerl AS offer_zuerl
           FROM data.rechnung r, data.angebot o WHERE r.id = 61 AND o.id = 39`,
      );
      const row = rows[0] as Record<string, unknown>;
      expect(row.client_id).toBe(2);
      expect(row.invoiced).toEqual(row.offered);
      expect((row.invoiced as string[]).length).toBe(2);
      expect([row.anrede, row.anschreiben, row.zuerl]).toEqual([
        row.offer_anrede,
        row.offer_anschreiben,
        row.offer_zuerl,
      ]);
      expect(await state(su)).toEqual({ invoices: 61, last: 61, offer: 'abgerechnet', link: 61 });
    }));

  it('leaves no invoice and no used number when a position fails half-way, and the retry makes exactly one', () =>
    rolledBack(su, async () => {
      // The second copied position is refused: the invoice, its texts and first position exist by then.
      await su.query(`
        CREATE FUNCTION data.test_refuse_second_copy() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.rechnung_id IS NOT NULL AND (SELECT count(*) FROM data.position p WHERE p.rechnung_id = NEW.rechnung_id) = 1 THEN
            RAISE check_violation USING MESSAGE = 'Position abgelehnt (Test).';
          END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER z_test_refuse BEFORE INSERT ON data.position
          FOR EACH ROW EXECUTE FUNCTION data.test_refuse_second_copy();`);
      const before = await state(su);
      expect(await convert(su, '39', false)).toMatchObject({
        ok: false,
        status: 400,
        error: { code: '23514', message: 'Position abgelehnt (Test).' },
      });
      expect(await state(su)).toEqual(before);
      expect(before).toEqual({ invoices: 60, last: 60, offer: 'versendet', link: null });
      await su.query('DROP TRIGGER z_test_refuse ON data.position');
      expect(await convert(su, '39', false)).toMatchObject({ ok: true, data: 61 });
      expect(await state(su)).toEqual({ invoices: 61, last: 61, offer: 'abgerechnet', link: 61 });
      const { rows } = await su.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM data.position WHERE rechnung_id = 61',
      );
      expect(rows[0]?.n).toBe(2);
    }));

  it('refuses a second conversion, naming the invoice, and makes it only when confirmed', () =>
    rolledBack(su, async () => {
      await convert(su, '39', false);
      expect(await convert(su, '39', false)).toEqual({
        ok: false,
        status: 400,
        error: {
          code: 'P0001',
          message: 'Das Angebot 39 wurde bereits als Rechnung 61 abgerechnet.',
          details: null,
          hint: null,
        },
      });
      expect(await state(su)).toMatchObject({ invoices: 61, link: 61 });
      expect(await convert(su, '39', true)).toMatchObject({ ok: true, data: 62 });
      expect(await state(su)).toMatchObject({ invoices: 62, link: 62 });
    }));

  it('refuses an offer the seed marks billed unless confirmed', () =>
    rolledBack(su, async () => {
      expect(await convert(su, '2', false)).toMatchObject({
        status: 400,
        error: { message: 'Das Angebot 2 ist bereits als abgerechnet markiert.' },
      });
      expect(await state(su)).toMatchObject({ invoices: 60 });
      expect(await convert(su, '2', true)).toMatchObject({ ok: true, data: 61 });
    }));

  it('is the administrators’ only', async () => {
    const reply = await rpc(db, expert, 'a_convert_offer_to_invoice', {
      offer_id: '39',
      client_id: '2',
      rn_datum: '2026-11-20',
      le_date: null,
      ust_satz: '19',
      erneut: false,
    });
    expect(reply).toMatchObject({ ok: false, status: 403, error: { code: '42501' } });
  });
});

describe('a_create_credit_note: all or nothing, once per invoice', () => {
  it('makes the credit note with the positions, referring to the archived invoice', () =>
    rolledBack(su, async () => {
      expect(await rpc(su, ADMIN, 'a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-20' })).toEqual({
        ok: true,
        status: 200,
        data: 61,
      });
      const { rows } = await su.query(
        `SELECT t.art, t.bezug_id, r.client_id, r.anschreiben,
                (SELECT count(*)::int FROM data.position p WHERE p.rechnung_id = 61) AS n,
                (SELECT count(*)::int FROM data.position p WHERE p.rechnung_id = 38) AS m
           FROM data.rechnung r JOIN data.rechnung_angaben t ON t.rechnung_id = r.id WHERE r.id = 61`,
      );
      expect(rows[0]).toMatchObject({
        art: 'gutschrift',
        bezug_id: 38,
        client_id: 1,
        anschreiben: 'Hiermit stornieren wir unsere Rechnung Nr. 38.',
      });
      expect(rows[0]?.n).toBe(rows[0]?.m);
      expect(await rpc(su, ADMIN, 'a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-21' })).toMatchObject({
        status: 400,
        error: { message: 'Zu Rechnung 38 gibt es bereits die Stornorechnung 61.' },
      });
    }));

  it('keeps nothing when the terms are refused after the positions were copied (an open invoice)', () =>
    rolledBack(su, async () => {
      expect(await rpc(su, ADMIN, 'a_create_credit_note', { invoice_id: '59', rn_datum: '2026-11-20' })).toMatchObject({
        status: 400,
        error: { message: 'Eine Stornorechnung bezieht sich auf eine archivierte Rechnung desselben Kunden.' },
      });
      expect(await state(su)).toMatchObject({ invoices: 60, last: 60 });
      const { rows } = await su.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM data.position WHERE rechnung_id > 60',
      );
      expect(rows[0]?.n).toBe(0);
    }));
});
