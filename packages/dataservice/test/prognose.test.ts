import { unaccentSearch } from '@waldmonitor/ui/model';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeed } from '../src/seed';
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
const call = (name: string, args: Record<string, unknown> = {}) => rpc(db, ADMIN, name, args);
// Each row carries the list's search text, its kind unaccented (sql/45_list_indexes.sql).
const byDate = [...seed.prognose]
  .sort((a, b) => a.datum.localeCompare(b.datum) || a.id - b.id)
  .map((row) => ({ ...row, suche: unaccentSearch(row.art) }));
const nextId = seed.prognose.length + 1;
const checkError = (constraint: string) => ({
  ok: false,
  status: 400,
  error: {
    code: '23514',
    message: `new row for relation "prognose" violates check constraint "${constraint}"`,
    details: null,
    hint: null,
  },
});

describe('forecasts (prognose)', () => {
  it('lists every forecast by date', async () => {
    expect(await call('a_get_prognose')).toEqual({ ok: true, status: 200, data: byDate });
  });

  it('inserts a forecast with its kind trimmed and returns the next id', () =>
    rolledBack(db, async () => {
      expect(await call('a_insert_prognose', { datum: '2023-12-01', betrag: 1250.5, art: ' Beratung ' })).toEqual({
        ok: true,
        status: 200,
        data: nextId,
      });
      const reply = await call('a_get_prognose');
      expect(reply.ok && (reply.data as unknown[])[0]).toEqual({
        id: nextId,
        datum: '2023-12-01',
        betrag: 1250.5,
        art: 'Beratung',
        suche: 'Beratung',
      });
    }));

  it('refuses what the table’s check constraints would: a negative amount, an empty kind; and a missing kind', async () => {
    expect(await call('a_insert_prognose', { datum: '2027-01-01', betrag: -1, art: 'Beratung' })).toEqual(
      checkError('prognose_betrag_check'),
    );
    expect(await call('a_insert_prognose', { datum: '2027-01-01', betrag: '10', art: '  ' })).toEqual(
      checkError('prognose_art_check'),
    );
    expect(await call('a_insert_prognose', { datum: '2027-01-01', betrag: 10, art: null })).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'Der Parameter art darf nicht leer sein.' },
    });
    expect(await call('a_insert_prognose', { datum: 'morgen', betrag: 10, art: 'Beratung' })).toMatchObject({
      status: 400,
      error: { code: '22007', message: 'invalid input syntax for type date: "morgen"' },
    });
  });

  it('updates and deletes a forecast', () =>
    rolledBack(db, async () => {
      const args = { prognose_id: '1', datum: '2024-01-15', betrag: '7000', art: 'Beratung' };
      expect(await call('a_update_prognose', args)).toEqual({ ok: true, status: 204, data: null });
      const reply = await call('a_get_prognose');
      const rows = reply.ok ? (reply.data as { id: number }[]) : [];
      expect(rows.find((r) => r.id === 1)).toEqual({
        id: 1,
        datum: '2024-01-15',
        betrag: 7000,
        art: 'Beratung',
        suche: 'Beratung',
      });
      expect(await call('a_delete_prognose', { prognose_id: '1' })).toEqual({ ok: true, status: 204, data: null });
      const after = await call('a_get_prognose');
      expect(after.ok && (after.data as { id: number }[]).some((r) => r.id === 1)).toBe(false);
    }));

  it('answers a change to a forecast that is not there with 404', async () => {
    const missing = {
      ok: false,
      status: 404,
      error: { code: 'P0002', message: 'Prognose 9999 gibt es nicht.', details: null, hint: null },
    };
    expect(
      await call('a_update_prognose', { prognose_id: '9999', datum: '2024-01-01', betrag: 1, art: 'Beratung' }),
    ).toEqual(missing);
    expect(await call('a_delete_prognose', { prognose_id: '9999' })).toEqual(missing);
  });
});
