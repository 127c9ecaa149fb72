import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { statusForSqlState } from '../src/postgrest/errors';
import { asRole, rolledBack, rpc } from './harness';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

describe('the test harness', () => {
  it('runs a call as the token role with the claims PostgREST sets', async () => {
    // A claim above ogf_new needs a stored user: the demo citizen, her e-mail as typed in capitals.
    const seen = await asRole(
      db,
      { role: 'ogf_citizens', claims: { email: 'BUERGER@waldmonitor.example' } },
      async (tx) => {
        const { rows } = await tx.query<{ role: string; email: string; app: string }>(
          'SELECT current_user AS role, data.current_email() AS email, data.app_role() AS app',
        );
        return rows[0];
      },
    );
    expect(seen).toEqual({ role: 'ogf_citizens', email: 'buerger@waldmonitor.example', app: 'ogf_citizens' });
    const { rows } = await db.query<{ role: string }>('SELECT current_user AS role');
    expect(rows[0]?.role).toBe('authenticator');
  });

  it('keeps savepoint calls inside a rolled-back test and resets the role', async () => {
    await rolledBack(db, async () => {
      await asRole(db, { role: 'ogf_admin' }, async () => undefined);
      const { rows } = await db.query<{ role: string }>('SELECT current_user AS role');
      expect(rows[0]?.role).toBe('authenticator');
    });
  });

  it('answers an unknown function with PGRST202 / 404', async () => {
    const reply = await rpc(db, { role: 'ogf_admin' }, 'does_not_exist', { a: 1 });
    expect(reply).toMatchObject({ ok: false, status: 404, error: { code: 'PGRST202' } });
  });

  it('answers an argument the function does not have with PGRST202 / 404, as PostgREST does', async () => {
    const reply = await rpc(
      db,
      { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } },
      'a_get_client_details',
      {
        client_id: '2',
        kunde: 'x',
      },
    );
    expect(reply).toMatchObject({ ok: false, status: 404, error: { code: 'PGRST202' } });
  });

  it("maps SQLSTATEs to PostgREST statuses (the emulation's table)", () => {
    expect(statusForSqlState('42501', '', false)).toBe(401);
    expect(statusForSqlState('42501', '', true)).toBe(403);
    expect(statusForSqlState('23505', '', true)).toBe(409);
    expect(statusForSqlState('P0001', '', true)).toBe(400);
    expect(statusForSqlState('PT404', '', true)).toBe(404);
    expect(statusForSqlState('22P02', '', true)).toBe(400);
  });

  it("turns the emulation's transaction into a savepoint inside rolledBack and resets the request after it", async () => {
    await rolledBack(db, async () => {
      const reply = await rpc(
        db,
        { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } },
        'does_not_exist',
      );
      expect(reply.status).toBe(404);
      const ok = await rpc(
        db,
        { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } },
        'a_get_client_details',
        {
          client_id: '2',
        },
      );
      expect(ok).toMatchObject({ ok: true, status: 200 });
      const { rows } = await db.query<{ role: string; claims: string; tx: boolean }>(
        `SELECT current_user AS role, coalesce(current_setting('request.jwt.claims', true), '') AS claims,
                now() = statement_timestamp() AS tx`,
      );
      expect(rows[0]).toEqual({ role: 'authenticator', claims: '', tx: false });
    });
  });
});
