/**
 * The net stored with each invoice and offer (sql/60_document_net.sql) equals its positions' sum
 * after every kind of write: the position procedures, a reorder, the offer → invoice conversion,
 * the credit note, and writes behind the api's back (several rows at once, a position moved to
 * another document). The lists and the sums under them read it. With the trigger off the same
 * check finds the stale net, so it is the trigger that holds them equal.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, positionPayload } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc } from './harness';

/** The superuser: the checks read data.* in the test's transaction, the calls switch to the administrator. */
let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

/** Every document whose stored net is not its positions' sum rounded to the cent (as text: 0.00, not 0). */
async function drift(): Promise<string[]> {
  const { rows } = await su.query<{ doc: string }>(`
    SELECT 'rechnung ' || r.id || ': ' || r.netto || ' statt ' || s.netto AS doc
      FROM data.rechnung r
      CROSS JOIN LATERAL (SELECT round(coalesce(sum(p.anzahl * p.ep), 0), 2) AS netto
                            FROM data.position p WHERE p.rechnung_id = r.id) s
     WHERE r.netto::text IS DISTINCT FROM s.netto::text
    UNION ALL
    SELECT 'angebot ' || a.id || ': ' || a.netto || ' statt ' || s.netto
      FROM data.angebot a
      CROSS JOIN LATERAL (SELECT round(coalesce(sum(p.anzahl * p.ep), 0), 2) AS netto
                            FROM data.position p WHERE p.angebot_id = a.id) s
     WHERE a.netto::text IS DISTINCT FROM s.netto::text
     ORDER BY 1`);
  return rows.map((r) => r.doc);
}

const call = async (name: string, params: Record<string, unknown>) => {
  const reply = await rpc(su, ADMIN, name, params);
  if (!reply.ok) throw new Error(`${name}: ${reply.error.message}`);
  return reply.data;
};

const firstPosition = async (column: 'rechnung_id' | 'angebot_id', doc: number) =>
  String(
    (await su.query<{ id: number }>(`SELECT min(id) AS id FROM data.position WHERE ${column} = $1`, [doc])).rows[0]!.id,
  );

/** Invoice 60 is open, 38 archived (seed); offer 39 is `versendet` with two positions. */
const OPEN_INVOICE = 60;
const OFFER = 39;

it('every seeded document starts with its positions’ sum', async () => {
  expect(await drift()).toEqual([]);
});

describe('after every kind of write the stored net is the positions’ sum', () => {
  it('a_insert_position, a_update_position and a_delete_position on an invoice and an offer', () =>
    rolledBack(su, async () => {
      await call('a_insert_position', positionPayload({ rechnung_id: String(OPEN_INVOICE), angebot_id: null }));
      await call('a_insert_position', positionPayload({ rechnung_id: null, angebot_id: String(OFFER) }));
      expect(await drift()).toEqual([]);
      for (const [column, doc] of [
        ['rechnung_id', OPEN_INVOICE],
        ['angebot_id', OFFER],
      ] as const) {
        const position = await firstPosition(column, doc);
        await call('a_update_position', {
          position_id: position,
          ...positionPayload({}, { anzahl: '3.5', ep: '41.37' }),
        });
        expect(await drift()).toEqual([]);
        await call('a_delete_position', { position_id: position });
        expect(await drift()).toEqual([]);
      }
    }));

  it('a reorder (only the running numbers change) leaves it as it is', () =>
    rolledBack(su, async () => {
      const before = await su.query(`SELECT netto FROM data.angebot WHERE id = $1`, [OFFER]);
      const position = await firstPosition('angebot_id', OFFER);
      const { rows } = await su.query(`SELECT * FROM data.position WHERE id = $1`, [position]);
      const p = rows[0] as Record<string, unknown>;
      await call('a_update_position', {
        position_id: position,
        ...positionPayload({}, { anzahl: String(p.anzahl), ep: String(p.ep), bez: String(p.bez), lfd_nr: '7' }),
      });
      expect((await su.query(`SELECT netto FROM data.angebot WHERE id = $1`, [OFFER])).rows).toEqual(before.rows);
      expect(await drift()).toEqual([]);
    }));

  it('the offer → invoice conversion and the credit note (sql/53_billing_conversion.sql)', () =>
    rolledBack(su, async () => {
      const invoice = await call('a_convert_offer_to_invoice', {
        offer_id: String(OFFER),
        client_id: '2',
        rn_datum: '2026-11-20',
        le_date: '2026-11-01',
        ust_satz: '19',
        erneut: false,
      });
      const credit = await call('a_create_credit_note', { invoice_id: '38', rn_datum: '2026-11-21' });
      const { rows } = await su.query<{ id: number; netto: string }>(
        `SELECT id, netto::text FROM data.rechnung WHERE id IN ($1, $2, 38) ORDER BY id`,
        [invoice, credit],
      );
      const offerNet = (await su.query(`SELECT netto::text FROM data.angebot WHERE id = $1`, [OFFER])).rows[0];
      expect(rows.find((r) => r.id === invoice)?.netto).toBe(offerNet?.netto);
      expect(rows.find((r) => r.id === credit)?.netto).toBe(rows.find((r) => r.id === 38)?.netto);
      expect(Number(offerNet?.netto)).toBeGreaterThan(0);
      expect(await drift()).toEqual([]);
    }));

  it('writes behind the api’s back: several rows at once, a position moved to another document, all deleted', () =>
    rolledBack(su, async () => {
      await su.query(
        `INSERT INTO data.position (anzahl, bez, ep, lfd_nr, angebot_id)
         SELECT anzahl * 2, bez, ep, lfd_nr + 10, $1 FROM data.position WHERE angebot_id = $1`,
        [OFFER],
      );
      await su.query(`UPDATE data.position SET ep = ep + 0.005 WHERE angebot_id = $1`, [OFFER]);
      expect(await drift()).toEqual([]);
      const moved = await firstPosition('angebot_id', OFFER);
      await su.query(`UPDATE data.position SET angebot_id = NULL, rechnung_id = $1 WHERE id = $2`, [
        OPEN_INVOICE,
        moved,
      ]);
      expect(await drift()).toEqual([]);
      await su.query(`DELETE FROM data.position WHERE angebot_id = $1`, [OFFER]);
      expect((await su.query(`SELECT netto::text FROM data.angebot WHERE id = $1`, [OFFER])).rows).toEqual([
        { netto: '0.00' },
      ]);
      expect(await drift()).toEqual([]);
    }));
});

it('the lists and the sums under them read the stored net; the gross follows a changed rate', () =>
  rolledBack(su, async () => {
    await su.query(`UPDATE data.rechnung SET netto = 1234.56 WHERE id = $1`, [OPEN_INVOICE]);
    await su.query(`UPDATE data.rechnung SET ust_satz = 7 WHERE id = $1`, [OPEN_INVOICE]);
    const { rows } = await su.query<{ client_id: number }>(`SELECT client_id FROM data.rechnung WHERE id = $1`, [
      OPEN_INVOICE,
    ]);
    const listed = (await call('a_get_invoices', {})) as { id: number; netto: number }[];
    expect(listed.find((r) => r.id === OPEN_INVOICE)?.netto).toBe(1234.56);
    const expected = await su.query<{ anzahl: number; netto_cent: string; brutto_cent: string }>(
      `SELECT count(*)::int AS anzahl, sum(netto * 100)::bigint::text AS netto_cent,
              sum(netto * 100 + round(netto * ust_satz))::bigint::text AS brutto_cent
         FROM data.rechnung WHERE client_id = $1`,
      [rows[0]!.client_id],
    );
    expect(await call('a_get_invoice_totals', { client_id: String(rows[0]!.client_id) })).toEqual([
      {
        anzahl: expected.rows[0]!.anzahl,
        netto_cent: Number(expected.rows[0]!.netto_cent),
        brutto_cent: Number(expected.rows[0]!.brutto_cent),
      },
    ]);
  }));

it('with the trigger off the check finds the stale net (the trigger holds them equal, nothing else)', () =>
  rolledBack(su, async () => {
    await su.query('ALTER TABLE data.position DISABLE TRIGGER z_keeps_net');
    await call('a_insert_position', positionPayload({ rechnung_id: null, angebot_id: String(OFFER) }));
    expect(await drift()).toEqual([expect.stringMatching(new RegExp(`^angebot ${OFFER}: `))]);
  }));
