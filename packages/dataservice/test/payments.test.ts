/**
 * Payments against invoices and the state computed from them (migrations/0007_payments.sql,
 * sql/73_payments.sql): each refusal's German message, partial, full and over-payment, Skonto
 * within and after its days, overdue on a given day, a reversal by its counter-entry, two
 * payments of one invoice at once, and payments that nobody can change or delete. Each case
 * writes its own issued invoice of 1 × 1,000.00 € at 19 % (1,190.00 € gross) in a transaction
 * that is rolled back; only the concurrent payments commit, and are removed afterwards.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, NOT_ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc, type Reply } from './harness';
import { issuedInvoices } from './issuedInvoices';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

const { call, plus, invoice, pay } = issuedInvoices(() => su);

interface State {
  zahlbetrag: string;
  bezahlt: string;
  skonto: string;
  offen: string;
  faellig_am: string;
  zustand: string;
}

/** The invoice's state on `day`. */
async function state(id: string, day: string): Promise<State> {
  const { rows } = await su.query<State>(
    `SELECT zahlbetrag::text, bezahlt::text, skonto::text, offen::text, faellig_am::text, zustand
       FROM data.invoice_states($2) WHERE rechnung_id = $1`,
    [id, day],
  );
  return rows[0]!;
}

const refused = (message: string): Reply => ({
  ok: false,
  status: 400,
  error: { code: 'P0001', message, details: null, hint: null },
});

describe('given a payment it cannot take, a_add_payment refuses it in German', () => {
  it('after an amount of zero, a negative one and one with three decimals', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      expect(await pay(id, rn, '0.00')).toEqual(refused('Eine Zahlung über 0,00 € wird nicht erfasst.'));
      expect(await pay(id, rn, '-10')).toEqual(
        refused('Der Betrag einer Zahlung ist positiv. Eine falsch erfasste Zahlung wird storniert.'),
      );
      expect(await pay(id, rn, '10.005')).toEqual(refused('Der Betrag hat höchstens zwei Nachkommastellen.'));
      expect(await pay(id, rn, '10', 'scheck')).toEqual(
        refused('Die Zahlungsart ist Überweisung, Lastschrift, bar oder Verrechnung.'),
      );
    }));

  it('after a date in the future and one before the invoice date', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      const tomorrow = (await su.query<{ d: string }>(`SELECT (data.business_today() + 1)::text AS d`)).rows[0]!.d;
      expect(await pay(id, tomorrow, '10')).toEqual(refused('Das Zahlungsdatum liegt in der Zukunft.'));
      const [y, m, d] = rn.split('-').map(Number) as [number, number, number];
      expect(await pay(id, await plus(rn, -1), '10')).toEqual(
        refused(`Das Zahlungsdatum liegt vor dem Rechnungsdatum (${d}.${m}.${y}).`),
      );
    }));

  it('after a draft, a cancelled invoice and the credit note itself', () =>
    rolledBack(su, async () => {
      const draft = await invoice({ zahlungsziel_tage: '14' }, false);
      expect(await pay(draft.id, draft.rn, '10')).toEqual(
        refused(
          `Die Rechnung ${draft.id} ist noch ein Entwurf. Zahlungen werden zu gestellten (archivierten) Rechnungen erfasst.`,
        ),
      );
      const { id, rn } = await invoice();
      const credit = String(await call('a_create_credit_note', { invoice_id: id, rn_datum: rn }));
      expect(await pay(id, rn, '10')).toEqual(
        refused(
          `Die Rechnung ${id} ist durch die Stornorechnung ${credit} storniert: auf sie wird keine Zahlung mehr erfasst.`,
        ),
      );
      await call('a_set_archive_for_rn', { invoice_id: credit });
      expect(await pay(credit, rn, '10')).toEqual(
        refused(`Die Rechnung ${credit} ist eine Stornorechnung: auf sie wird keine Zahlung erfasst.`),
      );
      expect(await state(id, rn)).toMatchObject({ zustand: 'storniert', offen: '0.00' });
      expect(await state(credit, rn)).toMatchObject({ zustand: 'gutschrift', offen: '0.00' });
    }));

  it('after an invoice that does not exist (404)', () =>
    rolledBack(su, async () => {
      expect(await pay('999999', '2026-01-02', '10')).toEqual({
        ok: false,
        status: 404,
        error: { code: 'P0002', message: 'Rechnung 999999 gibt es nicht.', details: null, hint: null },
      });
    }));

  it.each(NOT_ADMIN.map(({ caller, status }) => [caller.role, status, caller] as const))(
    'for %s (%i)',
    (_role, status, caller) =>
      rolledBack(su, async () => {
        const reply = await rpc(su, caller, 'a_add_payment', {
          rechnung_id: '1',
          datum: '2026-01-02',
          betrag: '1',
          art: 'bar',
        });
        expect(reply).toMatchObject({ ok: false, status, error: { code: '42501' } });
      }),
  );
});

describe('given an issued invoice of 1,190.00 € due in 14 days', () => {
  it('after a partial payment it is partly paid, after the rest paid, after more a credit', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      expect(await state(id, rn)).toEqual({
        zahlbetrag: '1190.00',
        bezahlt: '0.00',
        skonto: '0.00',
        offen: '1190.00',
        faellig_am: await plus(rn, 14),
        zustand: 'offen',
      });
      expect((await pay(id, rn, '500')).ok).toBe(true);
      expect(await state(id, rn)).toMatchObject({ bezahlt: '500.00', offen: '690.00', zustand: 'teilweise bezahlt' });
      expect((await pay(id, rn, '690.00', 'lastschrift')).ok).toBe(true);
      expect(await state(id, rn)).toMatchObject({ bezahlt: '1190.00', offen: '0.00', zustand: 'bezahlt' });
      expect((await pay(id, rn, '10.50', 'bar')).ok).toBe(true);
      expect(await state(id, rn)).toMatchObject({ bezahlt: '1200.50', offen: '-10.50', zustand: 'bezahlt' });
    }));

  it('after its due date it is overdue, also when partly paid; on the due date not yet', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      const due = await plus(rn, 14);
      expect((await state(id, due)).zustand).toBe('offen');
      expect((await state(id, await plus(due, 1))).zustand).toBe('überfällig');
      expect((await pay(id, rn, '100')).ok).toBe(true);
      expect(await state(id, await plus(due, 1))).toMatchObject({ offen: '1090.00', zustand: 'überfällig' });
    }));

  it('a draft is an Entwurf with nothing open', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice({ zahlungsziel_tage: '14' }, false);
      expect(await state(id, await plus(rn, 30))).toMatchObject({ offen: '0.00', zustand: 'entwurf' });
    }));
});

describe('given 2 % Skonto within 2 days, due in 5', () => {
  const terms = { zahlungsziel_tage: '5', skonto_prozent: '2', skonto_tage: '2' };

  it('after 1,166.20 € paid on the last Skonto day it is paid, 23.80 € Skonto granted', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice(terms);
      expect((await pay(id, await plus(rn, 2), '1166.20')).ok).toBe(true);
      const later = await plus(rn, 30);
      expect(await state(id, later)).toMatchObject({
        bezahlt: '1166.20',
        skonto: '23.80',
        offen: '0.00',
        zustand: 'bezahlt',
      });
    }));

  it('after a cent less, or the same amount a day after the Skonto days, 23.80 € stay open', () =>
    rolledBack(su, async () => {
      const short = await invoice(terms);
      expect((await pay(short.id, short.rn, '1166.19')).ok).toBe(true);
      expect(await state(short.id, short.rn)).toMatchObject({ offen: '23.81', zustand: 'teilweise bezahlt' });
      const late = await invoice(terms);
      expect((await pay(late.id, await plus(late.rn, 3), '1166.20')).ok).toBe(true);
      expect(await state(late.id, await plus(late.rn, 3))).toMatchObject({
        skonto: '0.00',
        offen: '23.80',
        zustand: 'teilweise bezahlt',
      });
      expect((await state(late.id, await plus(late.rn, 6))).zustand).toBe('überfällig');
    }));
});

describe('given a wrong payment', () => {
  it('after its reversal the invoice is open again, and both entries are listed', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      const paid = await pay(id, rn, '1190');
      if (!paid.ok) throw new Error(paid.error.message);
      expect((await state(id, rn)).zustand).toBe('bezahlt');
      const counter = await call('a_reverse_payment', { zahlung_id: String(paid.data), notiz: 'Falsche Rechnung' });
      expect(await state(id, rn)).toMatchObject({ bezahlt: '0.00', offen: '1190.00', zustand: 'offen' });
      const listed = (await call('a_get_payments', { rechnung_id: id })) as Record<string, unknown>[];
      expect(listed.map(({ id: _, erfasst_am: __, ...row }) => row)).toEqual([
        {
          datum: rn,
          betrag: 1190,
          art: 'überweisung',
          referenz: `RE ${id}`,
          notiz: null,
          gegenbuchung_zu: null,
          storniert_durch: counter,
          erfasst_von: expect.any(String),
        },
        {
          datum: rn,
          betrag: -1190,
          art: 'überweisung',
          referenz: `RE ${id}`,
          notiz: 'Falsche Rechnung',
          gegenbuchung_zu: paid.data,
          storniert_durch: null,
          erfasst_von: expect.any(String),
        },
      ]);
      expect(await rpc(su, ADMIN, 'a_reverse_payment', { zahlung_id: String(paid.data) })).toEqual(
        refused(`Die Zahlung ${paid.data} ist bereits durch die Gegenbuchung ${counter} storniert.`),
      );
      expect(await rpc(su, ADMIN, 'a_reverse_payment', { zahlung_id: String(counter) })).toEqual(
        refused(`Die Zahlung ${counter} ist selbst eine Gegenbuchung und wird nicht storniert.`),
      );
    }));

  it('nobody changes or deletes a payment, not the owner role, not a superuser', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      const paid = await pay(id, rn, '100');
      if (!paid.ok) throw new Error(paid.error.message);
      const message = `Die Zahlung ${paid.data} kann nicht geändert oder gelöscht werden. Eine falsch erfasste Zahlung wird durch eine Gegenbuchung storniert.`;
      for (const role of ['waldmonitor_owner', 'postgres']) {
        for (const statement of [
          'UPDATE data.zahlung SET betrag = 1 WHERE id = $1',
          'DELETE FROM data.zahlung WHERE id = $1',
        ]) {
          await su.query('SAVEPOINT change');
          await su.query(`SET LOCAL ROLE ${role}`);
          await expect(su.query(statement, [paid.data])).rejects.toThrow(message);
          await su.query('ROLLBACK TO SAVEPOINT change');
        }
      }
    }));
});

describe('given two people recording payments of one invoice at once', () => {
  const ROUNDS = 20;
  let clients: pg.Client[];
  let target: { id: string; rn: string };
  let lastBefore: number;

  beforeAll(async () => {
    clients = await Promise.all([connect(), connect()]);
    // An issued invoice of the seed that is no credit note and has none.
    const { rows } = await su.query<{ id: string; rn: string }>(`
      SELECT r.id::text AS id, r.rn_datum::text AS rn FROM data.rechnung r
       WHERE r.archiviert
         AND NOT EXISTS (SELECT 1 FROM data.rechnung_angaben a WHERE a.rechnung_id = r.id AND a.art = 'gutschrift')
         AND NOT EXISTS (SELECT 1 FROM data.rechnung_angaben a WHERE a.art = 'gutschrift' AND a.bezug_id = r.id)
       ORDER BY r.id LIMIT 1`);
    target = rows[0]!;
    lastBefore = (await su.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM data.zahlung')).rows[0]!.n;
  });

  afterAll(async () => {
    // The rounds committed; payments are never deleted, except by this cleanup with the triggers
    // off, which then rewrites the invoice's open item as its trigger would have.
    await su.query('SET session_replication_role = replica');
    await su.query('DELETE FROM data.zahlung WHERE rechnung_id = $1 AND id > $2', [target.id, lastBefore]);
    await su.query('SELECT data.refresh_open_items(ARRAY[$1::integer])', [target.id]);
    await su.query('RESET session_replication_role');
    await Promise.all(clients.map((c) => c.end()));
  });

  it(`both land, ${ROUNDS} rounds, and the paid sum is theirs`, async () => {
    const before = await state(target.id, target.rn);
    const replies: Reply[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = clients as [pg.Client, pg.Client];
      replies.push(
        ...(await Promise.all([
          rpc(a, ADMIN, 'a_add_payment', { rechnung_id: target.id, datum: target.rn, betrag: '1.00', art: 'bar' }),
          rpc(b, ADMIN, 'a_add_payment', { rechnung_id: target.id, datum: target.rn, betrag: '2.00', art: 'bar' }),
        ])),
      );
    }
    expect(replies.filter((r) => !r.ok)).toEqual([]);
    const after = await state(target.id, target.rn);
    expect(Number(after.bezahlt) - Number(before.bezahlt)).toBeCloseTo(ROUNDS * 3, 2);
    const { rows } = await su.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM data.zahlung WHERE rechnung_id = $1 AND id > $2',
      [target.id, lastBefore],
    );
    expect(rows[0]!.n).toBe(ROUNDS * 2);
  });
});
