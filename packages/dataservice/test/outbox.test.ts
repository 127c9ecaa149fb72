/**
 * The back office's Postausgang (sql/71_outbox_api.sql): administrators read the outbox with
 * each mail's state, newest first, paged and counted; every other role is refused, and the
 * mailer's login gains nothing from the api read.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';
import { rolledBack, rpc } from './harness';
import { ADMIN, CITIZEN, EXPERT } from './parity/scenario';

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

interface Row {
  id: number;
  recipient: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  zustand: string;
}

/**
 * Three mails as the triggers and the mailer leave them: waiting, failed twice, sent. Written
 * as the superuser (no api role may write the outbox), in the transaction the read runs in.
 */
async function putMails(): Promise<number[]> {
  const { rows } = await superuser.query<{ id: number }>(
    `INSERT INTO data.outbox (recipient, subject, body, event_kind, event_ref, created_at, attempts, last_error, sent_at)
     VALUES ('a@example.org', 'Wartet', 'Text', 'rueckfrage', 'kaefer:1', now() + interval '1 minute', 0, NULL, NULL),
            ('b@example.org', 'Fehlgeschlagen', 'Text', 'ablehnung', 'kaefer:2', now() + interval '2 minutes', 2,
             '421 4.7.0 Try again later', NULL),
            ('c@example.org', 'Gesendet', 'Text', 'veroeffentlichung', 'kaefer:3', now() + interval '3 minutes', 1,
             NULL, now())
     RETURNING id`,
  );
  return rows.map((row) => Number(row.id));
}

describe('a_get_outbox', () => {
  it('gives an administrator the newest mails first, each with its state, counted', async () => {
    await rolledBack(superuser, async () => {
      const [waiting, failed, sent] = await putMails();
      const reply = await rpc<Row[]>(
        superuser,
        ADMIN,
        'a_get_outbox',
        {},
        {
          search: new URLSearchParams({ limit: '3', offset: '0' }),
          count: true,
        },
      );
      expect(reply.ok).toBe(true);
      if (!reply.ok) return;
      expect(
        reply.data.map(({ id, subject, attempts, last_error, zustand }) => ({
          id,
          subject,
          attempts,
          last_error,
          zustand,
        })),
      ).toEqual([
        { id: sent, subject: 'Gesendet', attempts: 1, last_error: null, zustand: 'gesendet' },
        {
          id: failed,
          subject: 'Fehlgeschlagen',
          attempts: 2,
          last_error: '421 4.7.0 Try again later',
          zustand: 'fehlgeschlagen',
        },
        { id: waiting, subject: 'Wartet', attempts: 0, last_error: null, zustand: 'wartet' },
      ]);
      expect(reply.total).toBeGreaterThanOrEqual(3);
    });
  });

  it('filters by state as the Postausgang asks', async () => {
    await rolledBack(superuser, async () => {
      const [, failed] = await putMails();
      const reply = await rpc<Row[]>(
        superuser,
        ADMIN,
        'a_get_outbox',
        {},
        {
          search: new URLSearchParams({ zustand: 'eq.fehlgeschlagen', limit: '25', offset: '0' }),
        },
      );
      expect(reply.ok && reply.data.map((row) => row.id)).toContain(failed);
      expect(reply.ok && reply.data.every((row) => row.zustand === 'fehlgeschlagen')).toBe(true);
    });
  });

  it('names a mail’s attachments by their file names, in their order; none for a mail without', async () => {
    await rolledBack(superuser, async () => {
      const [waiting, failed] = await putMails();
      await superuser.query(
        `INSERT INTO data.outbox_anhang (outbox_id, nr, dateiname, mime_typ, inhalt)
         VALUES ($1, 2, 'Rechnung-61.xml', 'application/xml', '<Invoice/>'),
                ($1, 1, 'Rechnung-61.pdf', 'application/pdf', '%PDF-1.7')`,
        [waiting],
      );
      const reply = await rpc<{ id: number; anhaenge: string | null }[]>(
        superuser,
        ADMIN,
        'a_get_outbox',
        {},
        { search: new URLSearchParams({ id: `in.(${waiting},${failed})`, order: 'id', select: 'id,anhaenge' }) },
      );
      expect(reply).toEqual({
        ok: true,
        status: 200,
        data: [
          { id: waiting, anhaenge: 'Rechnung-61.pdf, Rechnung-61.xml' },
          { id: failed, anhaenge: null },
        ],
      });
    });
  });

  it.each([
    ['an expert', EXPERT],
    ['a citizen', CITIZEN],
  ])('refuses %s (42501)', async (_who, caller) => {
    const reply = await rolledBack(db, () => rpc(db, caller, 'a_get_outbox'));
    expect(reply).toEqual({
      ok: false,
      status: 403,
      error: { code: '42501', message: 'permission denied for function a_get_outbox', details: null, hint: null },
    });
  });

  it('gives the mailer’s login nothing: neither the api read nor its view', async () => {
    const { rows } = await superuser.query<{ execute: boolean; view: boolean; api: boolean }>(
      `SELECT has_function_privilege('waldmonitor_mailer', 'api.a_get_outbox()', 'EXECUTE') AS execute,
              has_table_privilege('waldmonitor_mailer', 'data.outbox_list', 'SELECT') AS view,
              has_schema_privilege('waldmonitor_mailer', 'api', 'USAGE') AS api`,
    );
    expect(rows[0]).toEqual({ execute: false, view: false, api: false });
  });
});
