/**
 * The rules behind the grants: a user's own row only (requirements §6 "a citizen cannot read another
 * user's mail flags"), the beetle review's status machine in the table itself, the map
 * point replace, and the seed as the demo has it.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeed } from '../src/seed';
import { SEED_TABLES } from '../src/loadSeed';
import { connect } from './db';
import { asRole, rolledBack, rpc, type Caller, tableRequest } from './harness';

let db: pg.Client;
let superuser: pg.Client;
beforeAll(async () => {
  db = await connect();
  superuser = await connect('postgres');
});
afterAll(async () => {
  await db.end();
  await superuser.end();
});

const citizen: Caller = { role: 'ogf_citizens', claims: { email: 'buerger@waldmonitor.example' } }; // user 2
const pending: Caller = { role: 'ogf_expert_query', claims: { email: 'anfrage@waldmonitor.example' } }; // user 5
const expert: Caller = { role: 'ogf_expert', claims: { email: 'experte@waldmonitor.example' } };
const admin: Caller = { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } };
/** A user's role as the administrator reads it, inside the test's transaction. */
const statusOf = async (userId: string) => {
  const reply = await tableRequest<{ app_status: string }[]>(
    db,
    admin,
    'GET',
    `benutzer?user_id=eq.${userId}&select=app_status`,
  );
  return reply.ok ? reply.data.map((row) => row.app_status) : reply;
};
const refused = (fn: string) => ({
  ok: false,
  status: 403,
  error: { code: '42501', message: `permission denied for function ${fn}`, details: null, hint: null },
});

describe('the seed', () => {
  it('holds every seed table row for row', async () => {
    const seed = createSeed();
    for (const [key, table] of Object.entries(SEED_TABLES)) {
      const { rows } = await superuser.query<{ n: number }>(`SELECT count(*)::int AS n FROM data.${table}`);
      expect({ table, rows: rows[0]?.n }).toEqual({
        table,
        rows: (seed[key as keyof typeof seed] as unknown[]).length,
      });
    }
  });
});

describe('one’s own row only', () => {
  it('a citizen reads only their own benutzer row, mail flags included', () =>
    rolledBack(db, async () => {
      const all = await tableRequest<{ user_id: number }[]>(db, citizen, 'GET', 'benutzer');
      expect(all.ok && all.data.map((u) => u.user_id)).toEqual([2]);
      expect(await tableRequest(db, citizen, 'GET', 'benutzer?user_id=eq.7')).toEqual({
        ok: true,
        status: 200,
        data: [],
      });
    }));

  it('a citizen cannot change another user’s mail flags', () =>
    rolledBack(db, async () => {
      await tableRequest(db, citizen, 'PATCH', 'benutzer?user_id=eq.7', { mail_new: true });
      const { rows } = await superuser.query('SELECT mail_new FROM data.benutzer WHERE user_id = 7');
      expect(rows[0]).toEqual({ mail_new: createSeed().benutzer[6]?.mail_new });
    }));

  it('a citizen cannot ask for another user’s data', () =>
    rolledBack(db, async () => {
      expect(await rpc(db, citizen, 'a_get_user_data', { email: 'admin@waldmonitor.example', id: '' })).toEqual(
        refused('a_get_user_data'),
      );
    }));

  it('a citizen cannot make themself an expert or administrator, nor change another user', () =>
    rolledBack(db, async () => {
      for (const status of ['ogf_expert', 'ogf_admin']) {
        expect(await rpc(db, citizen, 'a_change_app_status', { user_id: '2', username: 'x', status })).toEqual(
          refused('a_change_app_status'),
        );
      }
      expect(
        await rpc(db, citizen, 'a_change_app_status', { user_id: '7', username: 'x', status: 'ogf_expert_query' }),
      ).toEqual(refused('a_change_app_status'));
    }));

  it('a pending expert may withdraw the request', () =>
    rolledBack(db, async () => {
      const reply = await rpc(db, pending, 'a_change_app_status', {
        user_id: '5',
        username: 'x',
        status: 'ogf_citizens',
      });
      expect(reply).toEqual({ ok: true, status: 204, data: null });
      expect(await statusOf('5')).toEqual(['ogf_citizens']);
    }));

  it('nobody withdraws another person’s request', () =>
    rolledBack(db, async () => {
      const { rows } = await superuser.query<{ user_id: number }>(
        "SELECT user_id FROM data.benutzer WHERE app_status = 'ogf_expert_query' AND user_id <> 5 ORDER BY user_id LIMIT 1",
      );
      const other = String(rows[0]!.user_id);
      for (const caller of [pending, citizen, expert]) {
        expect(
          await rpc(db, caller, 'a_change_app_status', { user_id: other, username: 'x', status: 'ogf_citizens' }),
        ).toEqual(refused('a_change_app_status'));
      }
      expect(await statusOf(other)).toEqual(['ogf_expert_query']);
    }));

  it('without an open request there is nothing to withdraw', () =>
    rolledBack(db, async () => {
      // The citizen (2) has asked for nothing; the expert (3) is no longer asking.
      expect(
        await rpc(db, citizen, 'a_change_app_status', { user_id: '2', username: 'x', status: 'ogf_citizens' }),
      ).toEqual(refused('a_change_app_status'));
      expect(
        await rpc(db, expert, 'a_change_app_status', { user_id: '3', username: 'x', status: 'ogf_citizens' }),
      ).toEqual(refused('a_change_app_status'));
      expect(await statusOf('2')).toEqual(['ogf_citizens']);
      expect(await statusOf('3')).toEqual(['ogf_expert']);
    }));

  it('profile changes and names: one’s own only', () =>
    rolledBack(db, async () => {
      const form = {
        first_name: 'X',
        last_name: null,
        phone: null,
        mail: 'admin@waldmonitor.example',
        berufsgruppe: null,
      };
      expect(await rpc(db, citizen, 'a_update_user', form)).toEqual(refused('a_update_user'));
      expect(await rpc(db, citizen, 'a_get_user_name', { g_mail: 'admin@waldmonitor.example' })).toEqual(
        refused('a_get_user_name'),
      );
    }));

  it('a PATCH field outside requirements §7’s list is refused by the column grants', () =>
    rolledBack(db, async () => {
      expect(
        await tableRequest(db, citizen, 'PATCH', 'benutzer?user_id=eq.2', { app_status: 'ogf_admin' }),
      ).toMatchObject({
        ok: false,
        status: 403,
        error: { code: '42501' },
      });
      expect(await tableRequest(db, expert, 'DELETE', 'karte?id=eq.1')).toMatchObject({ ok: false, status: 403 });
    }));
});

describe('the token’s role against the stored role (db-pre-request)', () => {
  it('refuses a token that claims more than the user’s row grants', () =>
    rolledBack(db, async () => {
      const stale: Caller = { role: 'ogf_admin', claims: { email: 'buerger@waldmonitor.example' } };
      expect(await rpc(db, stale, 'a_get_all_users')).toMatchObject({
        ok: false,
        status: 403,
        error: {
          code: '42501',
          message: 'Die Rolle im Token („Administrator“) ist höher als die gespeicherte Rolle („Standard-Nutzer“).',
        },
      });
    }));

  it('lets a token that claims less through, with its own rights', () =>
    rolledBack(db, async () => {
      const behind: Caller = { role: 'ogf_citizens', claims: { email: 'experte@waldmonitor.example' } };
      expect(await rpc(db, behind, 'a_get_kaefer_by_art')).toMatchObject({ ok: true, status: 200 });
    }));
});

describe('the beetle review’s status machine lives in the table', () => {
  it('refuses an illegal transition even on a direct UPDATE by the owner', () =>
    rolledBack(superuser, async () => {
      // Record 5 is published: rejecting it without reopening is refused.
      await expect(
        superuser.query(`UPDATE data.kaefer SET status = 'abgelehnt', message = 'x' WHERE id = 5`),
      ).rejects.toMatchObject({
        code: 'P0001',
        message: 'Von „Veröffentlicht“ nach „Abgelehnt“ geht es nicht direkt; öffnen Sie die Meldung zuerst wieder.',
      });
    }));

  it('the roles cannot write the status column directly at all', () =>
    rolledBack(db, async () => {
      await expect(
        asRole(db, admin, (tx) => tx.query(`UPDATE api.kaefer SET status = 'gemeldet' WHERE id = 5`)),
      ).rejects.toMatchObject({ code: '42501' });
    }));

  it('walks gemeldet → in_pruefung → bestaetigt → veroeffentlicht and back to in_pruefung', () =>
    rolledBack(db, async () => {
      const step = (status: string, published_from: string | null = null) =>
        rpc(db, expert, 'a_update_kaefer', { id: '1', status, published_from, letzter_bearbeiter: 'E' });
      for (const status of ['in_pruefung', 'bestaetigt']) expect((await step(status)).ok).toBe(true);
      expect((await step('veroeffentlicht', '2026-11-22')).ok).toBe(true);
      expect((await step('in_pruefung', '2026-11-22')).ok).toBe(true);
      const { rows } = await asRole(db, expert, (tx) =>
        tx.query('SELECT status, published_from FROM api.kaefer WHERE id = 1'),
      );
      expect(rows[0]).toEqual({ status: 'in_pruefung', published_from: null });
    }));
});

describe('the map point replace', () => {
  it('DELETE and POST of a map’s points in one go: the new set, in nr order', () =>
    rolledBack(db, async () => {
      const before = await tableRequest<{ nr: number }[]>(db, expert, 'GET', 'mappoint?karte_id=eq.3&order=nr.asc');
      expect(before.ok && before.data.length).toBeGreaterThan(2);
      const kept = before.ok ? before.data.slice(0, 2).map((p, i) => ({ ...p, nr: 2 - i })) : [];
      expect(await tableRequest(db, expert, 'DELETE', 'mappoint?karte_id=eq.3')).toMatchObject({
        ok: true,
        status: 204,
      });
      expect(await tableRequest(db, expert, 'POST', 'mappoint', kept)).toMatchObject({ ok: true, status: 201 });
      const after = await tableRequest<{ nr: number }[]>(db, expert, 'GET', 'mappoint?karte_id=eq.3&order=nr.asc');
      expect(after.ok && after.data.map((p) => p.nr)).toEqual([1, 2]);
    }));

  it('a failed POST leaves the points deleted (the app restores them itself)', () =>
    rolledBack(db, async () => {
      await tableRequest(db, expert, 'DELETE', 'mappoint?karte_id=eq.3');
      const point = { karte_id: 3, nr: 1, mapx: 1, mapy: 2, pixelx: 3, pixely: 4 };
      expect(await tableRequest(db, expert, 'POST', 'mappoint', [point, point])).toMatchObject({
        ok: false,
        status: 409,
        error: { code: '23505', message: 'duplicate key value violates unique constraint "mappoint_pkey"' },
      });
      expect(await tableRequest(db, expert, 'GET', 'mappoint?karte_id=eq.3')).toEqual({
        ok: true,
        status: 200,
        data: [],
      });
    }));
});
