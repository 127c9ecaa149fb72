/**
 * Deactivating a client (migrations/0004 `kunde.aktiv`, sql/12_clients.sql a_set_client_active):
 * administrators only; a deactivated client is left out of the choices for new offers,
 * invoices, maps and users (`aktiv=is.true`, as useClientChoice asks), stays in the clients list
 * marked, and stays readable with its documents; activated again, it is offered again.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { request, rolledBack, rpc } from './harness';
import { ADMIN, CITIZEN, EXPERT } from './parity/scenario';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

/** The client choice's request (packages/app/src/lists/useClientChoice.ts clientChoiceQuery). */
const CHOICE = 'aktiv=is.true&order=name.asc,client_id.asc&limit=2000&offset=0';

const chosenIds = async () => {
  const reply = await rpc<{ client_id: number }[]>(
    db,
    ADMIN,
    'a_get_all_clients',
    {},
    {
      search: new URLSearchParams(CHOICE),
    },
  );
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  return reply.data.map((row) => row.client_id);
};

describe('a_set_client_active', () => {
  it('every client is active until deactivated', async () => {
    const reply = await rolledBack(db, () =>
      rpc<{ aktiv: boolean }[]>(db, ADMIN, 'a_get_all_clients', {}, { search: new URLSearchParams('aktiv=is.false') }),
    );
    expect(reply).toMatchObject({ ok: true, data: [] });
  });

  it('deactivated, a client leaves the choices but stays in the list, marked, with its documents', async () => {
    await rolledBack(db, async () => {
      expect(await chosenIds()).toContain(1);
      expect(await rpc(db, ADMIN, 'a_set_client_active', { client_id: '1', aktiv: false })).toMatchObject({
        ok: true,
        status: 204,
      });
      expect(await chosenIds()).not.toContain(1);
      const all = await rpc<{ client_id: number; aktiv: boolean }[]>(
        db,
        ADMIN,
        'a_get_all_clients',
        {},
        {
          search: new URLSearchParams('client_id=eq.1'),
        },
      );
      expect(all).toMatchObject({ ok: true, data: [{ client_id: 1, aktiv: false }] });
      expect(await rpc(db, ADMIN, 'a_get_client_details', { client_id: '1' })).toMatchObject({
        ok: true,
        data: [{ client_id: 1, aktiv: false }],
      });
      const invoices = await request(db, ADMIN, 'GET', '/rechnung_liste', { query: 'client_id=eq.1&limit=1' });
      expect(invoices.status).toBe(200);
      expect(JSON.parse(invoices.body)).toHaveLength(1);
    });
  });

  it('activated again, it is offered again; setting the state it has changes nothing', async () => {
    await rolledBack(db, async () => {
      await rpc(db, ADMIN, 'a_set_client_active', { client_id: '1', aktiv: false });
      expect(await rpc(db, ADMIN, 'a_set_client_active', { client_id: '1', aktiv: false })).toMatchObject({ ok: true });
      expect(await rpc(db, ADMIN, 'a_set_client_active', { client_id: '1', aktiv: true })).toMatchObject({ ok: true });
      expect(await chosenIds()).toContain(1);
    });
  });

  it('answers 404 for a client that does not exist, 400 without a state', async () => {
    await rolledBack(db, async () => {
      expect(await rpc(db, ADMIN, 'a_set_client_active', { client_id: '999', aktiv: false })).toMatchObject({
        ok: false,
        status: 404,
        error: { code: 'P0002', message: 'Der Kunde 999 existiert nicht.' },
      });
    });
    await rolledBack(db, async () => {
      expect(await rpc(db, ADMIN, 'a_set_client_active', { client_id: '1', aktiv: null })).toMatchObject({
        ok: false,
        status: 400,
        error: { message: 'Der Parameter aktiv darf nicht leer sein.' },
      });
    });
  });

  it.each([
    ['an expert', EXPERT],
    ['a citizen', CITIZEN],
  ])('refuses %s (42501) and changes nothing', async (_who, caller) => {
    await rolledBack(db, async () => {
      expect(await rpc(db, caller, 'a_set_client_active', { client_id: '1', aktiv: false })).toMatchObject({
        ok: false,
        status: 403,
        error: { code: '42501' },
      });
      expect(await chosenIds()).toContain(1);
    });
  });
});
