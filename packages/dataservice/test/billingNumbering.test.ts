/**
 * Invoice and offer numbers under concurrent inserts: two connections at once must get
 * distinct, consecutive numbers in date order. These calls commit (a lock is only contended
 * between transactions), so every test deletes what it added.
 */
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './billingCalls';
import { connect } from './db';
import { asRole, rpc } from './harness';

let a: pg.Client;
let b: pg.Client;
let su: pg.Client;
beforeAll(async () => {
  [a, b, su] = await Promise.all([connect(), connect(), connect('postgres')]);
});
afterAll(async () => {
  await Promise.all([a.end(), b.end(), su.end()]);
});
// Documents cannot be deleted (gapless numbers): the clean-up goes around the triggers.
afterEach(async () => {
  await su.query('SET session_replication_role = replica');
  await su.query('DELETE FROM data.rechnung WHERE id > 60; DELETE FROM data.angebot WHERE id > 40');
  await su.query('UPDATE data.rechnung SET archiviert = false WHERE id = 60');
  await su.query('RESET session_replication_role');
});

const invoice = (rn_datum: string) => ({ client_id: '2', rn_datum, le_date: null, ust_satz: '19' });

async function waitingForLock(locktype = 'advisory'): Promise<boolean> {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await su.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = $1 AND NOT granted`,
      [locktype],
    );
    if ((rows[0]?.n ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('numbering under concurrency', () => {
  it('makes a second insert wait for the first one’s transaction, then gives it the next number', async () => {
    let second: Promise<Awaited<ReturnType<typeof rpc>>> | undefined;
    const first = await asRole(a, ADMIN, async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT api.a_add_invoice(client_id := '2', rn_datum := '2026-11-20', le_date := NULL, ust_satz := '19') AS id`,
      );
      second = rpc(b, ADMIN, 'a_add_invoice', invoice('2026-11-21'));
      // B holds no number yet: it waits on the numbering lock until A commits.
      expect(await waitingForLock()).toBe(true);
      return rows[0]?.id;
    });
    expect(first).toBe(61);
    expect(await second).toEqual({ ok: true, status: 200, data: 62 });
  });

  it('keeps the waiting insert’s date order: it is checked against the number it gets', async () => {
    let second: Promise<Awaited<ReturnType<typeof rpc>>> | undefined;
    await asRole(a, ADMIN, async (tx) => {
      await tx.query(
        `SELECT api.a_add_invoice(client_id := '2', rn_datum := '2026-11-25', le_date := NULL, ust_satz := '19')`,
      );
      // Valid when B started (newest committed date is 11.11.), too old once A's invoice 61 exists.
      second = rpc(b, ADMIN, 'a_add_invoice', invoice('2026-11-22'));
      expect(await waitingForLock()).toBe(true);
    });
    expect(await second).toMatchObject({
      ok: false,
      status: 400,
      error: {
        message: 'Das Rechnungsdatum muss nach dem 25.11.2026 liegen, damit die Nummern in Datumsfolge bleiben.',
      },
    });
  });

  it('gives ten inserts racing on two connections ten distinct consecutive numbers in date order', async () => {
    const run = async (client: pg.Client, kind: 'invoice' | 'offer') => {
      const ids: unknown[] = [];
      for (let i = 0; i < 5; i += 1) {
        const reply =
          kind === 'invoice'
            ? await rpc(client, ADMIN, 'a_add_invoice', invoice('2026-11-20'))
            : await rpc(client, ADMIN, 'a_add_offer', { client_id: '2', an_datum: '2026-11-20', ust_satz: '19' });
        if (!reply.ok) throw new Error(reply.error.message);
        ids.push(reply.data);
      }
      return ids;
    };
    const [invoicesA, invoicesB] = await Promise.all([run(a, 'invoice'), run(b, 'invoice')]);
    const [offersA, offersB] = await Promise.all([run(a, 'offer'), run(b, 'offer')]);
    expect([...invoicesA, ...invoicesB].sort((x, y) => Number(x) - Number(y))).toEqual([
      61, 62, 63, 64, 65, 66, 67, 68, 69, 70,
    ]);
    expect([...offersA, ...offersB].sort((x, y) => Number(x) - Number(y))).toEqual([
      41, 42, 43, 44, 45, 46, 47, 48, 49, 50,
    ]);
    const { rows } = await su.query<{ ordered: boolean }>(
      `SELECT bool_and(rn_datum >= prev) AS ordered
         FROM (SELECT rn_datum, lag(rn_datum) OVER (ORDER BY id) AS prev FROM data.rechnung) d WHERE prev IS NOT NULL`,
    );
    expect(rows[0]?.ordered).toBe(true);
  });

  it('makes a position change racing with the archiving of its invoice wait, then refuses it', async () => {
    let insert: Promise<Awaited<ReturnType<typeof rpc>>> | undefined;
    await asRole(a, ADMIN, async (tx) => {
      await tx.query(`SELECT api.a_set_archive_for_rn(invoice_id := '60')`);
      insert = rpc(b, ADMIN, 'a_insert_position', {
        rechnung_id: '60',
        angebot_id: null,
        anzahl: '1',
        bez: 'Nachtrag',
        einheit: '',
        ep: '10',
        lfd_nr: '9',
        erl: '',
        erl_on: 'true',
        erl_titel: '',
      });
      // B's check reads the invoice FOR SHARE: it waits on A's row lock instead of reading the old row.
      expect(await waitingForLock('transactionid')).toBe(true);
    });
    expect(await insert).toMatchObject({
      ok: false,
      status: 400,
      error: { message: expect.stringContaining('archiviert') },
    });
  });
});
