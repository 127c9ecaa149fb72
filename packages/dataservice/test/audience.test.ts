/**
 * The token's audience at the door (sql/32_identity.sql): data.pre_request refuses a token whose
 * `aud` does not name the client in the database setting `app.settings.jwt_aud`, whatever
 * PostgREST's `jwt-aud` says (it lets a token without `aud` through), and every token when the
 * setting is missing. Each refusal below was an accepted request before the door checked `aud`.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { ANONYMOUS, type Caller, type Reply, rolledBack, rpc, toReply } from './harness';
import { startPglite } from './parity/pgliteSide';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

const CLIENT = 'waldmonitor-web';
const ADMIN_MAIL = 'admin@waldmonitor.example';
/** A genuine administrator's token, but for the given audience (`undefined`: no `aud` claim). */
const adminFor = (aud: unknown): Caller => ({ role: 'ogf_admin', claims: { email: ADMIN_MAIL, aud } });

const wrongAudience = (status: number) => ({
  ok: false,
  status,
  error: {
    code: '42501',
    message: `Das Token ist nicht für diesen Datendienst ausgestellt: Sein aud nennt nicht ${CLIENT}.`,
    details: null,
    hint: 'Melden Sie sich über die Waldmonitor-Anwendung erneut an.',
  },
});
const NO_CLIENT = {
  ok: false,
  status: 403,
  error: {
    code: '42501',
    message: 'Der Datendienst nimmt keine Tokens an: Es ist kein Client für sie festgelegt.',
    details: null,
    hint: "Der Betrieb muss app.settings.jwt_aud setzen (ALTER DATABASE … SET app.settings.jwt_aud = 'waldmonitor-web').",
  },
};

const allUsers = (on: pg.Client, caller: Caller) => rolledBack(on, () => rpc(on, caller, 'a_get_all_users'));
const outcome = (reply: Reply) => (reply.ok ? 'gelesen' : reply);

describe('a token for another client', () => {
  it.each([
    ['without aud', undefined],
    ['with aud null', null],
    ['with another aud', 'account'],
    ['with an aud array lacking the client', ['account', 'broker']],
    ['with an empty aud array', []],
    ['with an aud that names the client in other letters', 'Waldmonitor-Web'],
    ['with an aud that is no string', 5],
  ])('is refused %s (42501, 403)', async (_name, aud) => {
    expect(outcome(await allUsers(db, adminFor(aud)))).toEqual(wrongAudience(403));
  });

  it('is refused when it claims no role either (42501, 401 for the anonymous role)', async () => {
    const reply = await rolledBack(db, () =>
      rpc(db, { role: 'web_anon', claims: { email: ADMIN_MAIL, aud: 'account' } }, 'a_get_currentuser'),
    );
    expect(reply).toEqual(wrongAudience(401));
  });
});

describe('a token for our client', () => {
  it.each([
    ['with aud waldmonitor-web', CLIENT],
    ['with an aud array containing it', ['account', CLIENT]],
  ])('is accepted %s', async (_name, aud) => {
    expect(outcome(await allUsers(db, adminFor(aud)))).toBe('gelesen');
  });

  it('a request without a token still acts as web_anon', async () => {
    const reply = await rolledBack(db, () => rpc(db, ANONYMOUS, 'a_get_currentuser'));
    expect(reply).toEqual({ ok: true, status: 200, data: 'web_anon' });
  });
});

describe('the configured client', () => {
  it('is waldmonitor-web for the database, so every new session sees it', async () => {
    const owner = await connect('postgres');
    try {
      const { rows } = await owner.query<{ setconfig: string[] }>(
        `SELECT s.setconfig FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
          WHERE d.datname = current_database() AND s.setrole = 0`,
      );
      expect(rows.flatMap((row) => row.setconfig)).toContain(`app.settings.jwt_aud=${CLIENT}`);
    } finally {
      await owner.end();
    }
    const { rows } = await db.query<{ aud: string }>(`SELECT current_setting('app.settings.jwt_aud') AS aud`);
    expect(rows[0]?.aud).toBe(CLIENT);
  });

  it('when empty, refuses every token, even one for the client, but not a request without one', async () => {
    await rolledBack(db, async () => {
      // Before each request: the harness resets the settings when a request ends.
      await db.query(`SET LOCAL app.settings.jwt_aud = ''`);
      expect(outcome(await rpc(db, adminFor(CLIENT), 'a_get_all_users'))).toEqual(NO_CLIENT);
      await db.query(`SET LOCAL app.settings.jwt_aud = ''`);
      expect(await rpc(db, ANONYMOUS, 'a_get_currentuser')).toEqual({ ok: true, status: 200, data: 'web_anon' });
    });
  });

  it('when missing, refuses every token (a session of a database without the setting)', async () => {
    const owner = await connect('postgres');
    const { rows } = await owner.query<{ db: string }>('SELECT current_database() AS db');
    const database = rows[0]!.db;
    await owner.query(`ALTER DATABASE "${database}" RESET app.settings.jwt_aud`);
    const fresh = await connect();
    try {
      const seen = await fresh.query<{ aud: string | null }>(
        `SELECT current_setting('app.settings.jwt_aud', true) AS aud`,
      );
      expect(seen.rows[0]?.aud ?? null).toBeNull();
      expect(outcome(await allUsers(fresh, adminFor(CLIENT)))).toEqual(NO_CLIENT);
    } finally {
      await fresh.end();
      // Back as the SQL install left it: the files after this one run in new sessions.
      await owner.query(`ALTER DATABASE "${database}" SET app.settings.jwt_aud = '${CLIENT}'`);
      await owner.end();
    }
  });
});

describe('the demo (PGlite booted from the snapshot)', () => {
  it('sees the configured client: accepts a token for it, refuses one without aud', async () => {
    const service = await startPglite();
    try {
      const send = (caller: Caller) => service.send(caller, 'POST', '/rpc/a_get_all_users', { body: {} });
      expect(outcome(toReply(await send(adminFor(CLIENT))))).toBe('gelesen');
      expect(outcome(toReply(await send(adminFor(undefined))))).toEqual(wrongAudience(403));
    } finally {
      await service.close();
    }
  });
});
