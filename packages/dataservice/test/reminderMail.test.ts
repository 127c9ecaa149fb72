/**
 * Reminders sent by e-mail (migrations/0014, sql/79_reminder_mail.sql): one call writes the
 * mail with the reminder's PDF into the outbox and records the send, read back with the
 * outbox's state and Message-ID in the columns of an invoice's sends; every refusal leaves
 * nothing behind; the reminder itself stays as it was written. Each case runs in a transaction
 * that is rolled back, with a reminder written in it as a dunning run writes one
 * (dunning.test.ts). The mailer attaches the file as it attaches an invoice's (mailer.test.ts).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, NOT_ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc, type Caller } from './harness';
import { issuedInvoices } from './issuedInvoices';
import { mailsOf as sentMailsOf, PDF } from './sentMails';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

const { call, plus, invoice } = issuedInvoices(() => su);

/** A reminder of a new issued invoice, written eight days after its due date (its Zahlungserinnerung). */
async function reminder(): Promise<string> {
  const { id, rn } = await invoice();
  const day = await plus(rn, 14 + 8);
  // The business day moved, inside the case's transaction: a reminder is never dated ahead.
  await su.query(
    `CREATE OR REPLACE FUNCTION data.business_today() RETURNS date LANGUAGE sql STABLE AS $$ SELECT '${day}'::date $$`,
  );
  const [created] = (await call('a_create_reminders', { rechnung_ids: [id], datum: day })) as number[];
  return String(created);
}

const mailOf = (id: string, fields: Record<string, unknown> = {}) => ({
  mahnung_id: id,
  empfaenger: 'buchhaltung@kunde.example',
  betreff: `Zahlungserinnerung Nr. ${id}`,
  nachricht: `Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere Zahlungserinnerung Nr. ${id}.\n\nMit freundlichen Grüßen`,
  dateiname: `Zahlungserinnerung-${id}.pdf`,
  anhang: PDF.toString('base64'),
  ...fields,
});

const send = (id: string, fields: Record<string, unknown> = {}, caller: Caller = ADMIN) =>
  rpc<number>(su, caller, 'a_send_reminder', mailOf(id, fields));

const mailsOf = (id: string) => sentMailsOf(su, 'mahnung', id);

/** The reminder as stored: its content's text and hash, which a send must leave as they are. */
const stored = async (id: string) =>
  (await su.query('SELECT inhalt::text, sha256 FROM data.mahnung WHERE id = $1', [id])).rows[0];

describe('a_send_reminder', () => {
  it('writes the mail with the PDF and records the send, the reminder as it was', () =>
    rolledBack(su, async () => {
      const id = await reminder();
      const before = await stored(id);
      const reply = await send(id, { empfaenger: '  buchhaltung@kunde.example ' });
      expect(reply).toMatchObject({ ok: true, status: 200 });
      const outboxId = String((reply as { data: number }).data);

      const { mails, files, sends } = await mailsOf(id);
      expect(mails).toEqual([
        {
          id: outboxId,
          recipient: 'buchhaltung@kunde.example',
          subject: `Zahlungserinnerung Nr. ${id}`,
          // The text as given: no greeting or signature added.
          body: mailOf(id).nachricht,
          event_kind: 'mahnung',
          event_ref: `mahnung:${id}`,
          message_id: expect.stringMatching(/^<[0-9a-f-]{36}@outbox\.waldmonitor>$/),
        },
      ]);
      expect(files).toEqual([
        {
          outbox_id: outboxId,
          nr: 1,
          dateiname: `Zahlungserinnerung-${id}.pdf`,
          mime_typ: 'application/pdf',
          inhalt: PDF,
        },
      ]);
      expect(sends).toBe(1);
      expect(await stored(id)).toEqual(before);

      // The same columns as an invoice's sends, the form always pdf.
      expect(await call('a_get_reminder_sends', { mahnung_id: id })).toEqual([
        {
          id: Number(outboxId),
          empfaenger: 'buchhaltung@kunde.example',
          e_format: 'pdf',
          von: expect.stringMatching(/\S/),
          angestossen_am: expect.any(String),
          gesendet_am: null,
          message_id: mails[0]!.message_id,
          zustand: 'wartet',
          dateiname: `Zahlungserinnerung-${id}.pdf`,
        },
      ]);
    }));

  it('sends a reminder again, the newest send first; the Postausgang names it and gives the file back', () =>
    rolledBack(su, async () => {
      const id = await reminder();
      const first = (await send(id)) as { ok: true; data: number };
      const second = (await send(id, { empfaenger: 'eingang@kunde.example' })) as { ok: true; data: number };
      const list = (await call('a_get_reminder_sends', { mahnung_id: id })) as { id: number; empfaenger: string }[];
      expect(list.map((s) => [s.id, s.empfaenger])).toEqual([
        [second.data, 'eingang@kunde.example'],
        [first.data, 'buchhaltung@kunde.example'],
      ]);

      const outbox = await rpc<{ id: number; event_kind: string; event_ref: string; anhaenge: string | null }[]>(
        su,
        ADMIN,
        'a_get_outbox',
        {},
        {
          search: new URLSearchParams({
            event_kind: 'eq.mahnung',
            select: 'id,event_kind,event_ref,anhaenge',
            limit: '1',
          }),
        },
      );
      expect(outbox).toMatchObject({
        ok: true,
        data: [
          {
            id: second.data,
            event_kind: 'mahnung',
            event_ref: `mahnung:${id}`,
            anhaenge: `Zahlungserinnerung-${id}.pdf`,
          },
        ],
      });
      expect(await call('a_get_outbox_attachments', { outbox_id: String(second.data) })).toEqual([
        {
          nr: 1,
          dateiname: `Zahlungserinnerung-${id}.pdf`,
          mime_typ: 'application/pdf',
          groesse: PDF.length,
          inhalt: PDF.toString('base64'),
        },
      ]);
    }));

  it('gives a reminder never sent, and one that does not exist, no sends', () =>
    rolledBack(su, async () => {
      expect(await call('a_get_reminder_sends', { mahnung_id: await reminder() })).toEqual([]);
      expect(await call('a_get_reminder_sends', { mahnung_id: '999999' })).toEqual([]);
    }));
});

const TOO_BIG = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 - 8)]);

describe('a refused send leaves nothing behind', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'an address without @',
      { empfaenger: 'buchhaltung.kunde.example' },
      'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.',
    ],
    ['no address', { empfaenger: null }, 'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.'],
    ['a blank subject', { betreff: ' ' }, 'Der Betreff fehlt.'],
    [
      'a subject on two lines',
      { betreff: 'Mahnung\nBcc: alle@example.org' },
      'Der Betreff steht in einer Zeile, ohne Steuerzeichen.',
    ],
    ['a subject over 200 characters', { betreff: 'M'.repeat(201) }, 'Der Betreff hat höchstens 200 Zeichen.'],
    ['no text', { nachricht: '' }, 'Der Text der E-Mail fehlt.'],
    [
      'a text over 10,000 characters',
      { nachricht: 'x'.repeat(10_001) },
      'Der Text der E-Mail hat höchstens 10.000 Zeichen.',
    ],
    ['no file name', { dateiname: '' }, 'Der Dateiname fehlt.'],
    [
      'a file name with a folder',
      { dateiname: '../Mahnung.pdf' },
      'Der Dateiname enthält einen Schrägstrich oder ein Steuerzeichen.',
    ],
    [
      'a file name over 200 characters',
      { dateiname: `${'M'.repeat(197)}.pdf` },
      'Der Dateiname hat höchstens 200 Zeichen.',
    ],
    ['a file named other than .pdf', { dateiname: 'Mahnung.xml' }, 'Der Dateiname einer Mahnung endet auf .pdf.'],
    ['no file', { anhang: '' }, 'Der Anhang fehlt.'],
    ['a file that is no base64', { anhang: 'kein base64!' }, 'Der Anhang ist keine gültige Datei.'],
    ['a PDF that is none', { anhang: Buffer.from('<Mahnung/>').toString('base64') }, 'Der Anhang ist keine PDF-Datei.'],
    ['a file over 10 MB', { anhang: TOO_BIG.toString('base64') }, 'Der Anhang ist größer als 10 MB.'],
  ])('%s', (_what, fields, message) =>
    rolledBack(su, async () => {
      const id = await reminder();
      expect(await send(id, fields)).toEqual({
        ok: false,
        status: 400,
        error: { code: 'P0001', message, details: null, hint: null },
      });
      expect(await mailsOf(id)).toEqual({ mails: [], files: [], sends: 0 });
    }),
  );

  it('a reminder that does not exist (404)', () =>
    rolledBack(su, async () => {
      expect(await send('999999')).toEqual({
        ok: false,
        status: 404,
        error: { code: 'P0002', message: 'Mahnung 999999 gibt es nicht.', details: null, hint: null },
      });
      expect(await mailsOf('999999')).toEqual({ mails: [], files: [], sends: 0 });
    }));
});

describe('only administrators send a reminder and read its sends', () => {
  it.each(NOT_ADMIN.map(({ caller, status }) => [caller.role, status, caller] as const))(
    'refuses %s (%i)',
    (_role, status, caller) =>
      rolledBack(su, async () => {
        const id = await reminder();
        for (const [name, args] of [
          ['a_send_reminder', mailOf(id)],
          ['a_get_reminder_sends', { mahnung_id: id }],
        ] as const) {
          expect(await rpc(su, caller, name, args)).toEqual({
            ok: false,
            status,
            error: { code: '42501', message: `permission denied for function ${name}`, details: null, hint: null },
          });
        }
        expect(await mailsOf(id)).toEqual({ mails: [], files: [], sends: 0 });
      }),
  );

  it('gives the mailer’s login nothing of the sends', async () => {
    const { rows } = await su.query<{ sends: boolean }>(
      `SELECT has_table_privilege('waldmonitor_mailer', 'data.mahnung_versand', 'SELECT') AS sends`,
    );
    expect(rows[0]).toEqual({ sends: false });
  });
});
