/**
 * Values that are never right: each refused at the door, through the
 * PostgREST emulation as a person's call would go (migrations/0002_…, data.iso_date in
 * sql/02_domains.sql, data.check_search in sql/56_document_totals.sql, DateStyle in
 * sql/90_owner.sql).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, BILLING_CALLS, positionPayload } from './billingCalls';
import { connect } from './db';
import { asRole, rolledBack, rpc, type Caller, tableRequest } from './harness';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

const expert: Caller = { role: 'ogf_expert', claims: { email: 'experte@waldmonitor.example' } };
const call = (name: string, args: Record<string, unknown>) => rpc(db, ADMIN, name, args);
const check = { ok: false, status: 400, error: { code: '23514' } };

describe('a position number counts from 1', () => {
  it.each(['0', '-1'])('refuses lfd_nr %s', (lfd) =>
    rolledBack(db, async () => {
      const reply = await call(
        'a_insert_position',
        positionPayload({ rechnung_id: null, angebot_id: '40' }, { lfd_nr: lfd }),
      );
      expect(reply).toMatchObject({ ...check, error: { message: expect.stringContaining('position_lfd_nr_ab_1') } });
    }),
  );

  it('takes lfd_nr 1', () =>
    rolledBack(db, async () => {
      const reply = await call(
        'a_insert_position',
        positionPayload({ rechnung_id: null, angebot_id: '40' }, { lfd_nr: '1' }),
      );
      expect(reply).toMatchObject({ ok: true, status: 200 });
    }));
});

describe('ambiguous dates are refused in German', () => {
  const german = (name: string, value: string) => ({
    ok: false,
    status: 400,
    error: {
      code: '22007',
      message: `Das Datum ${name} muss die Form JJJJ-MM-TT haben (z. B. 2027-01-02), nicht „${value}“.`,
    },
  });

  it.each(['1/2/2027', '2.1.2027', '01/02/2027', '1.2.27'])('a new invoice on %s', (value) =>
    rolledBack(db, async () => {
      expect(await call('a_add_invoice', { ...BILLING_CALLS.a_add_invoice, rn_datum: value })).toMatchObject(
        german('rn_datum', value),
      );
    }),
  );

  it('a forecast, the invoice sums’ range and a publication date', () =>
    rolledBack(db, async () => {
      expect(await call('a_insert_prognose', { datum: '1/2/2027', betrag: '10', art: 'Beratung' })).toMatchObject(
        german('datum', '1/2/2027'),
      );
      expect(await call('a_get_invoice_totals', { von: '1/2/2027' })).toMatchObject(german('von', '1/2/2027'));
      expect(await call('a_get_offer_totals', { bis: '2.1.2027' })).toMatchObject(german('bis', '2.1.2027'));
      expect(
        await rpc(db, expert, 'a_update_kaefer', {
          id: '1',
          status: 'veroeffentlicht',
          published_from: '01/02/2027',
          letzter_bearbeiter: 'Experte',
        }),
      ).toMatchObject(german('published_from', '01/02/2027'));
    }));

  it('takes YYYY-MM-DD, and text that is no date keeps PostgreSQL’s own refusal', () =>
    rolledBack(db, async () => {
      expect(await call('a_add_invoice', { ...BILLING_CALLS.a_add_invoice, rn_datum: '2027-01-02' })).toMatchObject({
        ok: true,
        status: 200,
      });
      expect(await call('a_get_invoice_totals', { von: '2027-01-01', bis: '2027-12-31' })).toMatchObject({
        ok: true,
        status: 200,
      });
      expect(await call('a_insert_prognose', { datum: 'morgen', betrag: 10, art: 'Beratung' })).toMatchObject({
        status: 400,
        error: { code: '22007', message: 'invalid input syntax for type date: "morgen"' },
      });
    }));

  it('the API roles read dates year first', async () => {
    const { rows } = await db.query<{ style: string }>(`SELECT current_setting('DateStyle') AS style`);
    expect(rows[0]?.style).toBe('ISO, YMD');
    const { rows: asAdmin } = await asRole(db, ADMIN, (tx) =>
      tx.query<{ style: string }>(`SELECT current_setting('DateStyle') AS style`),
    );
    expect(asAdmin[0]?.style).toBe('ISO, YMD');
  });
});

describe('VAT rates from the header form’s list only', () => {
  it.each(['99.9999999999', '16', '7.5'])('refuses ust_satz %s', (rate) =>
    rolledBack(db, async () => {
      expect(await call('a_add_invoice', { ...BILLING_CALLS.a_add_invoice, ust_satz: rate })).toMatchObject({
        ...check,
        error: { message: expect.stringContaining('rechnung_ust_satz_erlaubt') },
      });
      expect(await call('a_add_offer', { ...BILLING_CALLS.a_add_offer, ust_satz: rate })).toMatchObject({
        ...check,
        error: { message: expect.stringContaining('angebot_ust_satz_erlaubt') },
      });
    }),
  );

  it.each(['19', '7', '0'])('takes ust_satz %s', (rate) =>
    rolledBack(db, async () => {
      expect(await call('a_add_invoice', { ...BILLING_CALLS.a_add_invoice, ust_satz: rate })).toMatchObject({
        ok: true,
        status: 200,
      });
    }),
  );
});

describe('names are not blank', () => {
  it('refuses a client named "   " in German, and one of tabs and no-break spaces by the table', () =>
    rolledBack(db, async () => {
      expect(await call('a_add_client', { name: '   ', strasse: '', plz: '', ort: '' })).toMatchObject({
        ok: false,
        status: 400,
        error: { code: 'P0001', message: 'Der Parameter name darf nicht leer sein.' },
      });
      expect(await call('a_add_client', { name: '\t\u00a0', strasse: '', plz: '', ort: '' })).toMatchObject({
        ...check,
        error: { message: expect.stringContaining('kunde_name_nicht_leer') },
      });
    }));

  it('refuses a map named "   "', () =>
    rolledBack(db, async () => {
      const reply = await tableRequest(db, expert, 'POST', 'karte', { map_name: '   ', width: 10, height: 10 });
      expect(reply).toMatchObject({
        ...check,
        error: { message: expect.stringContaining('karte_map_name_nicht_leer') },
      });
    }));
});

describe('money is 0 or at least a cent', () => {
  it('refuses a forecast of 0.000001 € and a unit price of 0.001 €', () =>
    rolledBack(db, async () => {
      expect(
        await call('a_insert_prognose', { datum: '2027-07-01', betrag: '0.000001', art: 'Beratung' }),
      ).toMatchObject({ ...check, error: { message: expect.stringContaining('geld_ab_1_cent') } });
      const position = positionPayload({ rechnung_id: null, angebot_id: '40' }, { ep: '0.001' });
      expect(await call('a_insert_position', position)).toMatchObject({
        ...check,
        error: { message: expect.stringContaining('geld_ab_1_cent') },
      });
    }));

  it.each(['0', '0.01', '12.345'])('takes %s €', (betrag) =>
    rolledBack(db, async () => {
      expect(await call('a_insert_prognose', { datum: '2027-07-01', betrag, art: 'Beratung' })).toMatchObject({
        ok: true,
        status: 200,
      });
    }),
  );
});

describe('coordinate systems are the projected ones the app supports', () => {
  it('refuses EPSG:4326 for a client and a map, and the client’s extent still answers', () =>
    rolledBack(db, async () => {
      expect(await tableRequest(db, expert, 'PATCH', 'kunde?client_id=eq.1', { epsg: 4326 })).toMatchObject({
        ...check,
        error: { message: expect.stringContaining('kunde_epsg_erlaubt') },
      });
      const maps = await tableRequest<{ id: number; client_id: number }[]>(
        db,
        expert,
        'GET',
        'karte?select=id,client_id&client_id=not.is.null&limit=1',
      );
      const map = maps.ok ? maps.data[0] : undefined;
      expect(map).toBeDefined();
      expect(await tableRequest(db, expert, 'PATCH', `karte?id=eq.${map!.id}`, { epsg: 4326 })).toMatchObject({
        ...check,
        error: { message: expect.stringContaining('karte_epsg_erlaubt') },
      });
      expect(await rpc(db, expert, 'a_get_bbox_from_client', { client_id: String(map!.client_id) })).toMatchObject({
        ok: true,
        status: 200,
      });
    }));

  it('takes EPSG:25833', () =>
    rolledBack(db, async () => {
      expect(await tableRequest(db, expert, 'PATCH', 'kunde?client_id=eq.1', { epsg: 25833 })).toMatchObject({
        ok: true,
        status: 204,
      });
    }));
});

describe('a search is at most 200 characters', () => {
  it.each(['a_get_invoice_totals', 'a_get_offer_totals'])('%s refuses 201 characters in German', (fn) =>
    rolledBack(db, async () => {
      expect(await call(fn, { suche: 'x'.repeat(201) })).toEqual({
        ok: false,
        status: 400,
        error: {
          code: '22001',
          message: 'Der Suchbegriff ist zu lang: höchstens 200 Zeichen, nicht 201.',
          details: null,
          hint: null,
        },
      });
      expect(await call(fn, { suche: 'x'.repeat(200) })).toMatchObject({ ok: true, status: 200 });
    }),
  );
});
