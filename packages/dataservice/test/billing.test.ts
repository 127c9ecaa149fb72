import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultInvoiceTerms, RPC_NAMES } from '@waldmonitor/ui/model';
import { createSeed } from '../src/seed';
import { ADMIN, BILLING_CALLS, NOT_ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc } from './harness';

let db: pg.Client;
/** The superuser, for writing to the tables behind the api's back. */
let su: pg.Client;
beforeAll(async () => {
  db = await connect();
  su = await connect('postgres');
});
afterAll(async () => {
  await Promise.all([db.end(), su.end()]);
});

const seed = createSeed();
const call = (name: string, args: Record<string, unknown> = {}) => rpc(db, ADMIN, name, args);
const netto = (key: 'rechnung_id' | 'angebot_id', id: number) =>
  Math.round(seed.position.filter((p) => p[key] === id).reduce((s, p) => s + p.anzahl * p.ep, 0) * 100) / 100;
const archived = seed.rechnung.filter((r) => r.archiviert);
const open = seed.rechnung.filter((r) => !r.archiviert);

describe('billing reads', () => {
  it('lists the invoices newest number first, with client name and net total', async () => {
    const reply = await call('a_get_invoices');
    if (!reply.ok) throw new Error(reply.error.message);
    const rows = reply.data as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual(seed.rechnung.map((r) => r.id).reverse());
    const first = seed.rechnung.at(-1)!;
    expect(rows[0]).toEqual({
      ...first,
      client_name: seed.kunde.find((k) => k.client_id === first.client_id)?.name ?? null,
      netto: netto('rechnung_id', first.id),
      art: 'rechnung',
    });
    expect(rows.map((r) => r.netto)).toEqual([...seed.rechnung].reverse().map((r) => netto('rechnung_id', r.id)));
    // Invoice 51, a draft, has no client yet (seed: every 17th that is not issued).
    expect(rows.find((r) => r.id === 51)).toMatchObject({ client_id: null, client_name: null });
  });

  it('lists the offers newest number first', async () => {
    const reply = await call('a_get_offers');
    if (!reply.ok) throw new Error(reply.error.message);
    const rows = reply.data as Record<string, unknown>[];
    expect(rows).toHaveLength(seed.angebot.length);
    const first = seed.angebot.at(-1)!;
    expect(rows[0]).toEqual({
      ...first,
      client_name: seed.kunde.find((k) => k.client_id === first.client_id)?.name,
      netto: netto('angebot_id', first.id),
    });
  });

  it('answers details as one row, none for an unknown id, and refuses a malformed id', async () => {
    // With the e-invoice fields (40_einvoice.sql), the defaults where none are stored.
    const { rechnung_id: _id, ...terms } = defaultInvoiceTerms(5);
    expect(await call('a_get_invoice_details', { invoice_id: '5' })).toEqual({
      ok: true,
      status: 200,
      data: [{ ...seed.rechnung[4], ...terms }],
    });
    expect(await call('a_get_offer_details', { offer_id: '3' })).toMatchObject({ data: [seed.angebot[2]] });
    expect(await call('a_get_invoice_details', { invoice_id: '999' })).toMatchObject({ ok: true, data: [] });
    expect(await call('a_get_offer_details', { offer_id: '' })).toEqual({
      ok: false,
      status: 400,
      error: { code: 'P0001', message: 'Der Parameter offer_id darf nicht leer sein.', details: null, hint: null },
    });
    expect(await call('a_get_invoice_details', { invoice_id: 'x1' })).toMatchObject({
      status: 400,
      error: { code: '22P02', message: 'invalid input syntax for type integer: "x1"' },
    });
    expect(await call('a_get_invoice_details', {})).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
  });

  it('gives the minimum date of a new document and the range a date may move in', async () => {
    const latestInvoice = seed.rechnung.at(-1)!.rn_datum;
    expect(await call('a_get_min_rn_datum_for_new_invoice')).toMatchObject({ data: latestInvoice });
    expect(await call('a_get_min_an_datum_for_new_offer')).toMatchObject({ data: seed.angebot.at(-1)!.an_datum });
    const [a, b, c] = seed.rechnung.slice(10, 13).map((r) => r.rn_datum);
    expect(await call('a_get_minmax_rn_datum', { rn_datum: b })).toMatchObject({
      data: [{ min_datum: a, max_datum: c }],
    });
    expect(await call('a_get_minmax_rn_datum', { rn_datum: '2030-01-01' })).toMatchObject({
      data: [{ min_datum: latestInvoice, max_datum: null }],
    });
    expect(await call('a_get_minmax_an_datum', { an_datum: '2000-01-01' })).toMatchObject({
      data: [{ min_datum: null, max_datum: seed.angebot[0]!.an_datum }],
    });
  });

  it('lists the free texts by id', async () => {
    expect(await call('a_get_all_freitexte')).toMatchObject({ data: seed.freitexte });
  });
});

describe('new documents get the next number, in date order', () => {
  it('adds an invoice as number 61 with the caller as editor', () =>
    rolledBack(db, async () => {
      const reply = await call('a_add_invoice', { client_id: '3', rn_datum: '2026-11-20', le_date: '', ust_satz: '7' });
      expect(reply).toEqual({ ok: true, status: 200, data: 61 });
      expect(await call('a_get_invoice_details', { invoice_id: '61' })).toMatchObject({
        data: [
          {
            id: 61,
            client_id: 3,
            rn_datum: '2026-11-20',
            le_date: null,
            ust_satz: 7,
            bearbeiter: 'Anja Albrecht',
            archiviert: false,
          },
        ],
      });
      expect(
        await call('a_add_invoice', { client_id: '3', rn_datum: '2026-11-20', le_date: null, ust_satz: '19' }),
      ).toMatchObject({
        data: 62,
      });
    }));

  it('adds an offer as a draft without signature', () =>
    rolledBack(db, async () => {
      expect(await call('a_add_offer', { client_id: 4, an_datum: '2026-11-14', ust_satz: 19 })).toMatchObject({
        data: 41,
      });
      expect(await call('a_get_offer_details', { offer_id: '41' })).toMatchObject({
        data: [
          {
            id: 41,
            status: 'entwurf',
            sign: 'ohne',
            an_datum: '2026-11-14',
            client_id: 4,
            bearbeiter: 'Anja Albrecht',
          },
        ],
      });
    }));

  it('refuses a VAT rate outside 0 up to below 100 percent', async () => {
    expect(
      await call('a_add_invoice', { client_id: '3', rn_datum: '2026-11-20', le_date: null, ust_satz: '100' }),
    ).toEqual({
      ok: false,
      status: 400,
      error: {
        code: '23514',
        message: 'new row for relation "rechnung" violates check constraint "rechnung_ust_satz_check"',
        details: null,
        hint: null,
      },
    });
  });

  it('refuses a date older than the newest document and an unknown client', async () => {
    expect(
      await call('a_add_invoice', { client_id: '3', rn_datum: '2026-11-10', le_date: null, ust_satz: '19' }),
    ).toEqual({
      ok: false,
      status: 400,
      error: {
        code: 'P0001',
        message: 'Das Rechnungsdatum muss nach dem 11.11.2026 liegen, damit die Nummern in Datumsfolge bleiben.',
        details: null,
        hint: null,
      },
    });
    expect(await call('a_add_offer', { client_id: '9999', an_datum: '2026-11-20', ust_satz: '19' })).toEqual({
      ok: false,
      status: 409,
      error: {
        code: '23503',
        message: 'insert or update on table "angebot" violates foreign key constraint "angebot_client_id_fkey"',
        details: 'Key (client_id)=(9999) is not present in table "kunde".',
        hint: null,
      },
    });
  });
});

describe('changing documents', () => {
  it('updates an open invoice within its neighbours’ dates and refuses a date beyond them', () =>
    rolledBack(db, async () => {
      const [before, it_, after] = open.slice(-3);
      const args = {
        ...BILLING_CALLS.a_update_invoice_details,
        invoice_id: String(it_!.id),
        rn_datum: before!.rn_datum,
      };
      expect(await call('a_update_invoice_details', { ...args, anrede: 'Hallo,', bearbeiter: '' })).toEqual({
        ok: true,
        status: 204,
        data: null,
      });
      expect(await call('a_get_invoice_details', { invoice_id: String(it_!.id) })).toMatchObject({
        data: [{ rn_datum: before!.rn_datum, anrede: 'Hallo,', bearbeiter: null, ust_satz: 19 }],
      });
      const late = await call('a_update_invoice_details', { ...args, rn_datum: '2026-12-31' });
      expect(late).toMatchObject({ status: 400, error: { code: 'P0001' } });
      const [d, m, y] = [after!.rn_datum.slice(8), after!.rn_datum.slice(5, 7), after!.rn_datum.slice(0, 4)];
      expect(late.ok ? '' : late.error.message).toContain(`vor dem ${Number(d)}.${Number(m)}.${y} liegen`);
    }));

  it('updates an offer’s status and sign and refuses an unknown status', () =>
    rolledBack(db, async () => {
      expect(await call('a_update_offer_details', BILLING_CALLS.a_update_offer_details)).toMatchObject({ status: 204 });
      expect(await call('a_get_offer_details', { offer_id: '40' })).toMatchObject({
        data: [{ status: 'versendet', sign: 'ohne', anrede: null }],
      });
      expect(
        await call('a_update_offer_details', { ...BILLING_CALLS.a_update_offer_details, status: 'erledigt' }),
      ).toEqual({
        ok: false,
        status: 400,
        error: {
          code: '22P02',
          message: 'invalid input value for enum angebot_status: "erledigt"',
          details: null,
          hint: null,
        },
      });
    }));

  it('moves a document to another client', () =>
    rolledBack(db, async () => {
      expect(await call('a_set_client_for_invoice', { client_id: '2', rechnung_id: '60' })).toMatchObject({
        status: 204,
      });
      expect(await call('a_set_client_for_offer', { client_id: '2', angebot_id: '40' })).toMatchObject({ status: 204 });
      expect(await call('a_get_invoice_details', { invoice_id: '60' })).toMatchObject({ data: [{ client_id: 2 }] });
      expect(await call('a_get_offer_details', { offer_id: '40' })).toMatchObject({ data: [{ client_id: 2 }] });
      expect(await call('a_set_client_for_invoice', { client_id: '777', rechnung_id: '60' })).toMatchObject({
        status: 409,
        error: { code: '23503', details: 'Key (client_id)=(777) is not present in table "kunde".' },
      });
    }));
});

describe('archived invoices are read-only', () => {
  const lockMessage = (id: number) =>
    `Die Rechnung ${id} ist archiviert und kann nicht mehr geändert werden. Korrekturen erfolgen über eine neue Rechnung.`;

  it('archives an invoice, after which its header, client and positions are refused', () =>
    rolledBack(db, async () => {
      expect(await call('a_set_archive_for_rn', { invoice_id: '60' })).toMatchObject({ status: 204 });
      expect(await call('a_set_archive_for_rn', { invoice_id: '60' })).toMatchObject({ status: 204 });
      const refused = {
        ok: false,
        status: 400,
        error: { code: 'P0001', message: lockMessage(60), details: null, hint: null },
      };
      expect(await call('a_update_invoice_details', BILLING_CALLS.a_update_invoice_details)).toEqual(refused);
      expect(await call('a_set_client_for_invoice', { client_id: '2', rechnung_id: '60' })).toEqual(refused);
      const position = seed.position.find((p) => p.rechnung_id === 60)!;
      expect(await call('a_delete_position', { position_id: String(position.id) })).toEqual(refused);
      expect(await call('a_get_invoice_details', { invoice_id: '60' })).toMatchObject({ data: [{ archiviert: true }] });
    }));

  it('holds in the table itself: a direct UPDATE, DELETE or un-archiving is refused by the trigger', async () => {
    const id = archived[0]!.id;
    for (const sql of [
      `UPDATE data.rechnung SET anrede = 'x' WHERE id = ${id}`,
      `UPDATE data.rechnung SET archiviert = false WHERE id = ${id}`,
      `DELETE FROM data.position WHERE rechnung_id = ${id}`,
      `INSERT INTO data.position (lfd_nr, rechnung_id) VALUES (1, ${id})`,
    ]) {
      await expect(rolledBack(su, () => su.query(sql))).rejects.toMatchObject({
        code: 'P0001',
        message: lockMessage(id),
      });
    }
  });

  it('keeps numbers gapless: documents cannot be deleted', async () => {
    await expect(rolledBack(su, () => su.query(`DELETE FROM data.angebot WHERE id = 40`))).rejects.toMatchObject({
      code: 'P0001',
    });
  });
});

describe('billing is for administrators only (requirements §6)', () => {
  for (const { caller, status } of NOT_ADMIN) {
    it(`refuses every billing, position and forecast call to ${caller.role} with ${status}`, async () => {
      for (const [name, args] of Object.entries(BILLING_CALLS)) {
        const reply = await rpc(db, caller, name, args);
        expect({ name, reply }).toEqual({
          name,
          reply: {
            ok: false,
            status,
            error: { code: '42501', message: `permission denied for function ${name}`, details: null, hint: null },
          },
        });
      }
    });
  }
});

describe('the billing part of requirements §7 as SQL', () => {
  it('has exactly one api function per billing, position and forecast call of the contract', async () => {
    const names = Object.keys(BILLING_CALLS);
    expect(names).toHaveLength(26);
    expect(names.filter((name) => !(RPC_NAMES as readonly string[]).includes(name))).toEqual([]);
    const { rows } = await su.query<{ proname: string; n: number; admin: boolean; others: boolean }>(
      `SELECT p.proname, count(*)::int AS n,
              bool_and(has_function_privilege('ogf_admin', p.oid, 'EXECUTE')) AS admin,
              bool_or(has_function_privilege('ogf_expert', p.oid, 'EXECUTE')
                   OR has_function_privilege('ogf_citizens', p.oid, 'EXECUTE')
                   OR has_function_privilege('web_anon', p.oid, 'EXECUTE')) AS others
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'api' AND p.proname = ANY ($1) GROUP BY p.proname ORDER BY p.proname`,
      [names],
    );
    expect(rows).toEqual([...names].sort().map((proname) => ({ proname, n: 1, admin: true, others: false })));
  });

  it('opens no billing table to an app role: they are reached through the functions only', async () => {
    const { rows } = await su.query<{ granted: boolean }>(
      `SELECT bool_or(has_table_privilege(r, t, 'SELECT') OR has_table_privilege(r, t, 'UPDATE')) AS granted
         FROM unnest(ARRAY['data.rechnung', 'data.angebot', 'data.position', 'data.position_tmpl', 'data.freitexte',
                           'data.prognose']) t,
              unnest(ARRAY['web_anon', 'ogf_new', 'ogf_citizens', 'ogf_expert_query', 'ogf_expert', 'ogf_admin']) r`,
    );
    expect(rows[0]?.granted).toBe(false);
  });
});
