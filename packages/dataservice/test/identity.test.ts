/**
 * Identity at the door (requirements §6, sql/32_identity.sql): a token is only as good as what
 * the database knows about its e-mail. Each forged or unverified token below read every user
 * or acted on someone else's row before the door checked e-mail, verification and stored role.
 */
import type pg from 'pg';
import { ALL_ROLES, ROLE_LABELS } from '@waldmonitor/ui/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { asRole, rolledBack, rpc, type Caller, tableRequest } from './harness';

let db: pg.Client;
beforeAll(async () => {
  db = await connect();
});
afterAll(async () => {
  await db.end();
});

const ADMIN_MAIL = 'admin@waldmonitor.example';
const CITIZEN_MAIL = 'buerger@waldmonitor.example';
const token = (role: string, claims: Record<string, unknown>): Caller => ({ role, claims });

/** The role and e-mail a request ends up acting as, after the door (PostgREST's db-pre-request). */
async function actsAs(caller: Caller) {
  return asRole(db, caller, async (tx) => {
    const { rows } = await tx.query<{ role: string; email: string | null }>(
      'SELECT current_user AS role, data.current_email() AS email',
    );
    return rows[0];
  });
}

const refusedCode = async (caller: Caller) =>
  rolledBack(db, async () => {
    const reply = await rpc(db, caller, 'a_get_all_users');
    return reply.ok ? 'gelesen' : reply.error.code;
  });

describe('forged tokens', () => {
  it('a token claiming ogf_admin without an e-mail acts as web_anon and reads no user', async () => {
    const forged = token('ogf_admin', {});
    expect(await actsAs(forged)).toEqual({ role: 'web_anon', email: null });
    expect(await refusedCode(forged)).toBe('42501');
  });

  it('a token claiming ogf_admin with only a preferred_username acts as web_anon', async () => {
    const forged = token('ogf_admin', { preferred_username: ADMIN_MAIL, email_verified: true });
    expect(await actsAs(forged)).toEqual({ role: 'web_anon', email: null });
    expect(await refusedCode(forged)).toBe('42501');
  });

  it('a token claiming ogf_admin for an e-mail without a stored user is refused', async () => {
    const forged = token('ogf_admin', { email: 'niemand@example.org', email_verified: true });
    const reply = await rolledBack(db, () => rpc(db, forged, 'a_get_all_users'));
    expect(reply).toEqual({
      ok: false,
      status: 403,
      error: {
        code: '42501',
        message: 'Zur Rolle im Token („Administrator“) gibt es keinen gespeicherten Nutzer.',
        details: null,
        hint: 'Eine Administratorin muss die Person in der Nutzerverwaltung anlegen.',
      },
    });
  });

  it('a leading space or capitals do not hide the stored citizen behind an ogf_admin claim', async () => {
    for (const email of [` ${CITIZEN_MAIL}`, `${CITIZEN_MAIL}\t`, CITIZEN_MAIL.toUpperCase()]) {
      const forged = token('ogf_admin', { email, email_verified: true });
      const reply = await rolledBack(db, () => rpc(db, forged, 'a_get_all_users'));
      expect(reply.ok ? 'gelesen' : reply.error.message).toBe(
        'Die Rolle im Token („Administrator“) ist höher als die gespeicherte Rolle („Standard-Nutzer“).',
      );
    }
  });
});

describe('the roles in its messages', () => {
  it('are named as the chrome names them, never by their raw value', async () => {
    const citizen = token('ogf_citizens', { email: CITIZEN_MAIL, email_verified: true });
    const rows = await asRole(db, citizen, async (tx) => {
      const result = await tx.query<{ role: string; label: string }>(
        'SELECT role, data.role_label(role) AS label FROM unnest($1::text[]) AS role',
        [ALL_ROLES],
      );
      return result.rows;
    });
    expect(Object.fromEntries(rows.map(({ role, label }) => [role, label]))).toEqual(ROLE_LABELS);
  });
});

describe('unverified e-mail', () => {
  it("an unverified administrator's e-mail acts as ogf_new with no e-mail and reads no user", async () => {
    const unverified = token('ogf_admin', { email: ADMIN_MAIL, email_verified: false });
    expect(await actsAs(unverified)).toEqual({ role: 'ogf_new', email: null });
    expect(await refusedCode(unverified)).toBe('42501');
  });

  it('a token without email_verified counts as unverified', async () => {
    // undefined: the claim is left out of the token (the harness adds it only when not named).
    expect(await actsAs(token('ogf_admin', { email: ADMIN_MAIL, email_verified: undefined }))).toEqual({
      role: 'ogf_new',
      email: null,
    });
  });

  it('never acts on the row an administrator created for that e-mail before its owner registered', async () => {
    const unverified = token('ogf_citizens', { email: CITIZEN_MAIL, email_verified: false });
    await rolledBack(db, async () => {
      const data = await rpc(db, unverified, 'a_get_user_data', { email: CITIZEN_MAIL, id: '' });
      expect(data.ok ? 'gelesen' : data.error.code).toBe('42501');
      const profile = await rpc(db, unverified, 'a_update_user', {
        first_name: 'Fremd',
        last_name: 'Übernahme',
        phone: '',
        mail: CITIZEN_MAIL,
        berufsgruppe: '',
      });
      expect(profile.ok ? 'geändert' : profile.error.code).toBe('42501');
      const rows = await tableRequest(db, unverified, 'GET', `benutzer?email=eq.${CITIZEN_MAIL}`);
      expect(rows).toEqual({ ok: true, status: 200, data: [] });
    });
  });

  it('an unverified ogf_new token keeps its role but names no row', async () => {
    expect(await actsAs(token('ogf_new', { email: CITIZEN_MAIL, email_verified: 'false' }))).toEqual({
      role: 'ogf_new',
      email: null,
    });
  });
});

describe('genuine tokens', () => {
  it('a verified token of a stored administrator acts as her', async () => {
    expect(await actsAs(token('ogf_admin', { email: ` ${ADMIN_MAIL.toUpperCase()}`, email_verified: true }))).toEqual({
      role: 'ogf_admin',
      email: ADMIN_MAIL,
    });
  });

  it('a newly registered, verified person without a stored row acts as ogf_new with her e-mail', async () => {
    expect(await actsAs(token('ogf_new', { email: 'frisch@example.org', email_verified: true }))).toEqual({
      role: 'ogf_new',
      email: 'frisch@example.org',
    });
  });

  it('a token claiming less than the stored role acts as the stored role: no edit in the identity service', async () => {
    expect(await actsAs(token('ogf_citizens', { email: ADMIN_MAIL, email_verified: true }))).toEqual({
      role: 'ogf_admin',
      email: ADMIN_MAIL,
    });
  });
});

// The example realm sends no role claim: PostgREST switches to web_anon (db-anon-role), and the
// door takes the role from the database.
describe('tokens without a role claim', () => {
  const withoutRole = (claims: Record<string, unknown>) => token('web_anon', claims);

  it('a verified e-mail acts as its stored role, an administrator with her time limit', async () => {
    expect(await actsAs(withoutRole({ email: ADMIN_MAIL, email_verified: true }))).toEqual({
      role: 'ogf_admin',
      email: ADMIN_MAIL,
    });
    const limit = await asRole(db, withoutRole({ email: ADMIN_MAIL, email_verified: true }), async (tx) => {
      const { rows } = await tx.query<{ limit: string }>(`SELECT current_setting('statement_timeout') AS limit`);
      return rows[0]!.limit;
    });
    expect(limit).toBe('30s');
  });

  it('an expert approved in the user administration acts as expert with the next request', async () => {
    const admin = token('ogf_admin', { email: ADMIN_MAIL });
    await rolledBack(db, async () => {
      const citizen = await asRole(db, admin, async (tx) => {
        const { rows } = await tx.query<{ user_id: number }>('SELECT user_id FROM api.benutzer WHERE email = $1', [
          CITIZEN_MAIL,
        ]);
        return rows[0]!.user_id;
      });
      const decided = await rpc(db, admin, 'a_change_app_status', {
        user_id: String(citizen),
        username: CITIZEN_MAIL,
        status: 'ogf_expert',
      });
      expect(decided.ok).toBe(true);
      expect(await actsAs(withoutRole({ email: CITIZEN_MAIL, email_verified: true }))).toEqual({
        role: 'ogf_expert',
        email: CITIZEN_MAIL,
      });
    });
  });

  it('a newly registered, verified person acts as ogf_new; an unverified one names no row', async () => {
    expect(await actsAs(withoutRole({ email: 'frisch@example.org', email_verified: true }))).toEqual({
      role: 'ogf_new',
      email: 'frisch@example.org',
    });
    expect(await actsAs(withoutRole({ email: ADMIN_MAIL, email_verified: false }))).toEqual({
      role: 'ogf_new',
      email: null,
    });
  });

  it('a token without an e-mail acts as web_anon', async () => {
    expect(await actsAs(withoutRole({ preferred_username: 'admin' }))).toEqual({ role: 'web_anon', email: null });
  });
});
