/**
 * Reminders and dunning (migrations/0009_dunning.sql, sql/75_dunning.sql): the proposal for a
 * stated day, the reminders written from it with their frozen content and hash, the § 288 BGB
 * amounts (interest from the due date, the Pauschale once per invoice for a business, none for
 * a consumer), the refusals in German, the levels and base rates an administrator edits, and
 * that nobody changes a written reminder. Each case runs in a transaction that is rolled back;
 * its invoices are issued on the newest invoice date and asked about on days after it.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, NOT_ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc } from './harness';
import { issuedInvoices } from './issuedInvoices';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

const { call, plus, invoice, pay } = issuedInvoices(() => su);

interface ProposalRow {
  client_id: number;
  rechnung_id: number;
  tage_ueberfaellig: number;
  offen: number;
  mahnstufe: number;
  naechste_stufe: number;
  bezeichnung: string;
  gebuehr: number;
  zinsen: number;
  pauschale: number;
}

/** The proposal's row of one invoice on `day` (undefined when it is not proposed). */
async function proposed(id: string, day: string): Promise<ProposalRow | undefined> {
  const rows = (await call('a_get_dunning_proposal', { stichtag: day })) as ProposalRow[];
  return rows.find((r) => r.rechnung_id === Number(id));
}

/** The business day moved: data.business_today() answers `day` inside this transaction. */
async function today(day: string) {
  await su.query(
    `CREATE OR REPLACE FUNCTION data.business_today() RETURNS date LANGUAGE sql STABLE AS $$ SELECT '${day}'::date $$`,
  );
}

/** § 288 interest at 9 points over the base rate of `day` on 1,190.00 € for `days` days, rounded to the cent. */
async function expectedInterest(from: string, to: string, points = 9): Promise<number> {
  const { rows } = await su.query<{ z: string }>(
    `SELECT coalesce(sum(zinsen), 0)::text AS z FROM data.verzugszinsen(1190, $1::date, $2::date, $3)`,
    [from, to, points === 5],
  );
  return Number(rows[0]!.z);
}

describe('the proposal', () => {
  it('names an invoice for the Zahlungserinnerung seven days after its due date, not before', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      const due = await plus(rn, 14);
      await today(await plus(due, 30));
      expect(await proposed(id, await plus(due, 6))).toBeUndefined();
      const day = await plus(due, 7);
      expect(await proposed(id, day)).toMatchObject({
        client_id: 1,
        tage_ueberfaellig: 7,
        offen: 1190,
        mahnstufe: 0,
        naechste_stufe: 1,
        bezeichnung: 'Zahlungserinnerung',
        gebuehr: 0,
        zinsen: await expectedInterest(due, day),
        pauschale: 40,
      });
    }));

  it('states the interest over the payments and leaves a paid invoice out', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      const due = await plus(rn, 14);
      await today(await plus(due, 40));
      expect((await pay(id, await plus(due, 10), '190')).ok).toBe(true);
      const day = await plus(due, 30);
      const { rows } = await su.query<{ z: string }>(
        `SELECT sum(zinsen)::text AS z FROM data.verzugszinsen(1190, $1::date, $2::date, false, ARRAY[$3::date], ARRAY[190::numeric])`,
        [due, day, await plus(due, 10)],
      );
      expect(await proposed(id, day)).toMatchObject({ offen: 1000, zinsen: Number(rows[0]!.z) });
      expect((await pay(id, await plus(due, 31), '1000')).ok).toBe(true);
      expect(await proposed(id, await plus(due, 35))).toBeUndefined();
    }));

  it('asks a consumer for +5 points and no Pauschale', () =>
    rolledBack(su, async () => {
      await su.query('UPDATE data.kunde SET verbraucher = true WHERE client_id = 1');
      const { id, rn } = await invoice();
      const due = await plus(rn, 14);
      const day = await plus(due, 20);
      await today(day);
      expect(await proposed(id, day)).toMatchObject({ pauschale: 0, zinsen: await expectedInterest(due, day, 5) });
    }));
});

describe('a dunning run', () => {
  it('writes one numbered reminder per client, frozen with its hash, and moves the invoice a level on', () =>
    rolledBack(su, async () => {
      const a = await invoice();
      const b = await invoice();
      const due = await plus(a.rn, 14);
      const day = await plus(due, 8);
      await today(day);
      const before = (await su.query<{ n: number }>('SELECT coalesce(max(id), 0)::integer AS n FROM data.mahnung'))
        .rows[0]!.n;
      const issuer = { name: 'Forstbüro Beispiel GmbH', ort: 'Freiburg' };
      const created = (await call('a_create_reminders', {
        rechnung_ids: [Number(a.id), b.id],
        datum: day,
        aussteller: issuer,
      })) as number[];
      expect(created).toEqual([before + 1]);
      const [reminder] = (await call('a_get_reminder', { mahnung_id: String(created[0]) })) as {
        inhalt: Record<string, unknown>;
        sha256: string;
      }[];
      const { rows } = await su.query<{ text: string }>('SELECT inhalt::text AS text FROM data.mahnung WHERE id = $1', [
        created[0],
      ]);
      expect(reminder!.sha256).toBe(createHash('sha256').update(rows[0]!.text, 'utf8').digest('hex'));
      const interest = await expectedInterest(due, day);
      expect(reminder!.inhalt).toMatchObject({
        nummer: created[0],
        datum: day,
        frist: await plus(day, 10),
        stufe: 1,
        bezeichnung: 'Zahlungserinnerung',
        gebuehr: 0,
        aussteller: issuer,
        kunde: { client_id: 1, verbraucher: false },
        summe: 2 * (1190 + interest + 40),
      });
      expect((reminder!.inhalt.posten as unknown[]).length).toBe(2);
      // The open items show the level; the invoice waits for the reminder's deadline.
      const level = await su.query(
        'SELECT mahnstufe, gemahnt_frist::text FROM data.offener_posten WHERE rechnung_id = $1',
        [a.id],
      );
      expect(level.rows[0]).toEqual({ mahnstufe: 1, gemahnt_frist: await plus(day, 10) });
      expect(await proposed(a.id, day)).toBeUndefined();
      // Once the deadline is over and 21 days have passed since the due date: the 1. Mahnung, with its fee, no second Pauschale.
      const later = await plus(due, 21);
      await today(later);
      expect(await proposed(a.id, later)).toMatchObject({ naechste_stufe: 2, gebuehr: 5, pauschale: 0 });
    }));

  it('is refused whole, in German, for an invoice not yet due, one already reminded and a paid one', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice({ zahlungsziel_tage: '30' });
      const due = await plus(rn, 30);
      await today(await plus(due, 60));
      const refused = (message: string) => ({
        ok: false,
        status: 400,
        error: { code: 'P0001', message, details: null, hint: null },
      });
      const [d, m, y] = due.split('-').reverse().map(Number) as [number, number, number];
      expect(await rpc(su, ADMIN, 'a_create_reminders', { rechnung_ids: [id], datum: rn })).toEqual(
        refused(`Die Rechnung ${id} ist noch nicht fällig (fällig am ${d}.${m}.${y}).`),
      );
      const day = await plus(due, 8);
      expect(await call('a_create_reminders', { rechnung_ids: [id], datum: day })).toHaveLength(1);
      // A double click: the second run finds the invoice reminded.
      const deadline = (await plus(day, 10)).split('-').reverse().map(Number).join('.');
      expect(await rpc(su, ADMIN, 'a_create_reminders', { rechnung_ids: [id], datum: day })).toEqual(
        refused(`Die Rechnung ${id} ist bereits gemahnt; die Frist läuft bis zum ${deadline}.`),
      );
      const paid = await invoice();
      expect((await pay(paid.id, paid.rn, '1190')).ok).toBe(true);
      expect(await rpc(su, ADMIN, 'a_create_reminders', { rechnung_ids: [paid.id] })).toEqual(
        refused(`Die Rechnung ${paid.id} ist bezahlt: sie wird nicht gemahnt.`),
      );
      expect(await rpc(su, ADMIN, 'a_create_reminders', { rechnung_ids: [] })).toEqual(
        refused('Für eine Mahnung ist mindestens eine Rechnung auszuwählen.'),
      );
    }));

  it('keeps a written reminder as it is, for every role', () =>
    rolledBack(su, async () => {
      const { rn } = await invoice();
      const { id } = await invoice();
      const day = await plus(rn, 14 + 8);
      await today(day);
      const [created] = (await call('a_create_reminders', { rechnung_ids: [id], datum: day })) as number[];
      for (const statement of [
        `UPDATE data.mahnung SET frist = frist + 1 WHERE id = ${created}`,
        `DELETE FROM data.mahnung_posten WHERE mahnung_id = ${created}`,
      ]) {
        await su.query('SAVEPOINT change');
        await expect(su.query(statement)).rejects.toThrow(
          'Eine geschriebene Mahnung wird nicht geändert oder gelöscht.',
        );
        await su.query('ROLLBACK TO SAVEPOINT change');
      }
    }));
});

describe('the levels and base rates', () => {
  const refused = (message: string) => ({
    ok: false,
    status: 400,
    error: { code: 'P0001', message, details: null, hint: null },
  });

  it('refuses a fee below zero, falling days and a base rate without its day, in German', () =>
    rolledBack(su, async () => {
      const level = {
        stufe: '2',
        bezeichnung: '1. Mahnung',
        tage_nach_faelligkeit: '21',
        gebuehr: '5',
        frist_tage: '10',
      };
      expect(await rpc(su, ADMIN, 'a_update_dunning_level', { ...level, gebuehr: '-1' })).toEqual(
        refused('Die Mahngebühr darf nicht negativ sein.'),
      );
      expect(await rpc(su, ADMIN, 'a_update_dunning_level', { ...level, tage_nach_faelligkeit: '5' })).toEqual(
        refused('Die Tage nach Fälligkeit steigen von Stufe zu Stufe.'),
      );
      expect((await rpc(su, ADMIN, 'a_update_dunning_level', { ...level, gebuehr: '7.50' })).ok).toBe(true);
      expect(((await call('a_get_dunning_levels', {})) as { gebuehr: number }[])[1]!.gebuehr).toBe(7.5);
      expect(await rpc(su, ADMIN, 'a_set_base_rate', { gilt_ab: '', satz: '1.5' })).toEqual(
        refused('Der Basiszinssatz braucht einen Stichtag (1. Januar oder 1. Juli).'),
      );
      expect(await rpc(su, ADMIN, 'a_set_base_rate', { gilt_ab: '2027-03-01', satz: '1.5' })).toEqual(
        refused('Der Basiszinssatz gilt ab dem 1. Januar oder dem 1. Juli, nicht ab dem 1.3.2027.'),
      );
    }));

  it('says when the newest base rate is more than six months old', () =>
    rolledBack(su, async () => {
      await today('2026-06-30');
      expect(((await call('a_get_base_rates', {})) as { veraltet: boolean }[])[0]!.veraltet).toBe(false);
      await today('2026-07-01');
      expect(((await call('a_get_base_rates', {})) as { veraltet: boolean }[])[0]!.veraltet).toBe(true);
      expect((await rpc(su, ADMIN, 'a_set_base_rate', { gilt_ab: '2026-07-01', satz: '1.27' })).ok).toBe(true);
      expect(await call('a_get_base_rates', {})).toContainEqual({ gilt_ab: '2026-07-01', satz: 1.27, veraltet: false });
    }));

  it.each(NOT_ADMIN.map(({ caller, status }) => [caller.role, status, caller] as const))(
    'are refused to %s (%i), as is the dunning run',
    async (_, status, caller) => {
      for (const [name, params] of [
        ['a_get_dunning_proposal', {}],
        ['a_create_reminders', { rechnung_ids: [1] }],
        ['a_get_dunning_levels', {}],
        ['a_set_base_rate', { gilt_ab: '2027-01-01', satz: '1' }],
      ] as const) {
        expect(await rpc(su, caller, name, params)).toMatchObject({ ok: false, status });
      }
    },
  );
});
