/**
 * Positions and templates against SQL, with payloads made by the app's own payload rules
 * (requirements §5: numbers as text, null erl/erl_titel as '', null erl_on as 'true').
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toServicePayload } from '../../app/src/api/payloadRules';
import { createSeed } from '../src/seed';
import { reorderPositions } from '../../ui/src/model/billing/positionDraft';
import { ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc } from './harness';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

const seed = createSeed();
/** As the app calls: its payload rules applied to the contract's params. */
const call = (name: string, params: Record<string, unknown> = {}) =>
  rpc(db, ADMIN, name, toServicePayload(name, params));

type Row = Record<string, unknown> & { id: number; lfd_nr: number };
async function rows(name: string, params: Record<string, unknown>): Promise<Row[]> {
  const reply = await call(name, params);
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.data as Row[];
}

const fields = {
  anzahl: 2.5,
  bez: 'Vor-Ort-Begehung',
  einheit: 'Std.',
  ep: 78,
  lfd_nr: 9,
  erl: null,
  erl_on: null,
  erl_titel: null,
};
const archivedId = seed.rechnung.find((r) => r.archiviert)!.id;
const openInvoice = seed.rechnung.at(-1)!;
const offer = seed.angebot.at(-1)!;

describe('reading positions', () => {
  it('lists an invoice’s positions by lfd_nr, without the offer column', async () => {
    const expected = seed.position
      .filter((p) => p.rechnung_id === openInvoice.id)
      .sort((x, y) => x.lfd_nr - y.lfd_nr)
      .map(({ angebot_id: _offer, ...p }) => p);
    expect(await rows('a_get_invoice_positions', { invoice_id: openInvoice.id })).toEqual(expected);
  });

  it('lists an offer’s positions, without the invoice column', async () => {
    const expected = seed.position.filter((p) => p.angebot_id === offer.id).map(({ rechnung_id: _invoice, ...p }) => p);
    expect(await rows('a_get_offer_positions', { offer_id: offer.id })).toEqual(expected);
  });

  it('lists the position templates by id', async () => {
    expect(await rows('a_get_position_tmpl', {})).toEqual(seed.positionTmpl);
  });
});

describe('writing positions', () => {
  it('inserts a position with the requirements §5 defaults and returns the next id', () =>
    rolledBack(db, async () => {
      const reply = await call('a_insert_position', {
        rechnung_id: null,
        angebot_id: offer.id,
        ...fields,
        einheit: '',
      });
      expect(reply).toEqual({ ok: true, status: 200, data: seed.position.length + 1 });
      const created = (await rows('a_get_offer_positions', { offer_id: offer.id })).at(-1);
      expect(created).toEqual({
        id: seed.position.length + 1,
        anzahl: 2.5,
        bez: 'Vor-Ort-Begehung',
        einheit: null,
        ep: 78,
        lfd_nr: 9,
        erl: '',
        erl_on: true,
        erl_titel: '',
        angebot_id: offer.id,
      });
    }));

  it('refuses a position for both or neither document, for unknown documents and for an archived invoice', async () => {
    const both = await call('a_insert_position', { rechnung_id: openInvoice.id, angebot_id: offer.id, ...fields });
    expect(both).toEqual({
      ok: false,
      status: 400,
      error: {
        code: '23514',
        message: 'Eine Position gehört entweder zu einer Rechnung oder zu einem Angebot.',
        details: null,
        hint: null,
      },
    });
    expect(await call('a_insert_position', { rechnung_id: null, angebot_id: null, ...fields })).toMatchObject({
      status: 400,
      error: { code: '23514' },
    });
    expect(await call('a_insert_position', { rechnung_id: 999, angebot_id: null, ...fields })).toEqual({
      ok: false,
      status: 409,
      error: {
        code: '23503',
        message: 'insert or update on table "position" violates foreign key constraint "position_rechnung_id_fkey"',
        details: 'Key (rechnung_id)=(999) is not present in table "rechnung".',
        hint: null,
      },
    });
    expect(await call('a_insert_position', { rechnung_id: null, angebot_id: 999, ...fields })).toMatchObject({
      status: 409,
      error: { details: 'Key (angebot_id)=(999) is not present in table "angebot".' },
    });
    expect(await call('a_insert_position', { rechnung_id: archivedId, angebot_id: null, ...fields })).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: expect.stringContaining(`Die Rechnung ${archivedId} ist archiviert`) },
    });
  });

  it('updates a position and refuses an empty amount and a position of an archived invoice', () =>
    rolledBack(db, async () => {
      const position = seed.position.find((p) => p.rechnung_id === openInvoice.id)!;
      const update = { position_id: position.id, ...fields, erl: 'Nur werktags', erl_on: false, erl_titel: 'Hinweis' };
      expect(await call('a_update_position', update)).toEqual({ ok: true, status: 204, data: null });
      expect(
        (await rows('a_get_invoice_positions', { invoice_id: openInvoice.id })).find((p) => p.id === position.id),
      ).toMatchObject({
        anzahl: 2.5,
        lfd_nr: 9,
        erl: 'Nur werktags',
        erl_on: false,
        erl_titel: 'Hinweis',
      });
      expect(
        await rpc(db, ADMIN, 'a_update_position', { ...toServicePayload('a_update_position', update), anzahl: '' }),
      ).toEqual({
        ok: false,
        status: 400,
        error: { code: 'P0001', message: 'Der Parameter anzahl darf nicht leer sein.', details: null, hint: null },
      });
      const locked = seed.position.find((p) => p.rechnung_id === archivedId)!;
      expect(await call('a_update_position', { ...update, position_id: locked.id })).toMatchObject({
        status: 400,
        error: { code: 'P0001', message: expect.stringContaining('archiviert') },
      });
    }));

  it('reorders by saving the changed running numbers, as the editor does', () =>
    rolledBack(db, async () => {
      const before = await rows('a_get_offer_positions', { offer_id: offer.id });
      const { order, changed } = reorderPositions(before, before.length - 1, 0);
      for (const p of changed) {
        const { id, angebot_id: _offer, ...rest } = p;
        const reply = await call('a_update_position', { position_id: id, ...rest });
        expect(reply).toMatchObject({ ok: true });
      }
      const after = await rows('a_get_offer_positions', { offer_id: offer.id });
      expect(after.map((p) => [p.id, p.lfd_nr])).toEqual(order.map((p) => [p.id, p.lfd_nr]));
    }));

  it('deletes a position; deleting an unknown one changes nothing', () =>
    rolledBack(db, async () => {
      const [first] = await rows('a_get_offer_positions', { offer_id: offer.id });
      expect(await call('a_delete_position', { position_id: first!.id })).toEqual({
        ok: true,
        status: 204,
        data: null,
      });
      expect((await rows('a_get_offer_positions', { offer_id: offer.id })).map((p) => p.id)).not.toContain(first!.id);
      expect(await call('a_delete_position', { position_id: 99999 })).toMatchObject({ ok: true, status: 204 });
    }));
});

describe('offer → invoice (the app’s useOfferToInvoice chain)', () => {
  it('creates the invoice, copies texts and positions in order, and marks the offer abgerechnet', () =>
    rolledBack(db, async () => {
      const positions = await rows('a_get_offer_positions', { offer_id: offer.id });
      const added = await call('a_add_invoice', {
        client_id: offer.client_id,
        rn_datum: '2026-11-16',
        le_date: '2026-11-14',
        ust_satz: 19,
      });
      if (!added.ok) throw new Error(added.error.message);
      const invoiceId = added.data as number;
      expect(invoiceId).toBe(seed.rechnung.length + 1);
      const { anrede, anschreiben, zuerl, bearbeiter } = offer;
      const header = {
        invoice_id: invoiceId,
        bearbeiter,
        anrede,
        anschreiben,
        zuerl,
        ust_satz: 19,
        rn_datum: '2026-11-16',
        le_date: '2026-11-14',
      };
      expect(await call('a_update_invoice_details', header)).toMatchObject({ ok: true });
      for (const p of [...positions].sort((x, y) => x.lfd_nr - y.lfd_nr)) {
        const { id: _id, angebot_id: _offer, ...rest } = p;
        expect(await call('a_insert_position', { rechnung_id: invoiceId, angebot_id: null, ...rest })).toMatchObject({
          ok: true,
        });
      }
      const { id: _id, client_id: _client, ...offerFields } = offer;
      expect(
        await call('a_update_offer_details', { offer_id: offer.id, ...offerFields, status: 'abgerechnet' }),
      ).toMatchObject({
        ok: true,
      });

      const strip = (p: Row) => ({ ...p, id: 0, angebot_id: undefined, rechnung_id: undefined });
      // requirements §5 on the way: a null erl / erl_titel arrives as '', a null erl_on as true.
      const sent = (p: Row) => ({
        ...strip(p),
        erl: p.erl ?? '',
        erl_on: p.erl_on ?? true,
        erl_titel: p.erl_titel ?? '',
      });
      expect((await rows('a_get_invoice_positions', { invoice_id: invoiceId })).map(strip)).toEqual(
        positions.map(sent),
      );
      const invoices = await rows('a_get_invoices', {});
      const offers = await rows('a_get_offers', {});
      const created = invoices.find((r) => r.id === invoiceId);
      expect(created).toMatchObject({
        client_id: offer.client_id,
        anrede,
        anschreiben,
        zuerl,
        bearbeiter,
        le_date: '2026-11-14',
      });
      expect(created?.netto).toBe(offers.find((o) => o.id === offer.id)?.netto);
      expect(offers.find((o) => o.id === offer.id)?.status).toBe('abgerechnet');
    }));
});
